/// The direction a sortable list runs in, and the direction a container scrolls.
///
/// ```swift
/// let column = SortableLayout.list(.vertical)
/// ```
public enum SortableAxis: Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal

    /// The coordinate of a point along this axis.
    @inlinable
    public func along(_ point: Point) -> Double { self == .vertical ? point.y : point.x }

    /// A vector of `length` pointing along this axis.
    @inlinable
    public func vector(_ length: Double) -> Vector {
        self == .vertical ? Vector(dx: 0, dy: length) : Vector(dx: length, dy: 0)
    }
}

/// How a sortable container lays its items out.
///
/// ```swift
/// SortableLayout.list(.vertical, spacing: 8)              // rows of any height
/// SortableLayout.grid(cell: Size(width: 64, height: 64))  // as many columns as fit
/// ```
public enum SortableLayout: Hashable, Sendable {
    /// One line of items along `axis`, each with its own length, `spacing` apart.
    case list(SortableAxis, spacing: Double = 0)
    /// Rows of equal cells, as many per row as fit in the container's width (at least
    /// one), `spacing` apart in both directions; the container scrolls vertically.
    case grid(cell: Size, spacing: Double = 0)

    /// The direction the container scrolls in.
    public var scrollAxis: SortableAxis {
        switch self {
        case .list(let axis, _): axis
        case .grid: .vertical
        }
    }

    /// The space between neighbouring items (a non-finite or negative spacing counts as 0).
    public var spacing: Double {
        let raw: Double
        switch self {
        case .list(_, let spacing): raw = spacing
        case .grid(_, let spacing): raw = spacing
        }
        return raw.isFinite ? max(raw, 0) : 0
    }
}
