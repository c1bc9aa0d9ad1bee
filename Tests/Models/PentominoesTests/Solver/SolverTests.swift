import Pentominoes
import PropertyBased
import Testing

/// Whether a solution covers every open cell of its board once, with all twelve pieces.
func isValid(_ solution: Solution) -> Bool {
    let board = solution.board
    var covered: [Cell] = []
    for piece in solution.pieces {
        covered += piece.cells
    }
    return solution.pieces.map(\.name) == PieceName.allCases
        && covered.sorted() == board.openCells
}

@Test func theFirstSolutionOfEveryPuzzleIsValid() {
    for board in BuiltInBoard.allCases where board != .blank {
        let solution = Solver(board: board.board).firstSolution()
        #expect(solution.map(isValid) == true, "\(board.name)")
    }
}

@Test func hopelessBoardsAreToldApartWithoutSearching() throws {
    #expect(Solver(board: .builtIn(.blank)).impossibility == .notAPuzzle("blank"))
    #expect(Solver(board: .builtIn(.blank)).firstSolution() == nil)
    #expect(Solver(board: .builtIn(.blank)).countSolutions() == 0)
    let small = try PentominoBoard(picture: "..........")
    #expect(Solver(board: small).impossibility == .cellCount(free: 10, needed: 60))
    // 60 cells, but a single cell cut off at the top left.
    let cutOff = try PentominoBoard(
        picture: ".#########\n#.........\n"
            + Array(repeating: "..........", count: 5).joined(separator: "\n"))
    #expect(cutOff.openCellCount == 60)
    #expect(Solver(board: cutOff).impossibility == .island(size: 1, at: Cell(row: 0, column: 0)))
    #expect(Solver(board: cutOff).countUniqueSolutions() == 0)
}

@Test func anUnfillablePlacementIsToldApart() throws {
    // The I along the top and the L box in three cells at the left edge.
    let game = try Placement(
        picture: """
            IIIII.....
            .L........
            .L........
            .L........
            LL........
            ..........
            """)
    #expect(Solver(placement: game).impossibility == .island(size: 3, at: Cell(row: 1, column: 0)))
}

@Test func aCellNoPieceLeftCanCoverIsToldApart() throws {
    // Only an I could fill the corridor down the right edge, and the I lies beside it.
    let game = try Placement(
        picture: """
            ..........
            ........I.
            ........I.
            ........I.
            ........I.
            ........I.
            """)
    #expect(Solver(placement: game).impossibility == .uncoverable(Cell(row: 4, column: 9)))
    #expect(Hint(for: game)?.keepsPlacement == false)
}

@Test func aPieceThatFitsNowhereIsToldApart() throws {
    // No plus of five free cells is left for the X.
    let game = try Placement(
        picture: """
            ......Z........
            ..W.ZZZ....L.P.
            .WW.Z...LLLL.PP
            WW...........PP
            """)
    #expect(Solver(placement: game).impossibility == .pieceFitsNowhere(.x))
}

@Test func aPieceAtEitherEndOfTheFillOrderHasTheSameSolutions() throws {
    // The solver fills from the far end when the fixed pieces lie there, so these mirror
    // images are searched in opposite directions.
    let near = """
        ..........
        .FF.......
        FF........
        .F........
        ..........
        ..........
        """
    let far = String(
        near.split(separator: "\n").map { row in String(row.reversed()) }.joined(separator: "\n"))
    let nearSolver = Solver(placement: try Placement(picture: near))
    let farSolver = Solver(placement: try Placement(picture: far))
    var listed = 0
    farSolver.forEachSolution { solution in
        listed += 1
        #expect(isValid(solution))
        #expect(solution.placement.placed(.f) == farSolver.placement.placed(.f))
        return true
    }
    #expect(listed > 0)
    #expect(listed == farSolver.countSolutions(usingSymmetry: false))
    #expect(listed == nearSolver.countSolutions(usingSymmetry: false))
    #expect(farSolver.firstSolution().map(isValid) == true)
}

