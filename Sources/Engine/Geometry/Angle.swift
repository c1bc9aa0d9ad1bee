/// An angle, stored in radians, with its sine and cosine computed in pure Swift.
///
/// The Embedded standard library has no `sin` or `cos`, and the portable layers may not
/// import a platform math library, so this type carries its own: range reduction to
/// [-π/4, π/4] and a Taylor polynomial, accurate to about 1e-15 for angles up to a million radians.
///
/// ```swift
/// let quarter = Angle(degrees: 90)
/// quarter.sine     // 1.0
/// ```
public struct Angle: Hashable, Sendable {
    /// The angle in radians; positive turns clockwise on a screen (y grows downwards).
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// Creates an angle of a whole number of quarter turns.
    @inlinable
    public init(quarterTurns: Int) { self.radians = Double(quarterTurns) * .pi / 2 }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// The angle in degrees.
    @inlinable
    public var degrees: Double { radians * 180 / .pi }

    /// The sine of the angle.
    public var sine: Double { sineAndCosine.sine }

    /// The cosine of the angle.
    public var cosine: Double { sineAndCosine.cosine }

    /// The sine and cosine together, for the price of one range reduction.
    ///
    /// Exact at multiples of a quarter turn, so that rotating by 90° keeps integer
    /// coordinates integral.
    public var sineAndCosine: (sine: Double, cosine: Double) {
        var x = radians
        guard x.isFinite else { return (.nan, .nan) }
        // Beyond a million radians only a crude reduction is done: far more than any
        // rotation a UI animates, and still within [-1, 1].
        if abs(x) > 1e6 { x -= (x / (2 * Double.pi)).rounded(.towardZero) * (2 * Double.pi) }
        let k = (x * (2 / Double.pi)).rounded()
        // Cody–Waite reduction: π/2 in three parts, the first two short enough that
        // multiplying them by k (below 2²⁰) is exact.
        let r = ((x - k * Self.halfPi1) - k * Self.halfPi2) - k * Self.halfPi3
        let s = Self.sinePolynomial(r)
        let c = Self.cosinePolynomial(r)
        switch Int(k) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    private static let halfPi1 = 1.57079632673412561417e+00
    private static let halfPi2 = 6.07710050630396597660e-11
    private static let halfPi3 = 2.02226624879595063154e-21

    private static func sinePolynomial(_ x: Double) -> Double {
        let x2 = x * x
        // x - x³/3! + x⁵/5! - … + x¹⁵/15!, in Horner form.
        var p = -1.0 / 1_307_674_368_000
        p = p * x2 + 1.0 / 6_227_020_800
        p = p * x2 - 1.0 / 39_916_800
        p = p * x2 + 1.0 / 362_880
        p = p * x2 - 1.0 / 5040
        p = p * x2 + 1.0 / 120
        p = p * x2 - 1.0 / 6
        return x + x * x2 * p
    }

    private static func cosinePolynomial(_ x: Double) -> Double {
        let x2 = x * x
        // 1 - x²/2! + x⁴/4! - … + x¹⁶/16!, in Horner form.
        var p = 1.0 / 20_922_789_888_000
        p = p * x2 - 1.0 / 87_178_291_200
        p = p * x2 + 1.0 / 479_001_600
        p = p * x2 - 1.0 / 3_628_800
        p = p * x2 + 1.0 / 40320
        p = p * x2 - 1.0 / 720
        p = p * x2 + 1.0 / 24
        p = p * x2 - 1.0 / 2
        return 1 + x2 * p
    }
}
