import Geometry
import Foundation
import Motion
import PropertyBased
import TestSupport
import Testing

/// An upper bound on when a spring from displacement `x0` and velocity `v0` has settled.
///
/// With y = v/ω, the closed-form solution's matrix entries are each at most
/// e^(-ζωt)·(1 + min(ωt, 1/√(1-ζ²))), so the energy amplitude √(x² + y²) is at most
/// 2·(1 + m)·e^(-ζωt) times its start; the animation settles once that is below precision.
func settlingBound(
    _ spring: Spring, displacement x0: Double, velocity v0: Double, precision: Double
)
    -> Double
{
    let omega = 2 * Double.pi / spring.response
    let zeta = spring.dampingRatio
    // √(x² + y²) ≤ √2·max(|x|, |y|), which cannot overflow for any finite inputs.
    let amplitude = 2.0.squareRoot() * max(abs(x0), abs(v0 / omega))
    let cap = zeta < 1 ? 1 / (1 - zeta * zeta).squareRoot() : .infinity
    var t = 0.0
    while 2 * (1 + min(omega * t, cap)) * exp(-zeta * omega * t) * amplitude > precision {
        t += max(0.001, t / 1000)
    }
    return t
}

@Test func springsAlwaysSettleWithinTheirBoundAndStayFinite() async {
    await propertyCheck(
        input: Gen.double(in: 0.05...1), Gen.double(in: 0.05...1),
        Gen.double(in: -10_000...10_000), Gen.double(in: -10_000...10_000)
    ) { ratio, response, start, velocity in
        let spring = Spring(dampingRatio: ratio, response: response)
        var x = Animated(start)
        x.animate(to: 0, with: .spring(spring), at: 0, velocity: velocity)
        let bound = settlingBound(spring, displacement: start, velocity: velocity, precision: 0.001)
        var t = 0.0
        while !x.isSettled && t <= bound + 1.0 / 60 {
            t += 1.0 / 60
            x.advance(to: t)
            #expect(x.value.isFinite && x.velocity.isFinite)
        }
        #expect(x.isSettled, "ζ \(ratio), response \(response), bound \(bound) s")
        #expect(x.value == 0 && x.velocity == 0)
    }
}

/// Any finite start, target and velocity, however extreme: the value stays finite and
/// settles within the bound (ticks of a second each, since slicing does not matter).
@Test func springsSettleForAnyFiniteInput() async {
    await propertyCheck(
        input: Gen.double(in: 0.05...1), Gen.double(in: -1e300...1e300),
        Gen.double(in: -1e300...1e300), Gen.double(in: -1e300...1e300)
    ) { ratio, start, target, velocity in
        let spring = Spring(dampingRatio: ratio, response: 0.5)
        var x = Animated(start)
        guard x.animate(to: target, with: .spring(spring), at: 0, velocity: velocity) else {
            // Refused only when the distance itself is not a finite number.
            #expect(!(target - start).isFinite)
            #expect(x.value == start && x.isSettled)
            return
        }
        let bound = settlingBound(
            spring, displacement: start - target, velocity: velocity, precision: 0.001)
        var t = 0.0
        while !x.isSettled && t <= bound + 1 {
            t += 1
            x.advance(to: t)
            #expect(x.value.isFinite && x.velocity.isFinite)
        }
        #expect(x.isSettled && x.value == target)
    }
}

/// Random ticks and random retargets: no tick moves further than the spring's energy
/// allows, √(v² + ω²·d²)·dt (plus the final settling step), and a retarget never moves it.
@Test func noTickOrderProducesAJump() async {
    await propertyCheck(input: Gen.int(in: 0...Int.max)) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var x = Animated(0.0)
        var spring = Spring()
        var t = 0.0
        for _ in 0..<400 {
            if Double.random(in: 0...1, using: &random) < 0.1 {
                spring = Spring(
                    dampingRatio: .random(in: 0.05...1, using: &random),
                    response: .random(in: 0.05...1, using: &random))
                let (value, velocity) = (x.value, x.velocity)
                let target = Double.random(in: -1000...1000, using: &random)
                let accepted = x.animate(to: target, with: .spring(spring), at: t)
                #expect(accepted)
                #expect(isClose(x.value, value, tolerance: 1e-9 * max(1, abs(value))))
                #expect(isClose(x.velocity, velocity, tolerance: 1e-9 * max(1, abs(velocity))))
            }
            let dt = Double.random(in: 0.000_1...0.1, using: &random)
            let omega = 2 * Double.pi / spring.response
            let d = x.value - x.target
            let reach = (x.velocity * x.velocity + omega * omega * d * d).squareRoot() * dt
            let before = x.value
            t += dt
            x.advance(to: t)
            #expect(abs(x.value - before) <= reach + x.precision + 1e-9 * max(1, abs(before)))
            #expect(x.value.isFinite && x.velocity.isFinite)
        }
    }
}

/// However a stretch of time is cut into ticks, and whatever happens in it, the end state
/// is the same.
@Test func anySlicingOfTimeGivesTheSameResult() async {
    await propertyCheck(input: Gen.int(in: 0...Int.max)) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var whole = Animated(Pose(position: Point(x: 10, y: 10)))
        let target = Pose(
            position: Point(x: .random(in: -500...500, using: &random), y: 40), scale: 1.1,
            rotation: .pi, mirror: -1, opacity: 0.5)
        let animation: Animation =
            Bool.random(using: &random)
            ? .spring(dampingRatio: .random(in: 0.05...1, using: &random), response: 0.5)
            : .tween(duration: .random(in: 0.1...2, using: &random), easing: .back())
        whole.animate(to: target, with: animation, at: 0)
        var sliced = whole
        let end = Double.random(in: 0.01...1.5, using: &random)
        whole.advance(to: end)
        var t = 0.0
        while t < end {
            t = min(end, t + .random(in: 0.000_1...0.05, using: &random))
            sliced.advance(to: t)
        }
        let difference = whole.value.subtracting(sliced.value).magnitude
        #expect(difference <= 1e-9 || (whole.isSettled && sliced.isSettled), "\(difference)")
        #expect(difference <= whole.precision)
    }
}

@Test func nonFiniteTargetsNeverCorruptState() async {
    await propertyCheck(
        input: Gen.double(in: -1e6...1e6),
        Gen.element(of: [Double.nan, .infinity, -.infinity, .signalingNaN])
    ) { start, bad in
        guard let bad else { return }
        var x = Animated(start)
        x.animate(to: start + 10, with: .spring(), at: 0)
        x.advance(to: 0.05)
        let (value, velocity, target) = (x.value, x.velocity, x.target)
        let badTarget = x.animate(to: bad, with: .spring(), at: 0.06)
        let badVelocity = x.animate(to: 0, with: .tween(duration: 1), at: 0.06, velocity: bad)
        #expect(!badTarget && !badVelocity)
        #expect(x.value == value && x.velocity == velocity && x.target == target)
        x.advance(to: 10)
        #expect(x.isSettled && x.value == start + 10)
    }
}
