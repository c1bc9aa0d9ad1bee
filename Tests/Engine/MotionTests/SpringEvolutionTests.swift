import Foundation
import Testing

@testable import Motion

/// The closed form must solve x'' = -stiffness·x - damping·x' for every damping ratio.
@Test(arguments: [0.05, 0.3, 0.7, 0.99, 0.999_999_99, 1.0])
func springEvolutionSolvesTheEquationOfMotion(dampingRatio: Double) {
    let spring = Spring(dampingRatio: dampingRatio, response: 0.4)
    let x0 = 120.0
    let v0 = -300.0
    let h = 1e-5
    for t in stride(from: 0.01, through: 2.0, by: 0.07) {
        let now = spring.evolve(displacement: x0, velocity: v0, after: t)
        let before = spring.evolve(displacement: x0, velocity: v0, after: t - h)
        let after = spring.evolve(displacement: x0, velocity: v0, after: t + h)
        // The velocity is the derivative of the displacement…
        let slope = (after.displacement - before.displacement) / (2 * h)
        #expect(abs(slope - now.velocity) < 1e-4 * max(1, abs(v0)), "t = \(t)")
        // …and the acceleration is what the spring force says.
        let acceleration = (after.velocity - before.velocity) / (2 * h)
        let force = -spring.stiffness * now.displacement - spring.damping * now.velocity
        #expect(abs(acceleration - force) < 1e-3 * max(1, spring.stiffness), "t = \(t)")
    }
    let start = spring.evolve(displacement: x0, velocity: v0, after: 0)
    #expect(start.displacement == x0 && start.velocity == v0)
}

@Test func criticalDampingNeverOvershootsFromRestButLighterDampingDoes() {
    let critical = Spring(dampingRatio: 1, response: 0.3)
    let bouncy = Spring(dampingRatio: 0.3, response: 0.3)
    var bouncyCrossed = false
    for t in stride(from: 0.0, through: 3.0, by: 0.005) {
        #expect(critical.evolve(displacement: 100.0, velocity: 0.0, after: t).displacement >= 0)
        if bouncy.evolve(displacement: 100.0, velocity: 0.0, after: t).displacement < -10 {
            bouncyCrossed = true
        }
    }
    #expect(bouncyCrossed)
}

@Test func restMeansTheEnergyFitsInsideThePrecision() {
    let spring = Spring(dampingRatio: 1, response: 2 * .pi)  // angular frequency 1
    #expect(spring.isAtRest(displacement: 0.0006, velocity: 0.0008, precision: 0.001))
    #expect(!spring.isAtRest(displacement: 0.0006, velocity: 0.0009, precision: 0.001))
    #expect(!spring.isAtRest(displacement: 0.002, velocity: 0.0, precision: 0.001))
}
