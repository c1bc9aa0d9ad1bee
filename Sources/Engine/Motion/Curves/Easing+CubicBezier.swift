extension Easing {
    /// The easing drawn by a cubic Bézier from (0, 0) to (1, 1) with control points
    /// (x1, y1) and (x2, y2), as in CSS `cubic-bezier()`. The x values are clamped to 0…1 so
    /// that the curve is a function of time; non-finite inputs give ``linear``.
    ///
    /// ```swift
    /// let snappy = Easing.cubicBezier(0.2, 0.9, 0.3, 1)
    /// snappy.value(at: 0.5)   // about 0.93
    /// ```
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> Easing
    {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return linear }
        let bezier = CubicBezierCurve(
            x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
        return Easing { t in bezier.y(atX: t) }
    }
}

/// A cubic Bézier easing curve in one dimension per axis, solved for y given x.
private struct CubicBezierCurve: Sendable {
    let x1, y1, x2, y2: Double

    /// B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³ for one axis.
    static func point(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// dB/ds for one axis.
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The y of the point whose x is `x`: Newton's method from a good start, falling back
    /// to bisection (x(s) is monotonic because both x control values lie in 0…1).
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = Self.point(s, x1, x2) - x
            if abs(error) < 1e-12 { return Self.point(s, y1, y2) }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.point(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.point(s, y1, y2)
    }
}
