/// The rotations and reflections that map a board onto itself.
extension PentominoBoard {
    /// The orientations (of the eight symmetries of the square) that map the open cells
    /// onto themselves, identity first, in `Orientation.all` order. Derived from the cells,
    /// never assumed from the size: a 6 × 10 board has 4, a full 8 × 8 has 8, a board with
    /// one odd hole may have only the identity.
    ///
    /// ```swift
    /// PentominoBoard.builtIn(.sixByTen).symmetries.count   // 4
    /// ```
    /// Complexity: O(n log n) for n open cells.
    public var symmetries: [Orientation] {
        let cells = openCells
        return Orientation.all.filter { symmetry in
            Cell.normalised(cells.map { cell in symmetry.apply(to: cell) }) == cells
        }
    }

    /// Where a cell goes under a symmetry of the board, staying inside the board's grid.
    ///
    /// ```swift
    /// let board = PentominoBoard.builtIn(.sixByTen)
    /// board.image(of: Cell(row: 0, column: 0), under: Orientation(quarterTurns: 2))   // (5,9)
    /// ```
    /// Complexity: O(1).
    public func image(of cell: Cell, under symmetry: Orientation) -> Cell {
        let corners = [
            Cell(row: 0, column: 0), Cell(row: rows - 1, column: 0),
            Cell(row: 0, column: columns - 1), Cell(row: rows - 1, column: columns - 1),
        ].map { corner in symmetry.apply(to: corner) }
        let shift = Cell(
            row: -corners.reduce(Int.max) { low, corner in min(low, corner.row) },
            column: -corners.reduce(Int.max) { low, corner in min(low, corner.column) })
        return symmetry.apply(to: cell).offset(by: shift)
    }
}
