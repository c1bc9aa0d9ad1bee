import DragAndDrop
import TestSupport
import Testing

/// The motion article: springs and tweens advanced by explicit time, retargeting, and
/// many items at once.
@Suite struct MotionArticleTests {
    @Test func aSpringSettlesExactlyOnItsTarget() {
        var position = Animated(Point(x: 0, y: 0))
        position.animate(
            to: Point(x: 100, y: 0), with: .spring(dampingRatio: 0.8, response: 0.3), at: 0)

        position.advance(to: 0.1)
        let early = position.value  // part of the way there, moving fast
        position.advance(to: 2)
        let late = position.value  // exactly (100, 0), at rest

        #expect(early.x > 10 && early.x < 100)
        #expect(position.isSettled)
        #expect(late == Point(x: 100, y: 0))
    }

    @Test func ticksDoNotChangeTheResult() {
        var everyFrame = Animated(0.0)
        var once = Animated(0.0)
        everyFrame.animate(to: 1, with: .tween(duration: 0.5, easing: .easeOut), at: 0)
        once.animate(to: 1, with: .tween(duration: 0.5, easing: .easeOut), at: 0)

        for frame in 1...15 { everyFrame.advance(to: Double(frame) / 60) }
        once.advance(to: 0.25)

        #expect(isClose(everyFrame.value, once.value))
    }

    @Test func retargetingMidFlightKeepsTheVelocity() {
        var x = Animated(0.0)
        x.animate(to: 100, with: .spring(), at: 0)
        x.advance(to: 0.1)
        let before = x.velocity  // moving right, fast

        x.animate(to: -100, with: .spring(), at: 0.1)  // turn back mid-flight
        let after = x.velocity  // still moving right: it slows, turns, then heads back

        #expect(before > 0)
        #expect(after == before)
        x.advance(to: 0.12)
        #expect(x.velocity < before, "the new spring brakes it")
        x.advance(to: 3)
        #expect(x.value == -100)
    }

    @Test func manyItemsInOneAnimatorWithAStagger() throws {
        var animator = Animator<String, Pose>()
        let pieces = ["F", "I", "L"]
        for (i, piece) in pieces.enumerated() {
            animator.place(piece, at: Pose(position: Point(x: 0, y: Double(i) * 50)))
            let home = Pose(position: Point(x: 400, y: Double(i) * 50))
            animator.animate(piece, to: home, with: .spring().delayed(by: Double(i) * 0.06), at: 0)
        }

        animator.advance(to: 0.05)
        let first = animator["F"]!.position.x  // on its way
        let last = animator["L"]!.position.x  // still waiting its turn
        let settled = animator.advance(to: 3)  // ["F", "I", "L"], in the order placed

        #expect(first > 0)
        #expect(last == 0)
        #expect(settled == pieces)
        #expect(!animator.isAnimating)
    }

    @Test func aThrowFlowsIntoTheLanding() throws {
        var look = DragPresentation<String>()
        look.place("card", center: Point(x: 100, y: 100))
        look.lift("card", at: 0)
        look.follow("card", center: Point(x: 300, y: 100))
        let landing = Landing(
            from: Rect(center: Point(x: 300, y: 100), size: Size(width: 50, height: 70)),
            destination: Rect(center: Point(x: 500, y: 100), size: Size(width: 50, height: 70)),
            velocity: Vector(dx: 2000, dy: 0), returnsHome: false)

        look.land("card", landing, at: 0.2)
        look.advance(to: 0.25)
        let flying = look.pose(of: "card")!.position.x

        #expect(flying > 350, "thrown at 2000 points a second, it keeps going")
        look.advance(to: 2)
        #expect(try #require(look.pose(of: "card")).position == Point(x: 500, y: 100))
        #expect(!look.isAnimating)
    }
}
