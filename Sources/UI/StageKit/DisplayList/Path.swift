import Geometry

/// A vector outline made of straight and curved segments, filled or stroked by a
/// `DisplayItem`.
///
/// ```swift
/// var triangle = Path()
/// triangle.move(to: Point(x: 0, y: 10))
/// triangle.line(to: Point(x: 10, y: 10))
/// triangle.line(to: Point(x: 5, y: 0))
/// triangle.close()
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(Point)
        /// A straight segment to a point.
        case line(Point)
        /// A cubic Bézier segment with two control points, ending at the last point.
        case curve(Point, Point, Point)
        /// Closes the current sub-path with a straight segment to its start.
        case close
    }

    /// The steps, in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path.
    public mutating func move(to p: Point) { elements.append(.move(p)) }

    /// Adds a straight segment.
    public mutating func line(to p: Point) { elements.append(.line(p)) }

    /// Adds a cubic Bézier segment.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }

    /// Closes the current sub-path.
    public mutating func close() { elements.append(.close) }

    /// Adds every sub-path of another path: many shapes filled as one item draw much
    /// faster than one item each.
    ///
    /// ```swift
    /// var dots = Path()
    /// for p in points { dots.append(.ellipse(in: Rect(center: p, size: Size(width: 3, height: 3)))) }
    /// ```
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The smallest rect holding every point and control point (nil when empty).
    public var controlBounds: Rect? {
        var box: Rect?
        func include(_ p: Point) {
            let r = Rect(origin: p, size: .zero)
            box = box.map { $0.union(r) } ?? r
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .curve(let a, let b, let p): include(a); include(b); include(p)
            case .close: break
            }
        }
        return box
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): if !p.isFinite { return false }
            case .curve(let a, let b, let p):
                if !(a.isFinite && b.isFinite && p.isFinite) { return false }
            case .close: break
            }
        }
        return true
    }
}

extension Path {
    /// The cubic control-point distance that best approximates a quarter circle of radius 1.
    static let kappa = 0.5522847498307936

    /// A closed polygon through the points, in order.
    ///
    /// ```swift
    /// let diamond = Path.polygon([Point(x: 5, y: 0), Point(x: 10, y: 5), Point(x: 5, y: 10), Point(x: 0, y: 5)])
    /// ```
    public static func polygon(_ points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// A rect with rounded corners (a radius larger than half a side is reduced to fit).
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        let r = rect.standardized
        let k = max(0, min(radius.isFinite ? radius : 0, r.width / 2, r.height / 2))
        var path = Path()
        guard k > 0 else { return polygon(corners(of: r)) }
        let c = k * (1 - kappa)
        path.move(to: Point(x: r.minX + k, y: r.minY))
        path.line(to: Point(x: r.maxX - k, y: r.minY))
        path.curve(
            to: Point(x: r.maxX, y: r.minY + k), control1: Point(x: r.maxX - c, y: r.minY),
            control2: Point(x: r.maxX, y: r.minY + c))
        path.line(to: Point(x: r.maxX, y: r.maxY - k))
        path.curve(
            to: Point(x: r.maxX - k, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - c),
            control2: Point(x: r.maxX - c, y: r.maxY))
        path.line(to: Point(x: r.minX + k, y: r.maxY))
        path.curve(
            to: Point(x: r.minX, y: r.maxY - k), control1: Point(x: r.minX + c, y: r.maxY),
            control2: Point(x: r.minX, y: r.maxY - c))
        path.line(to: Point(x: r.minX, y: r.minY + k))
        path.curve(
            to: Point(x: r.minX + k, y: r.minY), control1: Point(x: r.minX, y: r.minY + c),
            control2: Point(x: r.minX + c, y: r.minY))
        path.close()
        return path
    }

    /// An ellipse filling a rect (a circle when the rect is square).
    ///
    /// ```swift
    /// let dot = Path.ellipse(in: Rect(center: Point(x: 50, y: 50), size: Size(width: 8, height: 8)))
    /// ```
    public static func ellipse(in rect: Rect) -> Path {
        let r = rect.standardized
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (cx, cy) = (r.midX, r.midY)
        let (kx, ky) = (rx * kappa, ry * kappa)
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.curve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
            control2: Point(x: cx + kx, y: cy + ry))
        path.curve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + ky))
        path.curve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
            control2: Point(x: cx - kx, y: cy - ry))
        path.curve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - ky))
        path.close()
        return path
    }

    private static func corners(of r: Rect) -> [Point] {
        [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
        ]
    }
}
