extension Easing {
    /// Constant speed from start to end.
    ///
    /// ```swift
    /// Animation.tween(duration: 1, easing: .linear)
    /// ```
    public static let linear = Easing { t in t }

    /// Starts slowly and speeds up: the CSS and Core Animation `ease-in`,
    /// cubic Bézier (0.42, 0) (1, 1).
    ///
    /// ```swift
    /// Animation.tween(duration: 0.2, easing: .easeIn)   // fade out and away
    /// ```
    public static let easeIn = cubicBezier(0.42, 0, 1, 1)

    /// Starts fast and slows to a stop: the CSS `ease-out`, cubic Bézier (0, 0) (0.58, 1).
    ///
    /// ```swift
    /// Animation.tween(duration: 0.2, easing: .easeOut)   // arrive gently
    /// ```
    public static let easeOut = cubicBezier(0, 0, 0.58, 1)

    /// Slow at both ends: the CSS `ease-in-out`, cubic Bézier (0.42, 0) (0.58, 1).
    ///
    /// ```swift
    /// Animation.tween(duration: 0.3, easing: .easeInOut)
    /// ```
    public static let easeInOut = cubicBezier(0.42, 0, 0.58, 1)

    /// Shoots past the end by a little and comes back ("back out"): `overshoot` 1.70158,
    /// the customary value, overshoots by about 10 %; 0 gives a plain cubic ease-out.
    ///
    /// ```swift
    /// Animation.tween(duration: 0.35, easing: .back())   // a snap with a little bounce
    /// ```
    public static func back(overshoot: Double = 1.70158) -> Easing {
        let s = overshoot.isFinite ? max(overshoot, 0) : 1.70158
        return Easing { t in
            let u = t - 1
            return 1 + u * u * ((s + 1) * u + s)
        }
    }
}
