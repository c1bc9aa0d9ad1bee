import Pentominoes

/// A rectangle of board cells, from `first` (its top left cell) to `last` (bottom right).
struct CellBlock: Equatable {
    var first: Cell
    var last: Cell
}

extension PentominoBoard {
    /// The open cells as rectangles: each row's runs of open cells, each grown down over
    /// the rows below with the same run. A board without holes is one block, so it is
    /// drawn with one fill rather than one per cell (a drag redraws the board under it
    /// every frame).
    ///
    /// Complexity: O(rows × columns).
    var openBlocks: [CellBlock] {
        var blocks: [CellBlock] = []
        var covered = [Bool](repeating: false, count: rows * columns)
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard isOpen(Cell(row: row, column: column)), !covered[row * columns + column]
                else {
                    column += 1
                    continue
                }
                var end = column
                while isOpen(Cell(row: row, column: end + 1)) { end += 1 }
                var bottom = row
                while hasRun(row: bottom + 1, from: column, to: end) { bottom += 1 }
                for r in row...bottom {
                    for c in column...end { covered[r * columns + c] = true }
                }
                blocks.append(
                    CellBlock(
                        first: Cell(row: row, column: column), last: Cell(row: bottom, column: end))
                )
                column = end + 1
            }
        }
        return blocks
    }

    /// Whether `row` holds exactly the run of open cells from column `from` to `to`.
    private func hasRun(row: Int, from: Int, to: Int) -> Bool {
        guard row < rows, !isOpen(Cell(row: row, column: from - 1)),
            !isOpen(Cell(row: row, column: to + 1))
        else { return false }
        return (from...to).allSatisfy { isOpen(Cell(row: row, column: $0)) }
    }
}
