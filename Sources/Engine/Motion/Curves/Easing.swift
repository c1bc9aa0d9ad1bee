/// How a tween's progress is distributed over its duration: a function from elapsed
/// fraction (0…1) to travelled fraction, with 0 ↦ 0 and 1 ↦ 1.
///
/// Any plain function works, so new curves need no new type:
///
/// ```swift
/// let quadraticIn = Easing { t in t * t }
/// let slide = Animation.tween(duration: 0.25, easing: .easeOut)
/// ```
///
/// Values in between may leave 0…1 (``back(overshoot:)`` does, to overshoot and return).
public struct Easing: Sendable {
    /// The curve itself: elapsed fraction in, travelled fraction out.
    ///
    /// ```swift
    /// Easing.linear.curve(0.5)   // 0.5
    /// ```
    public let curve: @Sendable (Double) -> Double

    /// Creates an easing from a function that maps 0 to 0 and 1 to 1.
    ///
    /// ```swift
    /// let smoothstep = Easing { t in t * t * (3 - 2 * t) }
    /// ```
    public init(_ curve: @escaping @Sendable (Double) -> Double) {
        self.curve = curve
    }

    /// The travelled fraction after `progress` (clamped to 0…1) of the duration.
    ///
    /// ```swift
    /// Easing.linear.value(at: 0.25)   // 0.25
    /// ```
    public func value(at progress: Double) -> Double {
        curve(min(max(progress, 0), 1))
    }

    /// The rate of travel at `progress`, in travelled fraction per unit of elapsed
    /// fraction: 1 everywhere for ``linear``. Estimated by a central difference, so that
    /// any curve hands its velocity on when a motion is interrupted.
    ///
    /// ```swift
    /// Easing.easeIn.slope(at: 0)   // 0: starts from rest
    /// ```
    public func slope(at progress: Double) -> Double {
        let h = 1e-6
        let lower = min(max(progress - h, 0), 1)
        let upper = max(min(progress + h, 1), 0)
        guard upper > lower else { return 0 }
        let result = (curve(upper) - curve(lower)) / (upper - lower)
        return result.isFinite ? result : 0
    }
}
