import Geometry
import Motion
import TestSupport
import Testing

@Test func mirroringPassesThroughEdgeOnAndEndsFlipped() {
    var pose = Animated(Pose(position: Point(x: 50, y: 50)))
    var flipped = pose.target
    flipped.mirror = -1
    pose.animate(to: flipped, with: .tween(duration: 0.3, easing: .easeInOut), at: 0)
    pose.advance(to: 0.15)
    #expect(abs(pose.value.mirror) < 1e-6, "edge-on halfway through a symmetric flip")
    #expect(pose.value.transform.determinant.magnitude < 1e-6)
    pose.advance(to: 0.3)
    #expect(pose.value.mirror == -1 && pose.value.transform.determinant < 0)
    #expect(pose.value.position == Point(x: 50, y: 50))
}

@Test func poseTransformScalesRotatesMirrorsThenMoves() {
    let turned = Pose(position: Point(x: 100, y: 100), rotation: .pi / 2)
    #expect(isClose(turned.transform.apply(to: Point(x: 10, y: 0)), Point(x: 100, y: 110)))
    // Mirroring after rotating flips across the screen's vertical axis.
    let flipped = Pose(position: Point(x: 100, y: 100), scale: 2, rotation: .pi / 2, mirror: -1)
    #expect(isClose(flipped.transform.apply(to: Point(x: 10, y: 0)), Point(x: 100, y: 120)))
    #expect(isClose(flipped.transform.apply(to: Point(x: 0, y: 10)), Point(x: 120, y: 100)))
}

@Test func everyPoseComponentAnimatesTogether() {
    var pose = Animated(Pose(position: Point(x: 0, y: 0), scale: 1, rotation: 0, opacity: 0))
    let target = Pose(position: Point(x: 40, y: -20), scale: 1.1, rotation: .pi / 2, opacity: 1)
    pose.animate(to: target, with: .tween(duration: 0.2, easing: .linear), at: 0)
    pose.advance(to: 0.1)
    #expect(isClose(pose.value.position, Point(x: 20, y: -10), tolerance: 1e-9))
    #expect(isClose(pose.value.scale, 1.05) && isClose(pose.value.rotation, .pi / 4))
    #expect(isClose(pose.value.opacity, 0.5))
    pose.advance(to: 0.2)
    #expect(pose.value == target && pose.isSettled)
}
