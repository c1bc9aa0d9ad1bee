import Geometry

/// A soft shadow under a display item: a blurred copy of its shape, offset and tinted.
///
/// ```swift
/// let lifted = Shadow(color: Color.black.withAlpha(0.3), radius: 12, offset: Vector(dx: 0, dy: 6))
/// ```
public struct Shadow: Hashable, Sendable {
    /// The colour at the shadow's densest point.
    public var color: Color
    /// How far the blur spreads, in points.
    public var radius: Double
    /// How far the shadow is moved from the shape, in points.
    public var offset: Vector

    /// Creates a shadow.
    public init(color: Color, radius: Double, offset: Vector = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
