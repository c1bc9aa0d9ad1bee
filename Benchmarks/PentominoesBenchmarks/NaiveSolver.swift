import Pentominoes

/// The baseline: a plain backtracking solver as one would first write it. A grid of
/// booleans; fill the first free cell in reading order with every unused piece in every
/// orientation; no bitboards, no pruning, no symmetry.
struct NaiveSolver {
    let board: PentominoBoard
    /// For each piece, its distinct shapes as offsets from the shape's first cell.
    let shapes: [[[Cell]]]

    init(board: PentominoBoard) {
        self.board = board
        shapes = PieceName.allCases.map { piece in
            piece.orientations.map { orientation in
                let cells = piece.cells(in: orientation)
                let first = cells[0]
                return cells.map { cell in
                    Cell(row: cell.row - first.row, column: cell.column - first.column)
                }
            }
        }
    }

    /// Counts solutions, stopping after `limit`.
    func count(limit: Int = .max) -> Int {
        var covered = (0..<board.rows).map { row in
            (0..<board.columns).map { column in !board.isOpen(Cell(row: row, column: column)) }
        }
        var used = [Bool](repeating: false, count: 12)
        var found = 0
        search(&covered, &used, &found, limit)
        return found
    }

    private func search(
        _ covered: inout [[Bool]], _ used: inout [Bool], _ found: inout Int, _ limit: Int
    ) {
        guard let empty = firstFree(covered) else {
            found += 1
            return
        }
        for piece in 0..<12 where !used[piece] {
            for shape in shapes[piece] {
                let cells = shape.map { cell in empty.offset(by: cell) }
                guard
                    cells.allSatisfy({ cell in
                        cell.row >= 0 && cell.row < board.rows && cell.column >= 0
                            && cell.column < board.columns && !covered[cell.row][cell.column]
                    })
                else { continue }
                for cell in cells { covered[cell.row][cell.column] = true }
                used[piece] = true
                search(&covered, &used, &found, limit)
                used[piece] = false
                for cell in cells { covered[cell.row][cell.column] = false }
                if found >= limit { return }
            }
        }
    }

    private func firstFree(_ covered: [[Bool]]) -> Cell? {
        for row in 0..<board.rows {
            for column in 0..<board.columns where !covered[row][column] {
                return Cell(row: row, column: column)
            }
        }
        return nil
    }
}
