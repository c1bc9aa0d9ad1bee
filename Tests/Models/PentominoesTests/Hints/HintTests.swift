import Pentominoes
import Testing

@Test func aHintKeepsTheUsersPiecesWhenItCan() throws {
    let game = try Placement(
        picture: """
            ..........
            .X........
            XXX.......
            .X........
            ..........
            IIIII.....
            """)
    let hint = try #require(Hint(for: game))
    #expect(hint.keepsPlacement)
    #expect(hint.solution.placement.placed(.x) == game.placed(.x))
    #expect(hint.solution.placement.placed(.i) == game.placed(.i))
    // The user's own pieces come last: the first ten hints show new pieces.
    #expect(hint.order.suffix(2).map(\.name) == [.i, .x])
    #expect(hint.order.prefix(10).map(\.name) == [.f, .l, .n, .p, .t, .u, .v, .w, .y, .z])
}

@Test func aHintStartsAfreshWhenTheUsersPiecesCannotStay() throws {
    let game = try Placement(
        picture: """
            IIIII.....
            .L........
            .L........
            .L........
            LL........
            ..........
            """)
    let hint = try #require(Hint(for: game))
    #expect(!hint.keepsPlacement)
    #expect(hint.solution == Solver(board: game.board).firstSolution())
}

@Test func hintNRevealsNPiecesOfOneSolution() throws {
    let board = PentominoBoard.builtIn(.fiveByTwelve)
    let hint = try #require(Hint(for: Placement(board: board)))
    #expect(hint.revealing(0).pieces.isEmpty)
    for n in 1...12 {
        let shown = hint.revealing(n)
        #expect(shown.pieces.count == n)
        for piece in shown.pieces {
            #expect(hint.solution.placement.placed(piece.name) == piece)
        }
        // Each hint shows the pieces of the one before, and one more.
        #expect(Set(hint.revealing(n - 1).pieces).isSubset(of: Set(shown.pieces)))
    }
    #expect(hint.revealing(99).isComplete)
    // Asking again gives the same hint: the order is stable.
    #expect(Hint(for: Placement(board: board)) == hint)
}

@Test func theBlankBoardGivesNoHint() {
    #expect(Hint(for: Placement(board: .builtIn(.blank))) == nil)
}
