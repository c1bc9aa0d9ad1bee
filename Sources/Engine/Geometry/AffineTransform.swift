/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The same convention as Cairo's and Core Graphics' matrices, so a host can hand the six
/// numbers straight to its drawing library.
///
/// ```swift
/// // Zoom a canvas 2× about its origin, then pan it by (100, 50):
/// let t = AffineTransform(scale: 2).translated(by: Vector(dx: 100, dy: 50))
/// t.apply(to: Point(x: 10, y: 10))   // (120, 70)
/// ```
public struct AffineTransform: Hashable, Sendable {
    /// The x-axis scale and shear components and the translation.
    public var a, b, c, d, tx, ty: Double

    /// Creates a transform from its six components.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translation v: Vector) { self.init(a: 1, b: 0, c: 0, d: 1, tx: v.dx, ty: v.dy) }

    /// A scale about the origin, the same in both directions.
    @inlinable
    public init(scale k: Double) { self.init(scaleX: k, y: k) }

    /// A scale about the origin, per axis (a negative `x` mirrors horizontally).
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn clockwise on screen.
    @inlinable
    public init(rotation angle: Angle) {
        let (s, c) = angle.sineAndCosine
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `next`.
    @inlinable
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// This transform followed by a translation.
    @inlinable
    public func translated(by v: Vector) -> AffineTransform {
        concatenating(AffineTransform(translation: v))
    }

    /// This transform followed by a uniform scale about the origin.
    @inlinable
    public func scaled(by k: Double) -> AffineTransform { concatenating(AffineTransform(scale: k)) }

    /// This transform followed by a rotation about the origin.
    @inlinable
    public func rotated(by angle: Angle) -> AffineTransform {
        concatenating(AffineTransform(rotation: angle))
    }

    /// The determinant; zero means the transform squashes the plane and cannot be undone.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The inverse transform, or nil when the determinant is zero or not finite.
    @inlinable
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The image of a point.
    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The image of a vector (translation does not apply).
    @inlinable
    public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }

    /// The smallest axis-aligned rect holding the image of a rect.
    @inlinable
    public func apply(to r: Rect) -> Rect {
        if b == 0 && c == 0 {
            return Rect(
                corner: apply(to: Point(x: r.minX, y: r.minY)),
                apply(to: Point(x: r.maxX, y: r.maxY)))
        }
        let p1 = apply(to: Point(x: r.minX, y: r.minY))
        let p2 = apply(to: Point(x: r.maxX, y: r.minY))
        let p3 = apply(to: Point(x: r.minX, y: r.maxY))
        let p4 = apply(to: Point(x: r.maxX, y: r.maxY))
        return Rect(
            corner: Point(x: min(p1.x, p2.x, p3.x, p4.x), y: min(p1.y, p2.y, p3.y, p4.y)),
            Point(x: max(p1.x, p2.x, p3.x, p4.x), y: max(p1.y, p2.y, p3.y, p4.y)))
    }
}
