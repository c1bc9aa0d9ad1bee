/// A board: a grid of at most 64 × 64 squares, some of them open cells to be covered by
/// pieces, the others not part of the board (holes, cut corners).
///
/// Boards are cropped to their open cells: row 0 and column 0 each hold at least one open
/// cell, and so do the last row and column.
///
/// ```swift
/// let board = try PentominoBoard(picture: """
///     ##...
///     .....
///     """)
/// board.rows                                  // 2
/// board.isOpen(Cell(row: 0, column: 0))       // false
/// board.openCellCount                         // 8
/// ```
public struct PentominoBoard: Hashable, Sendable {
    /// The largest number of rows, and of columns, a board may have.
    public static let maximumSide = 64

    /// A short name: the built-in name (`6x10`), or what the creator chose.
    public var name: String
    /// Whether the board is a puzzle to fill with all twelve pieces. The `blank` board is
    /// not: any placement is allowed, there is nothing to solve and no hint to give.
    public var isPuzzle: Bool
    /// The number of rows, 1 to 64.
    public let rows: Int
    /// The number of columns, 1 to 64.
    public let columns: Int
    /// Bit `c` of `openRows[r]` is set when cell (r, c) is open.
    let openRows: [UInt64]

    /// Creates a board from the open cells; the grid is cropped to their bounding box,
    /// moving them so that the smallest row and column are 0.
    ///
    /// ```swift
    /// let domino = try PentominoBoard(openCells: [Cell(row: 5, column: 5), Cell(row: 5, column: 6)])
    /// domino.rows   // 1
    /// ```
    /// Complexity: O(n) for n cells.
    /// - Throws: `PentominoBoardError.noOpenCells` for no cells, `.tooManyRows` or `.tooManyColumns`
    ///   when the cells span more than 64 rows or columns.
    public init(openCells: [Cell], name: String = "custom", isPuzzle: Bool = true)
        throws(PentominoBoardError)
    {
        guard let first = openCells.first else { throw PentominoBoardError.noOpenCells }
        var top = first.row
        var bottom = first.row
        var left = first.column
        var right = first.column
        for cell in openCells {
            top = min(top, cell.row)
            bottom = max(bottom, cell.row)
            left = min(left, cell.column)
            right = max(right, cell.column)
        }
        guard bottom - top < PentominoBoard.maximumSide else {
            throw PentominoBoardError.tooManyRows(
                bottom - top + 1, line: top + PentominoBoard.maximumSide + 1)
        }
        guard right - left < PentominoBoard.maximumSide else {
            throw PentominoBoardError.tooManyColumns(
                right - left + 1, line: nil, column: left + PentominoBoard.maximumSide + 1)
        }
        var openRows = [UInt64](repeating: 0, count: bottom - top + 1)
        for cell in openCells {
            openRows[cell.row - top] |= 1 << UInt64(cell.column - left)
        }
        self.name = name
        self.isPuzzle = isPuzzle
        self.rows = bottom - top + 1
        self.columns = right - left + 1
        self.openRows = openRows
    }

    /// Whether a cell is an open cell of the board; false outside the grid.
    ///
    /// Complexity: O(1).
    public func isOpen(_ cell: Cell) -> Bool {
        guard cell.row >= 0, cell.row < rows, cell.column >= 0, cell.column < columns else {
            return false
        }
        return openRows[cell.row] & (1 << UInt64(cell.column)) != 0
    }

    /// The open cells, row-major.
    ///
    /// Complexity: O(rows × columns).
    public var openCells: [Cell] {
        var cells: [Cell] = []
        for row in 0..<rows {
            for column in 0..<columns where openRows[row] & (1 << UInt64(column)) != 0 {
                cells.append(Cell(row: row, column: column))
            }
        }
        return cells
    }

    /// The number of open cells.
    ///
    /// Complexity: O(rows).
    public var openCellCount: Int {
        openRows.reduce(0) { total, row in total + row.nonzeroBitCount }
    }

    /// Whether the open cells could take all twelve pieces exactly: the board is a puzzle
    /// with 60 open cells.
    ///
    /// Complexity: O(rows).
    public var hasPuzzleSize: Bool { isPuzzle && openCellCount == 5 * PieceName.allCases.count }
}
