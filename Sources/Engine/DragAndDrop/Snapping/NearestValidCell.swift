/// Finds the closest cell where something may go, searching outward from where it is.
///
/// Dropping a pentomino near (not exactly at) a spot it fits should still land it there:
/// this search tries the cells around the item's position in order of distance and
/// returns the first valid one.
///
/// - Parameters:
///   - position: where the item's anchor is, in fractional cells (from
///     `GridSnap.fractionalCell(of:)`); distances are measured from here, so the cell
///     the item mostly covers is preferred over the one its corner happens to be in.
///   - radius: how far to look, in cells, around the cell nearest `position`:
///     0 tries only that cell, 1 its 3×3 neighbourhood, 2 a 5×5 square.
///   - isValid: whether the item may go in a cell.
/// - Returns: the valid cell nearest `position`; ties go to the upper row, then the left
///   column. Nil when no cell within the radius is valid or `position` is not finite.
///
/// ```swift
/// let spot = nearestValidCell(to: (column: 2.4, row: 0.9), radius: 1) { cell in
///     board.fits(piece, at: cell)
/// }
/// ```
///
/// - Complexity: O(r² log r) plus (2r + 1)² calls of `isValid` at worst.
public func nearestValidCell(
    to position: (column: Double, row: Double), radius: Int, isValid: (GridCell) -> Bool
) -> GridCell? {
    let (x, y) = position
    guard x.isFinite, y.isFinite, abs(x) < 1e15, abs(y) < 1e15 else { return nil }
    let r = max(0, min(radius, 1000))
    let center = GridCell(
        column: Int(x.rounded(.toNearestOrAwayFromZero)),
        row: Int(y.rounded(.toNearestOrAwayFromZero)))
    var candidates: [(distance: Double, cell: GridCell)] = []
    candidates.reserveCapacity((2 * r + 1) * (2 * r + 1))
    for row in (center.row - r)...(center.row + r) {
        for column in (center.column - r)...(center.column + r) {
            let dx = Double(column) - x
            let dy = Double(row) - y
            candidates.append((dx * dx + dy * dy, GridCell(column: column, row: row)))
        }
    }
    candidates.sort { a, b in a.distance != b.distance ? a.distance < b.distance : a.cell < b.cell }
    for candidate in candidates where isValid(candidate.cell) {
        return candidate.cell
    }
    return nil
}
