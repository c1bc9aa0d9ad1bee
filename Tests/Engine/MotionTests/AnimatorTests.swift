import Geometry
import Motion
import TestSupport
import Testing

@Test func anAnimatorMovesManyItemsAndSaysWhenAllHaveStopped() {
    var animator = Animator<String, Pose>()
    animator.place("F", at: Pose(position: Point(x: 0, y: 0)))
    animator.place("I", at: Pose(position: Point(x: 0, y: 100)))
    #expect(!animator.isAnimating)
    let known = animator.animate(
        "F", to: Pose(position: Point(x: 90, y: 0)), with: .spring(), at: 0)
    let unknown = animator.animate("X", to: Pose(), with: .spring(), at: 0)
    #expect(known && !unknown, "unknown keys are refused")
    animator.animate(
        "I", to: Pose(position: Point(x: 90, y: 100)), with: .tween(duration: 0.2), at: 0)
    #expect(animator.isAnimating)
    var settledOrder: [String] = []
    var t = 0.0
    while animator.isAnimating {
        t += 1.0 / 60
        settledOrder += animator.advance(to: t)
        #expect(t < 3)
    }
    #expect(settledOrder == ["I", "F"])
    #expect(animator["F"]?.position == Point(x: 90, y: 0))
    #expect(animator["I"]?.position == Point(x: 90, y: 100))
    #expect(animator.keys == ["F", "I"])
}

@Test func staggeredDelaysStartPiecesOneAfterAnother() {
    var animator = Animator<Int, Point>()
    for i in 0..<4 { animator.place(i, at: Point(x: 0, y: Double(i))) }
    for i in 0..<4 {
        animator.animate(
            i, to: Point(x: 100, y: Double(i)),
            with: .tween(duration: 0.3).delayed(by: Double(i) * 0.1), at: 0)
    }
    animator.advance(to: 0.15)
    #expect(animator[0]!.x > 0 && animator[1]!.x > 0)
    #expect(animator[2]!.x == 0 && animator[3]!.x == 0)
    var landed: [Int] = []
    var t = 0.15
    while animator.isAnimating {
        t += 0.01
        landed += animator.advance(to: t)
    }
    #expect(landed == [0, 1, 2, 3])
    #expect(isClose(t, 0.6, tolerance: 0.011))
}

@Test func removingAndReplacingItemsKeepsTheRestInOrder() {
    var animator = Animator<Int, Double>()
    for i in 0..<5 { animator.place(i, at: Double(i)) }
    animator.remove(1)
    animator.remove(7)
    #expect(animator.keys == [0, 2, 3, 4])
    #expect(animator[1] == nil && animator[3] == 3)
    animator.place(3, at: 30)
    #expect(animator[3] == 30 && animator.keys == [0, 2, 3, 4])
    animator.animate(4, to: 40, with: .spring(), at: 1)
    #expect(animator.animated(4)?.target == 40 && animator.time == 1)
    animator.advance(to: 0.5)
    #expect(animator.time == 1, "time never runs backwards")
}
