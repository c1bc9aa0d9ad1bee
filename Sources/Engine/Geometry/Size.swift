/// A width and a height.
///
/// Sizes may be negative or zero; `Rect.standardized` turns a rect with a negative size
/// into the equivalent one with a positive size.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The size scaled by a factor in both directions.
    @inlinable
    public static func * (s: Size, k: Double) -> Size {
        Size(width: s.width * k, height: s.height * k)
    }
}

extension Size: CustomStringConvertible {
    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}
