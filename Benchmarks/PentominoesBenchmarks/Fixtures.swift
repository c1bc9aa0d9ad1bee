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
    let board = Board.builtIn(.sixByTen)
    for row in 0..<4 {
        for column in 0..<8 {
            var game = Placement(board: board)
            guard (try? game.place(PlacedPiece(.x, at: Cell(row: row, column: column)))) != nil else {
                continue
            }
            let solver = Solver(placement: game)
            if solver.impossibility == nil && solver.firstSolution() == nil { return game }
        }
    }
    return Placement(board: board)
}

/// A game with one piece where no solution has it, though no region is cut off, so a hint
/// must search the whole board before falling back to a solution of the empty board: of
/// every single-piece placement on the board, the one whose hint took longest in a scan
/// with this solver (22 November 2026). Nil for boards not scanned.
func gameWithTheSlowestBlockingPiece(on builtIn: BuiltInBoard) -> Placement? {
    let quarterTurn = Orientation(quarterTurns: 1)
    let piece: PlacedPiece
    switch builtIn {
    case .sixByTen: piece = PlacedPiece(.i, quarterTurn, at: Cell(row: 1, column: 8))
    case .eightByEightCorners: piece = PlacedPiece(.i, quarterTurn, at: Cell(row: 3, column: 6))
    default: return nil
    }
    var game = Placement(board: builtIn.board)
    guard (try? game.place(piece)) != nil else { return nil }
    return game
}
