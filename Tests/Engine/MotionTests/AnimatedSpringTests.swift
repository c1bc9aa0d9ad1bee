import Geometry
import Motion
import Testing

/// Advances `animated` from its current time to `end` in `ticks` equal steps.
func tick<V>(_ animated: inout Animated<V>, to end: Double, ticks: Int) {
    let start = animated.time
    for i in 1...ticks {
        animated.advance(to: i == ticks ? end : start + (end - start) * Double(i) / Double(ticks))
    }
}

@Test(arguments: [0.2, 0.5, 1.0])
func slicingASecondIntoOneOr240TicksGivesTheSameMotion(dampingRatio: Double) {
    var coarse = Animated(Point(x: 0, y: 0))
    var fine = coarse
    let spring = Animation.spring(dampingRatio: dampingRatio, response: 0.8)
    coarse.animate(to: Point(x: 300, y: -120), with: spring, at: 0, velocity: Point(x: 0, y: 500))
    fine.animate(to: Point(x: 300, y: -120), with: spring, at: 0, velocity: Point(x: 0, y: 500))
    tick(&coarse, to: 1, ticks: 1)
    tick(&fine, to: 1, ticks: 240)
    #expect(!coarse.isSettled)
    #expect(coarse.value.distance(to: fine.value) < 1e-9)
    #expect(coarse.velocity.distance(to: fine.velocity) < 1e-9)
}

@Test func aSpringGlidesToItsTargetAndStopsExactlyOnIt() {
    var x = Animated(0.0)
    x.animate(to: 100, with: .spring(dampingRatio: 1, response: 0.3), at: 0)
    var previous = x.value
    var settledAt: Double?
    var t = 0.0
    while t < 5 {
        t += 1.0 / 60
        x.advance(to: t)
        #expect(x.value >= previous, "critically damped from rest never turns back")
        #expect(x.value - previous < 100 * 0.25, "no frame jumps a quarter of the way")
        previous = x.value
        if x.isSettled, settledAt == nil { settledAt = t }
    }
    #expect(x.value == 100)
    #expect(x.velocity == 0)
    // Response 0.3 s, critically damped, 100 points to within 0.001: about a second.
    #expect((settledAt ?? 99) < 1.2)
}

@Test func settlingIsAStepNoLargerThanThePrecision() {
    var x = Animated(0.0, precision: 0.01)
    x.animate(to: 50, with: .spring(dampingRatio: 0.6, response: 0.25), at: 0)
    var t = 0.0
    while !x.isSettled {
        let before = (value: x.value, velocity: x.velocity)
        t += 1.0 / 120
        x.advance(to: t)
        if x.isSettled {
            #expect(abs(before.value - 50) <= 0.01 * 2)
            #expect(x.value == 50)
        }
        #expect(t < 10)
    }
}

@Test func aReleaseVelocityFlowsIntoTheSpring() {
    // Dropped while flung to the right, at the target already: it swings past, comes back.
    var x = Animated(0.0)
    x.animate(to: 0, with: .spring(), at: 0, velocity: 800)
    #expect(x.velocity == 800)
    x.advance(to: 0.02)
    #expect(x.value > 10)
    var furthest = 0.0
    var t = 0.02
    while !x.isSettled {
        t += 1.0 / 60
        x.advance(to: t)
        furthest = max(furthest, x.value)
    }
    // Further than a critically damped spring would swing (v₀ / (ω·e)), less far than an
    // undamped one (v₀ / ω).
    let omega = 2 * Double.pi / Spring().response
    #expect(furthest > 800 / (omega * 2.718_281_828) && furthest < 800 / omega)
    #expect(x.value == 0)
}

@Test func aTargetAlreadyReachedIsSettledAtOnce() {
    var x = Animated(5.0)
    x.animate(to: 5, with: .spring(), at: 0)
    #expect(x.isSettled)
    x.animate(to: 9, with: .instant, at: 1)
    #expect(x.isSettled && x.value == 9 && x.time == 1)
}
