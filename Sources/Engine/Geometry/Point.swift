/// A location in a two-dimensional coordinate space.
///
/// ```swift
/// let p = Point(x: 10, y: 20) + Vector(dx: 5, dy: 0)   // (15, 20)
/// ```
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate; grows to the right.
    public var x: Double
    /// The vertical coordinate; grows downwards, as on a screen.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by a vector.
    @inlinable
    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }

    /// The point moved back by a vector.
    @inlinable
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }

    /// The vector from `b` to `a`.
    @inlinable
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    /// Moves the point by a vector.
    @inlinable
    public static func += (p: inout Point, v: Vector) { p = p + v }

    /// Moves the point back by a vector.
    @inlinable
    public static func -= (p: inout Point, v: Vector) { p = p - v }

    /// The straight-line distance to another point.
    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The squared distance to another point; cheaper when only comparing.
    @inlinable
    public func squaredDistance(to other: Point) -> Double { (other - self).squaredLength }

    /// The point a fraction `t` of the way to `other` (0 gives `self`, 1 gives `other`).
    @inlinable
    public func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
