import Geometry

/// A point animates both coordinates together; its velocity is a `Point` whose
/// coordinates are points per second (see ``Animated/velocity``).
///
/// ```swift
/// var position = Animated(Point(x: 0, y: 0))
/// position.animate(to: Point(x: 100, y: 40), with: .spring(), at: 0)
/// ```
extension Point: AnimatableValue {
    /// The component-wise sum.
    ///
    /// ```swift
    /// Point(x: 1, y: 2).adding(Point(x: 3, y: 4))   // (4, 6)
    /// ```
    @inlinable
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }

    /// The component-wise difference.
    ///
    /// ```swift
    /// Point(x: 1, y: 2).subtracting(Point(x: 3, y: 4))   // (-2, -2)
    /// ```
    @inlinable
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }

    /// Both coordinates multiplied by `factor`.
    ///
    /// ```swift
    /// Point(x: 1, y: 2).scaled(by: 2)   // (2, 4)
    /// ```
    @inlinable
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

    /// The distance from the origin.
    ///
    /// ```swift
    /// Point(x: 3, y: 4).magnitude   // 5
    /// ```
    @inlinable
    public var magnitude: Double { (x * x + y * y).squareRoot() }
}
