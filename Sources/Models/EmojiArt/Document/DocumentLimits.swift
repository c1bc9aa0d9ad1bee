import Geometry

/// The bounds every Emoji Art document keeps to; anything outside is refused.
///
/// They keep numbers far from overflow and keep hostile documents small, while leaving
/// room for any real picture.
///
/// ```swift
/// DocumentLimits.itemSizeRange.contains(40)   // true
/// DocumentLimits.isValidPosition(Point(x: 2e6, y: 0))   // false
/// ```
public enum DocumentLimits {
    /// The largest absolute coordinate of an item's position, in canvas points: 1,000,000.
    public static let maximumCoordinate: Double = 1_000_000

    /// The sizes an item may have, in canvas points: 4…1000.
    public static let itemSizeRange: ClosedRange<Double> = 4...1000

    /// The width and height a canvas may have, in points: 16…20,000.
    public static let canvasSideRange: ClosedRange<Double> = 16...20_000

    /// The most items one document may hold: 100,000.
    public static let maximumItemCount = 100_000

    /// The canvas size of a new document: 800 × 600 points.
    public static let defaultCanvasSize = Size(width: 800, height: 600)

    /// The size of a newly dropped emoji when the app has no better idea: 40 points.
    public static let defaultItemSize: Double = 40

    /// Whether a point is finite and within ±`maximumCoordinate` on both axes.
    ///
    /// ```swift
    /// DocumentLimits.isValidPosition(Point(x: .nan, y: 0))   // false
    /// ```
    public static func isValidPosition(_ p: Point) -> Bool {
        abs(p.x) <= maximumCoordinate && abs(p.y) <= maximumCoordinate
    }

    /// Whether a number is a valid item size (NaN fails every comparison, so it is refused).
    ///
    /// ```swift
    /// DocumentLimits.isValidItemSize(2)   // false
    /// ```
    public static func isValidItemSize(_ size: Double) -> Bool { itemSizeRange.contains(size) }

    /// Whether both sides of a size are valid canvas sides.
    ///
    /// ```swift
    /// DocumentLimits.isValidCanvasSize(Size(width: 800, height: 600))   // true
    /// ```
    public static func isValidCanvasSize(_ size: Size) -> Bool {
        canvasSideRange.contains(size.width) && canvasSideRange.contains(size.height)
    }

    /// The nearest valid item size, for a resize gesture that overshoots; NaN gives the
    /// default size.
    ///
    /// ```swift
    /// DocumentLimits.clampedItemSize(5000)   // 1000
    /// ```
    public static func clampedItemSize(_ size: Double) -> Double {
        guard !size.isNaN else { return defaultItemSize }
        return min(max(size, itemSizeRange.lowerBound), itemSizeRange.upperBound)
    }
}
