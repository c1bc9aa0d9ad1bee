import Geometry
import Motion
import TestSupport
import Testing

@Test func aDraggedPieceFollowsThePointerExactlyWhileItsLiftStillGlides() {
    let start = Pose(position: Point(x: 100, y: 100))
    var piece = Animated(start)
    var reference = piece  // the same lift, never dragged
    let lift = Pose(position: start.position, scale: 1.1)
    piece.animate(to: lift, with: .spring(dampingRatio: 1, response: 0.25), at: 0)
    reference.animate(to: lift, with: .spring(dampingRatio: 1, response: 0.25), at: 0)
    var pointer = start.position
    for i in 1...30 {
        let t = Double(i) / 60
        let delta = Vector(dx: 3, dy: -1)
        pointer += delta
        piece.advance(to: t)
        reference.advance(to: t)
        piece.offset(by: .moving(delta))
        #expect(isClose(piece.value.position, pointer, tolerance: 1e-9))
        #expect(isClose(piece.value.scale, reference.value.scale, tolerance: 1e-12))
    }
    #expect(piece.value.scale > 1.09)
    #expect(isClose(piece.target.position, pointer, tolerance: 1e-9))
}

@Test func offsettingATweenShiftsItsWholePath() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .tween(duration: 1, easing: .linear), at: 0)
    x.advance(to: 0.25)
    x.offset(by: 1000)
    #expect(isClose(x.value, 1025) && x.target == 1100)
    x.advance(to: 0.5)
    #expect(isClose(x.value, 1050, tolerance: 1e-9))
    x.offset(by: .nan)
    x.advance(to: 1)
    #expect(x.value == 1100 && x.isSettled)
}

@Test func anAnimatorOffsetsOneItem() {
    var animator = Animator<String, Pose>()
    animator.place("a", at: Pose(position: Point(x: 0, y: 0)))
    animator.place("b", at: Pose(position: Point(x: 0, y: 0)))
    animator.offset("a", by: .moving(Vector(dx: 5, dy: 6)))
    animator.offset("missing", by: .moving(Vector(dx: 5, dy: 6)))
    #expect(animator["a"]?.position == Point(x: 5, y: 6))
    #expect(animator["b"]?.position == Point(x: 0, y: 0))
    #expect(!animator.isAnimating)
}
