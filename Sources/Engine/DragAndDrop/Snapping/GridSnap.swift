/// Snaps points to a regular grid by rounding to the nearest line, the same way in
/// every direction (halves round away from the grid origin on both sides), so snapping
/// never drifts and snapping twice changes nothing.
///
/// ```swift
/// let grid = GridSnap(spacing: Size(width: 40, height: 40), origin: Point(x: 100, y: 100))
/// grid.snap(Point(x: 159, y: 121))          // (140, 140)
/// grid.cell(containing: Point(x: 159, y: 121))   // column 1, row 0
/// ```
public struct GridSnap: Hashable, Sendable {
    /// The distance between grid lines.
    public var spacing: Size
    /// Where the lines cross at cell (0, 0).
    public var origin: Point

    /// Creates a grid; non-finite or non-positive spacings are replaced by 1.
    public init(spacing: Size, origin: Point = .zero) {
        let valid = { (v: Double) in v.isFinite && v > 0 ? v : 1 }
        self.spacing = Size(width: valid(spacing.width), height: valid(spacing.height))
        self.origin = origin.isFinite ? origin : .zero
    }

    /// The grid point nearest `p`, or `p` itself when it is not finite.
    public func snap(_ p: Point) -> Point {
        guard let cell = nearestCell(to: p) else { return p }
        return point(of: cell)
    }

    /// The grid cell (in whole steps from the origin) whose corner is nearest `p`, or nil
    /// when `p` is not finite or too far out to count in cells.
    public func nearestCell(to p: Point) -> GridCell? {
        cellIndex(p, rounding: .toNearestOrAwayFromZero)
    }

    /// The cell whose area contains `p` (its top-left corner at `point(of:)`).
    public func cell(containing p: Point) -> GridCell? {
        cellIndex(p, rounding: .down)
    }

    /// The top-left corner of a cell.
    public func point(of cell: GridCell) -> Point {
        Point(
            x: origin.x + Double(cell.column) * spacing.width,
            y: origin.y + Double(cell.row) * spacing.height)
    }

    /// The rect of a cell.
    public func rect(of cell: GridCell) -> Rect {
        Rect(origin: point(of: cell), size: spacing)
    }

    /// Where `p` is, in cells from the origin, with fractions: (1.5, 0) is halfway
    /// between the corners of cells (1, 0) and (2, 0).
    public func fractionalCell(of p: Point) -> (column: Double, row: Double) {
        ((p.x - origin.x) / spacing.width, (p.y - origin.y) / spacing.height)
    }

    private func cellIndex(_ p: Point, rounding rule: FloatingPointRoundingRule) -> GridCell? {
        let (x, y) = fractionalCell(of: p)
        let limit = 1e15
        guard x.isFinite, y.isFinite, abs(x) < limit, abs(y) < limit else { return nil }
        return GridCell(column: Int(x.rounded(rule)), row: Int(y.rounded(rule)))
    }
}
