import Geometry
import Motion
import Testing

/// Whether two doubles agree to a relative 1e-9.
private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

@Test func retargetingASpringKeepsValueAndVelocity() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .spring(dampingRatio: 0.8, response: 0.4), at: 0)
    x.advance(to: 0.1)
    let (value, velocity) = (x.value, x.velocity)
    #expect(velocity > 100)
    x.animate(to: -50, with: .spring(dampingRatio: 0.8, response: 0.4), at: 0.1)
    #expect(near(x.value, value) && near(x.velocity, velocity))
    #expect(x.target == -50)
    // Momentum carries it on towards 100 for a moment before it turns.
    x.advance(to: 0.11)
    #expect(x.value > value)
}

@Test func aSpringInterruptingATweenTakesOverItsVelocity() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .tween(duration: 1, easing: .linear), at: 0)
    x.advance(to: 0.5)
    #expect(near(x.value, 50))
    #expect(abs(x.velocity - 100) < 1e-3)
    x.animate(to: 45, with: .spring(), at: 0.5)
    #expect(near(x.value, 50) && abs(x.velocity - 100) < 1e-3)
    x.advance(to: 0.505)
    #expect(x.value > 50, "still moving forward, not snapping back")
}

@Test func aTweenInterruptingASpringCarriesItsVelocityAndStillLandsOnTime() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .spring(dampingRatio: 1, response: 0.5), at: 0)
    x.advance(to: 0.08)
    let (value, velocity) = (x.value, x.velocity)
    // Ease-in starts with zero slope of its own, so the velocity is exactly the carried one.
    x.animate(to: 0, with: .tween(duration: 0.4, easing: .easeIn), at: 0.08)
    #expect(near(x.value, value) && near(x.velocity, velocity))
    x.advance(to: 0.081)
    #expect(x.value > value)
    #expect(abs(x.velocity - velocity) < 0.02 * velocity)
    x.advance(to: 0.47)
    #expect(!x.isSettled)
    x.advance(to: 0.49)
    #expect(x.isSettled && x.value == 0 && x.velocity == 0)
}

@Test func aTweenRetargetedByATweenNeverJumps() {
    var x = Animated(Point(x: 0, y: 0))
    x.animate(to: Point(x: 200, y: 0), with: .tween(duration: 0.5), at: 0)
    var t = 0.0
    var previous = x.value
    var largestStep = 0.0
    while t < 1.2 {
        t += 1.0 / 120
        if abs(t - 0.25) < 1e-9 || (t > 0.25 && t - 1.0 / 120 < 0.25) {
            x.animate(to: Point(x: 0, y: 200), with: .tween(duration: 0.5), at: t)
        }
        x.advance(to: t)
        largestStep = max(largestStep, x.value.distance(to: previous))
        previous = x.value
    }
    #expect(x.value == Point(x: 0, y: 200))
    // At 120 Hz a 200-point glide of half a second moves a few points per frame.
    #expect(largestStep < 8)
}

@Test func nonFiniteRequestsAreRejectedAndChangeNothing() {
    var x = Animated(Point(x: 1, y: 2))
    x.animate(to: Point(x: 10, y: 10), with: .spring(), at: 0)
    x.advance(to: 0.05)
    let before = (x.value, x.velocity, x.target, x.time)
    let refusals = [
        x.animate(to: Point(x: .nan, y: 0), with: .spring(), at: 0.06),
        x.animate(to: Point(x: 0, y: .infinity), with: .spring(), at: 0.06),
        x.animate(to: Point(x: 0, y: 0), with: .spring(), at: .nan),
        x.animate(to: .zero, with: .spring(), at: 0.06, velocity: Point(x: .nan, y: 0)),
    ]
    #expect(refusals == [false, false, false, false])
    x.advance(to: .nan)
    x.advance(to: 0.01)  // the past
    x.jump(to: Point(x: .infinity, y: 0))
    #expect(x.value == before.0 && x.velocity == before.1)
    #expect(x.target == before.2 && x.time == before.3)
    #expect(Animated(Double.nan).value == 0)
}

@Test func aDelayedMotionWaitsWhileTheCurrentOneCarriesOn() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .tween(duration: 1, easing: .linear), at: 0)
    x.animate(to: 0, with: .tween(duration: 1, easing: .linear).delayed(by: 0.5), at: 0.25)
    #expect(x.target == 0)
    x.advance(to: 0.5)
    #expect(near(x.value, 50), "the first tween carries on during the delay")
    x.advance(to: 0.75)
    #expect(near(x.value, 75), "…until the delayed one takes over")
    x.advance(to: 1.25)
    #expect(x.value < 75 && x.value > 0)
    x.advance(to: 1.76)
    #expect(x.isSettled && x.value == 0)
}

@Test func jumpPlacesAtRestWithoutMotion() {
    var x = Animated(0.0)
    x.animate(to: 10, with: .spring(), at: 0)
    x.jump(to: 42)
    #expect(x.isSettled && x.value == 42 && x.target == 42 && x.velocity == 0)
}