@Test func fixedPiecesStayWhereTheUserPutThem() throws {
    let game = try Placement(
        picture: """
            ..........
            .X........
            XXX.......
            .X........
            ..........
            IIIII.....
            """)
    let solver = Solver(placement: game)
    var count = 0
    solver.forEachSolution { solution in
        count += 1
        #expect(isValid(solution))
        #expect(solution.placement.placed(.x) == game.placed(.x))
        #expect(solution.placement.placed(.i) == game.placed(.i))
        return true
    }
    #expect(count > 0)
    #expect(count == solver.countSolutions())
    // Nothing maps this placement onto itself but the identity.
    #expect(solver.symmetries == [.identity])
}

@Test func symmetricFixedPiecesKeepTheirSymmetry() throws {
    // An X centred on the diagonal keeps the reflection in that diagonal.
    var game = Placement(board: .builtIn(.eightByEightCentre))
    try game.place(PlacedPiece(.i, Orientation(quarterTurns: 0), at: Cell(row: 0, column: 0)))
    let asymmetric = Solver(placement: game)
    #expect(asymmetric.symmetries.count == 1)
    game.removeAll()
    try game.place(PlacedPiece(.x, at: Cell(row: 0, column: 2)))
    try game.place(PlacedPiece(.x, at: Cell(row: 1, column: 1)))  // moves the X: one X only
    let mirrorOnly = Solver(placement: game)
    #expect(mirrorOnly.symmetries == [.identity, Orientation(quarterTurns: 3, mirrored: true)])
    let counts = mirrorOnly.solutionCounts()
    #expect(counts.all == mirrorOnly.countSolutions(usingSymmetry: false))
    #expect(counts.unique * 2 >= counts.all && counts.unique <= counts.all)
}

@Test func listingStopsWhenAsked() {
    var seen = 0
    Solver(board: .builtIn(.fourByFifteen)).forEachSolution { _ in
        seen += 1
        return seen < 3
    }
    #expect(seen == 3)
}

/// The trap from the issue: counting "unique" solutions with symmetries assumed from
/// another board. A board with one symmetry fewer must count its classes by its own group.
@Test func uniqueCountsFollowTheBoardsOwnSymmetries() throws {
    // 8x8-corners has all eight symmetries: 17360 / 8.
    #expect(Solver(board: .builtIn(.eightByEightCorners)).symmetries.count == 8)
    // 3x20 drawn upright (20 rows of 3) has the same four symmetries, the same counts.
    let upright = try PentominoBoard(
        picture: Array(repeating: "...", count: 20).joined(separator: "\n"))
    #expect(Solver(board: upright).solutionCounts() == (8, 2))
}

/// Turning or flipping a board's picture changes none of its counts.
@Test func countsDoNotDependOnHowTheBoardIsDrawn() async {
    let boards = [BuiltInBoard.threeByTwenty, .fourByFifteen, .eightByEightCentre]
    await propertyCheck(count: 6, input: Gen.element(of: boards), Gen.element(of: Orientation.all))
    { builtIn, orientation in
        let board = builtIn!.board
        let moved = try PentominoBoard(
            openCells: board.openCells.map { cell in orientation!.apply(to: cell) })
        let original = Solver(board: board).solutionCounts()
        let turned = Solver(board: moved).solutionCounts()
        #expect(turned == original)
        #expect(Solver(board: moved).firstSolution().map(isValid) == true)
    }
}

/// A board too large a grid for one bit per square (6 × 11 = 66) is numbered by its free
/// cells instead; every way of counting and listing agrees there too.
@Test func aSparseBoardIsSolvedTheSameWays() throws {
    let twoHalves = try PentominoBoard(
        picture: Array(repeating: ".....#.....", count: 6).joined(separator: "\n"))
    let solver = Solver(board: twoHalves)
    #expect(solver.symmetries.count == 4)
    var listed = 0
    solver.forEachSolution { solution in
        #expect(isValid(solution))
        listed += 1
        return true
    }
    let counts = solver.solutionCounts()
    #expect(listed == counts.all)
    #expect(solver.countSolutions(usingSymmetry: false) == counts.all)
    #expect(counts.all == 64 && counts.unique == 16)
}
