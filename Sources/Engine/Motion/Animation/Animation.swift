/// How a value travels to a new target: along a spring, along a timed easing curve, or
/// not at all; optionally after a delay.
///
/// ```swift
/// let drop = Animation.spring(dampingRatio: 0.8, response: 0.3)
/// let fade = Animation.tween(duration: 0.2, easing: .easeOut)
/// let third = Animation.spring().delayed(by: 2 * 0.06)   // "pieces glide in one by one"
/// ```
public struct Animation: Sendable {
    /// The shape of the motion.
    ///
    /// ```swift
    /// let curve = Animation.Curve.tween(duration: 0.3, easing: .easeOut)
    /// ```
    public enum Curve: Sendable {
        /// A damped spring: takes as long as the physics takes, carries velocity in and out.
        case spring(Spring)
        /// A fixed-duration tween along an easing curve.
        case tween(duration: Double, easing: Easing)
        /// Arrive at once, with no motion at all.
        case instant
    }

    /// The shape of the motion.
    ///
    /// ```swift
    /// if case .spring(let s) = animation.curve { print(s.response) }
    /// ```
    public var curve: Curve
    /// Seconds to wait before starting (never negative); meanwhile any motion already
    /// under way carries on.
    ///
    /// ```swift
    /// Animation.spring().delayed(by: 0.1).delay   // 0.1
    /// ```
    public var delay: Double

    /// Creates an animation from a curve and a delay (negative or non-finite delays
    /// count as 0).
    ///
    /// ```swift
    /// let later = Animation(curve: .spring(Spring()), delay: 0.1)
    /// ```
    public init(curve: Curve, delay: Double = 0) {
        self.curve = curve
        self.delay = delay.isFinite ? max(delay, 0) : 0
    }

    /// A spring animation; the default spring settles gently (damping ratio 0.8,
    /// response 0.3 s).
    ///
    /// ```swift
    /// item.animate(to: home, with: .spring(), at: now)
    /// ```
    public static func spring(_ spring: Spring = Spring()) -> Animation {
        Animation(curve: .spring(spring))
    }

    /// A spring animation from its damping ratio (0…1, 1 without overshoot) and response
    /// (seconds).
    ///
    /// ```swift
    /// let bouncy = Animation.spring(dampingRatio: 0.5, response: 0.4)
    /// ```
    public static func spring(dampingRatio: Double, response: Double) -> Animation {
        .spring(Spring(dampingRatio: dampingRatio, response: response))
    }

    /// A tween of `duration` seconds along `easing` (ease-in-out by default). A duration
    /// that is not positive and finite makes the animation instant.
    ///
    /// ```swift
    /// let fadeIn = Animation.tween(duration: 0.2, easing: .easeOut)
    /// ```
    public static func tween(duration: Double, easing: Easing = .easeInOut) -> Animation {
        guard duration.isFinite, duration > 0 else { return .instant }
        return Animation(curve: .tween(duration: duration, easing: easing))
    }

    /// No motion: the value is at its target at once. (Named `instant` rather than `none`,
    /// which would be ambiguous with `Optional.none`.)
    ///
    /// ```swift
    /// item.animate(to: home, with: .instant, at: now)   // reduced-motion setting
    /// ```
    public static let instant = Animation(curve: .instant)

    /// The same animation, started `seconds` later (added to any existing delay).
    ///
    /// ```swift
    /// for (i, piece) in pieces.enumerated() {
    ///     animator.animate(piece, to: solved[i], with: .spring().delayed(by: Double(i) * 0.06), at: now)
    /// }
    /// ```
    public func delayed(by seconds: Double) -> Animation {
        Animation(curve: curve, delay: delay + (seconds.isFinite ? max(seconds, 0) : 0))
    }
}
