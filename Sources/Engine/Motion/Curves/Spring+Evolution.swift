import Geometry

/// The exact motion of a unit-mass damped spring, x'' = -stiffness·x - damping·x',
/// solved in closed form so that the result depends only on the elapsed time, never on
/// how that time was sliced into ticks.
extension Spring {
    /// The undamped angular frequency, 2π / response, in radians per second.
    var angularFrequency: Double { 2 * Double.pi / response }

    /// The displacement from the rest point and the velocity `elapsed` seconds after
    /// starting with `displacement` and `velocity`.
    ///
    /// Both are linear in the start state, so one set of four scalar coefficients moves
    /// every component of any ``AnimatableValue``.
    ///
    /// ```swift
    /// let (x, v) = Spring(dampingRatio: 1, response: 0.3)
    ///     .evolve(displacement: 100.0, velocity: 0.0, after: 0.1)
    /// ```
    func evolve<Value: AnimatableValue>(
        displacement: Value, velocity: Value, after elapsed: Double
    ) -> (displacement: Value, velocity: Value) {
        let k = coefficients(after: max(elapsed, 0))
        return (
            displacement.scaled(by: k.xx).adding(velocity.scaled(by: k.xv)),
            displacement.scaled(by: k.vx).adding(velocity.scaled(by: k.vv))
        )
    }

    /// The matrix taking (x₀, v₀) to (x(t), v(t)): x = xx·x₀ + xv·v₀, v = vx·x₀ + vv·v₀.
    func coefficients(after t: Double) -> (xx: Double, xv: Double, vx: Double, vv: Double) {
        let omega = angularFrequency
        let zeta = dampingRatio
        let decay = exponential(-zeta * omega * t)
        let underdamping = 1 - zeta * zeta
        if underdamping < 1e-9 {
            // Critically damped: x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(-ωt).
            return (
                decay * (1 + omega * t), decay * t,
                -decay * omega * omega * t, decay * (1 - omega * t)
            )
        }
        // Underdamped: oscillates at ωd = ω·√(1 - ζ²) inside a decaying envelope.
        let omegaD = omega * underdamping.squareRoot()
        let (s, c) = Angle(radians: omegaD * t).sineAndCosine
        return (
            decay * (c + zeta * omega / omegaD * s), decay * s / omegaD,
            -decay * omega * omega / omegaD * s, decay * (c - zeta * omega / omegaD * s)
        )
    }

    /// Whether a spring `displacement` away from rest and moving at `velocity` can never
    /// again stray more than `precision` from rest: its energy, which only ever decreases,
    /// is that of a displacement of at most `precision`.
    func isAtRest<Value: AnimatableValue>(
        displacement: Value, velocity: Value, precision: Double
    ) -> Bool {
        let x = displacement.magnitude
        let v = velocity.magnitude / angularFrequency
        return x * x + v * v <= precision * precision
    }
}
