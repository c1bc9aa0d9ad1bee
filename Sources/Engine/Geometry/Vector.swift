/// A displacement or velocity in two dimensions.
///
/// ```swift
/// let v = Vector(dx: 3, dy: 4)
/// v.length   // 5
/// ```
public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    @inlinable
    public var length: Double { squaredLength.squareRoot() }

    /// The squared length; cheaper when only comparing.
    @inlinable
    public var squaredLength: Double { dx * dx + dy * dy }

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The sum of two vectors.
    @inlinable
    public static func + (a: Vector, b: Vector) -> Vector {
        Vector(dx: a.dx + b.dx, dy: a.dy + b.dy)
    }

    /// The difference of two vectors.
    @inlinable
    public static func - (a: Vector, b: Vector) -> Vector {
        Vector(dx: a.dx - b.dx, dy: a.dy - b.dy)
    }

    /// The vector pointing the other way.
    @inlinable
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (k: Double, v: Vector) -> Vector { v * k }

    /// The vector divided by a factor.
    @inlinable
    public static func / (v: Vector, k: Double) -> Vector { Vector(dx: v.dx / k, dy: v.dy / k) }

    /// Adds a vector in place.
    @inlinable
    public static func += (a: inout Vector, b: Vector) { a = a + b }

    /// Subtracts a vector in place.
    @inlinable
    public static func -= (a: inout Vector, b: Vector) { a = a - b }
}

extension Vector: CustomStringConvertible {
    /// The vector as `<dx, dy>`.
    public var description: String { "<\(dx), \(dy)>" }
}
