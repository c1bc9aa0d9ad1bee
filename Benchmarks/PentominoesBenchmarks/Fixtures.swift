import Pentominoes

/// The built-in puzzles (every built-in board but `blank`).
let puzzles = BuiltInBoard.allCases.filter { board in board != .blank }

/// A player's game on a puzzle: three pieces (F, I, L) where one of the board's solutions
/// has them, the fifth found when listing one solution per class (or the last, when
/// there are fewer).
func gameWithThreePieces(on builtIn: BuiltInBoard) -> Placement {
    let solver = Solver(board: builtIn.board)
    var chosen: Solution? = nil
    var seen = 0
    solver.forEachUniqueSolution { solution in
        chosen = solution
        seen += 1
        return seen < 5
    }
    var game = Placement(board: builtIn.board)
    for name in [PieceName.f, .i, .l] {
        guard let piece = chosen?.placement.placed(name) else { continue }
        try? game.place(piece)
    }
    return game
}

/// A 6 × 10 game with the X where no solution has it, though no region is cut off, so a
/// hint must search all the way before falling back to a solution of the empty board.
func sixByTenGameWithAHopelessX() -> Placement {
    let board = PentominoBoard.builtIn(.sixByTen)
    for row in 0..<4 {
        for column in 0..<8 {
            var game = Placement(board: board)
            guard (try? game.place(PlacedPiece(.x, at: Cell(row: row, column: column)))) != nil
            else {
                continue
            }
            let solver = Solver(placement: game)
            if solver.impossibility == nil && solver.firstSolution() == nil { return game }
        }
    }
    return Placement(board: board)
}

/// A game with one piece: of every single-piece placement on the board, the one whose
/// hint took longest in a scan with this solver (the least of five runs each, 23 November
/// 2026). Nil for boards not scanned.
func gameWithTheSlowestSinglePiece(on builtIn: BuiltInBoard) -> Placement? {
    let piece: PlacedPiece
    switch builtIn {
    case .sixByTen: piece = PlacedPiece(.y, at: Cell(row: 2, column: 3))
    case .eightByEightCentre:
        piece = PlacedPiece(
            .y, Orientation(quarterTurns: 3, mirrored: true), at: Cell(row: 4, column: 1))
    case .eightByEightCorners:
        piece = PlacedPiece(.p, Orientation(quarterTurns: 3), at: Cell(row: 6, column: 2))
    default: return nil
    }
    var game = Placement(board: builtIn.board)
    guard (try? game.place(piece)) != nil else { return nil }
    return game
}
