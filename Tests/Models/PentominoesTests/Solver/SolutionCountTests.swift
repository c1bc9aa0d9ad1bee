import Pentominoes
import Testing

/// The known numbers of solutions of the built-in puzzles: all placements, and one per
/// class under the board's own rotations and reflections. Each comes from running the
/// solver, which derives the symmetries from the board.
@Test(arguments: [
    (BuiltInBoard.sixByTen, 9356, 2339),
    (.fiveByTwelve, 4040, 1010),
    (.fourByFifteen, 1472, 368),
    (.threeByTwenty, 8, 2),
    (.eightByEightCentre, 520, 65),
    (.eightByEightCorners, 17360, 2170),
    (.eightByEightHoles, 1504, 188),
    (.thirteenHoles, 8, 2),
    (.flower, 376, 47),
])
func builtInBoardsHaveTheirKnownSolutionCounts(board: BuiltInBoard, all: Int, unique: Int) {
    let counts = Solver(board: board.board).solutionCounts()
    #expect(counts.all == all)
    #expect(counts.unique == unique)
}

/// Counting every solution one by one agrees with counting through the symmetry split.
@Test(arguments: [BuiltInBoard.fourByFifteen, .threeByTwenty, .eightByEightCentre])
func plainCountingAgreesWithSymmetricCounting(board: BuiltInBoard) {
    let solver = Solver(board: board.board)
    #expect(solver.countSolutions(usingSymmetry: false) == solver.countSolutions())
}

@Test func listingUniqueSolutionsGivesOnePerClass() {
    let solver = Solver(board: .builtIn(.eightByEightCentre))
    var unique: [Solution] = []
    solver.forEachUniqueSolution { solution in
        unique.append(solution)
        return true
    }
    #expect(unique.count == 65)
    // No two are copies of each other under the board's symmetries, and their classes
    // together hold all 520 solutions.
    var seen = Set<String>()
    for solution in unique {
        for symmetry in solver.symmetries {
            seen.insert(image(of: solution, under: symmetry).picture)
        }
    }
    #expect(seen.count == 520)
}

/// A solution moved by a symmetry of its board, as a placement.
func image(of solution: Solution, under symmetry: Orientation) -> Placement {
    let board = solution.board
    var picture = Array(
        repeating: Array(repeating: Character("#"), count: board.columns), count: board.rows)
    if symmetry.quarterTurns % 2 == 1 {
        picture = Array(
            repeating: Array(repeating: Character("#"), count: board.rows), count: board.columns)
    }
    for cell in board.openCells {
        let moved = board.image(of: cell, under: symmetry)
        picture[moved.row][moved.column] = solution.piece(at: cell)!.rawValue
    }
    return try! Placement(picture: picture.map { String($0) }.joined(separator: "\n"))
}

/// The parts threads count separately add up to the count of one search, board by board,
/// whether one counter serves every part or each part has its own.
@Test(arguments: BuiltInBoard.allCases)
func countingPartsAddUpToTheWholeCount(board: BuiltInBoard) {
    let solver = Solver(board: board.board)
    let plan = solver.countingPlan()
    var shared = solver.makePartCounter()
    let counts = plan.parts.map { part in solver.count(part, in: plan, using: &shared) }
    let whole = solver.solutionCounts()
    #expect(Solver.PartCount.total(counts) == whole)
    #expect(plan.parts.count > 1 || board == .blank)
    guard board == .threeByTwenty || board == .thirteenHoles else { return }
    let alone = plan.parts.map { part in
        var own = solver.makePartCounter()
        return solver.count(part, in: plan, using: &own)
    }
    #expect(alone == counts)
}
