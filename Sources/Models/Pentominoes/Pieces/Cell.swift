/// A square of a grid, addressed by row and column, both counted from 0 at the top left.
///
/// ```swift
/// let cell = Cell(row: 1, column: 2)
/// cell.offset(by: Cell(row: 2, column: 0))   // Cell(row: 3, column: 2)
/// ```
///
/// Cells order row by row (row-major), which is the reading order of a board picture.
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The row, counted from 0 at the top.
    public var row: Int
    /// The column, counted from 0 at the left.
    public var column: Int

    /// Creates a cell from its row and column.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The cell at row 0, column 0.
    public static let origin = Cell(row: 0, column: 0)

    /// This cell moved by another cell taken as an offset.
    ///
    /// ```swift
    /// Cell(row: 1, column: 1).offset(by: Cell(row: 0, column: 3))   // Cell(row: 1, column: 4)
    /// ```
    /// Complexity: O(1).
    public func offset(by delta: Cell) -> Cell {
        Cell(row: row + delta.row, column: column + delta.column)
    }

    /// Row-major order: the earlier row first, then the earlier column.
    public static func < (a: Cell, b: Cell) -> Bool {
        a.row != b.row ? a.row < b.row : a.column < b.column
    }

    /// `(row, column)`, as in the issue and in error messages.
    public var description: String { "(\(row),\(column))" }
}

extension Cell {
    /// Cells moved so that their smallest row and smallest column are both 0, sorted
    /// row-major.
    ///
    /// ```swift
    /// Cell.normalised([Cell(row: 3, column: 5), Cell(row: 4, column: 4)])
    /// // [Cell(row: 0, column: 1), Cell(row: 1, column: 0)]
    /// ```
    /// Complexity: O(n log n) for n cells.
    public static func normalised(_ cells: [Cell]) -> [Cell] {
        guard let first = cells.first else { return [] }
        var minRow = first.row
        var minColumn = first.column
        for cell in cells {
            minRow = min(minRow, cell.row)
            minColumn = min(minColumn, cell.column)
        }
        return cells.map { cell in Cell(row: cell.row - minRow, column: cell.column - minColumn) }
            .sorted()
    }
}
