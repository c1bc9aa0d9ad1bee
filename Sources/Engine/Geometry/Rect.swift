/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
/// Containment is half-open: a rect contains its top and left edges but not its bottom
/// and right ones, so that tiled rects (board cells, zones of a grid) never both claim
/// a point on their shared edge.
///
/// ```swift
/// let cell = Rect(x: 0, y: 0, width: 10, height: 10)
/// cell.contains(Point(x: 0, y: 5))    // true
/// cell.contains(Point(x: 10, y: 5))   // false: that point belongs to the next cell
/// ```
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rect from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from the coordinates of its origin and its extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rect of the given size centred on a point.
    @inlinable
    public init(center: Point, size: Size) {
        self.init(
            origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    /// The smallest rect holding two corner points, in any order.
    @inlinable
    public init(corner a: Point, _ b: Point) {
        let x0 = min(a.x, b.x)
        let y0 = min(a.y, b.y)
        self.init(x: x0, y: y0, width: max(a.x, b.x) - x0, height: max(a.y, b.y) - y0)
    }

    /// The empty rect at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { abs(size.height) }

    /// The centre point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// The area, never negative.
    @inlinable
    public var area: Double { width * height }

    /// Whether the rect encloses no area (zero width or height), or is not finite.
    @inlinable
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether the origin and size are all finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same rect with a non-negative width and height.
    @inlinable
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether the point lies inside (top and left edges included, bottom and right not).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies entirely inside this rect (edges may touch).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rects share some area (touching edges do not count).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The shared area of two rects, or nil when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        return Rect(
            x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    /// The smallest rect holding both rects.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(
            corner: Point(x: min(minX, other.minX), y: min(minY, other.minY)),
            Point(x: max(maxX, other.maxX), y: max(maxY, other.maxY)))
    }

    /// The rect grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    @inlinable
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX - dx, y: minY - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The rect grown by `amount` on every side.
    @inlinable
    public func outset(by amount: Double) -> Rect { outset(dx: amount, dy: amount) }

    /// The rect moved by a vector.
    @inlinable
    public func offset(by v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

    /// The rect moved so that its centre is at `point`.
    @inlinable
    public func centered(at point: Point) -> Rect { Rect(center: point, size: size) }

    /// The point of this rect nearest to `p` (p itself when inside).
    @inlinable
    public func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, minX), maxX), y: min(max(p.y, minY), maxY))
    }
}

extension Rect: CustomStringConvertible {
    /// The rect as `origin size`.
    public var description: String { "\(origin) \(size)" }
}
