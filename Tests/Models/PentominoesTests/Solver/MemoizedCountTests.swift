import Pentominoes
import PropertyBased
import Testing

/// An 8 × 8 board with holes in no symmetric pattern: only the identity maps it onto
/// itself, yet the memoized count files a state and its mirror image (top and bottom rows
/// swapped) under one key. Here an image can even fall on a hole.
private let lopsided = try! PentominoBoard(
    picture: """
        ........
        .#....#.
        ........
        ........
        ........
        .....#..
        ..#.....
        ........
        """)

/// The number of solutions of a placement, by listing them one by one (no memo).
private func listedSolutions(of placement: Placement) -> Int {
    var listed = 0
    Solver(placement: placement).forEachSolution { solution in
        listed += 1
        return true
    }
    return listed
}

@Test func memoizedCountingAgreesWithListingOnALopsidedBoard() {
    let solver = Solver(board: lopsided)
    #expect(solver.symmetries == [.identity])
    let counts = solver.solutionCounts()
    #expect(counts.all > 1)
    #expect(counts.all == counts.unique)
    #expect(counts.all == listedSolutions(of: Placement(board: lopsided)))
}

/// With some pieces of a solution kept in place, the memoized count and the listing agree,
/// on the lopsided board and on boards whose runs have odd and even lengths.
@Test func memoizedCountingAgreesWithListingWithPiecesPlaced() async {
    let boards = [
        lopsided, .builtIn(.fiveByTwelve), .builtIn(.sixByTen), .builtIn(.eightByEightCentre),
    ]
    let keep = Gen<PieceName>.case.array(of: 2...3)
    await propertyCheck(
        count: 12, input: Gen.element(of: boards.indices), Gen.int(in: 0...40), keep
    ) {
        which, skip, names in
        let board = boards[which!]
        var seen = 0
        var chosen: Solution? = nil
        Solver(board: board).forEachSolution { solution in
            chosen = solution
            seen += 1
            return seen <= skip
        }
        var game = Placement(board: board)
        for name in names {
            guard let piece = chosen?.placement.placed(name), game.placed(name) == nil else {
                continue
            }
            try game.place(piece)
        }
        let solver = Solver(placement: game)
        let listed = listedSolutions(of: game)
        #expect(listed >= 1)
        #expect(solver.countSolutions(usingSymmetry: false) == listed)
        #expect(solver.solutionCounts().all == listed)
    }
}
