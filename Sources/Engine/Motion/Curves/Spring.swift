/// The parameters of a damped spring, in the terms designers use.
///
/// `dampingRatio` 1 settles as fast as possible without overshoot; below 1 it bounces
/// (0.5 is lively, 0.8 a gentle settle); `response` is roughly the time, in seconds, of
/// one oscillation period of the undamped spring.
///
/// ```swift
/// let snappy = Spring(dampingRatio: 1, response: 0.2)
/// let bouncy = Spring(dampingRatio: 0.5, response: 0.4)
/// ```
public struct Spring: Hashable, Sendable {
    /// How quickly oscillation dies out: 0 never, 1 critically damped.
    ///
    /// ```swift
    /// Spring(dampingRatio: 0.5).dampingRatio   // 0.5
    /// ```
    public var dampingRatio: Double
    /// The period of the undamped oscillation, in seconds.
    ///
    /// ```swift
    /// Spring(response: 0.4).response   // 0.4
    /// ```
    public var response: Double

    /// Creates a spring; values are clamped to usable ranges
    /// (damping ratio 0.05…1, response at least 0.01 s).
    ///
    /// ```swift
    /// let gentle = Spring(dampingRatio: 0.9, response: 0.35)
    /// ```
    public init(dampingRatio: Double = 0.8, response: Double = 0.3) {
        self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 1) : 1
        self.response = response.isFinite ? max(response, 0.01) : 0.3
    }

    /// The stiffness of a unit-mass spring with this response: (2π / response)².
    ///
    /// ```swift
    /// Spring(response: 2 * .pi).stiffness   // 1
    /// ```
    public var stiffness: Double {
        let omega = 2 * Double.pi / response
        return omega * omega
    }

    /// The damping coefficient of a unit-mass spring: 2 · ratio · (2π / response).
    ///
    /// ```swift
    /// Spring(dampingRatio: 1, response: 2 * .pi).damping   // 2
    /// ```
    public var damping: Double { 2 * dampingRatio * (2 * Double.pi / response) }
}
