import Chess
import Testing

/// The UCI names of a position's legal moves, sorted, for compact expectations.
func uciMoves(_ fen: String) throws -> [String] {
    try Position(fen: fen).legalMoves().map { $0.uci }.sorted()
}

@Test func theInitialPositionHasTwentyMoves() throws {
    #expect(Position.initial.legalMoves().count == 20)
    #expect(Position.initial.legalMoveCount == 20)
}

@Test func castlingNeedsEmptySquaresAndNoAttackOnTheKingsPath() throws {
    // Both ways open.
    #expect(try uciMoves("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").contains("e1g1"))
    #expect(try uciMoves("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").contains("e1c1"))
    // A bishop on a6 covers f1: no O-O; b1 may be attacked, O-O-O is fine.
    let f1Covered = try uciMoves("r3k2r/8/b7/8/8/8/8/R3K2R w KQkq - 0 1")
    #expect(!f1Covered.contains("e1g1"))
    #expect(f1Covered.contains("e1c1"))
    let b1Covered = try uciMoves("r3k2r/8/8/8/8/8/8/Rn2K2R w KQkq - 0 1")
    #expect(!b1Covered.contains("e1c1"), "b1 is occupied")
    // A knight on a3 covers b1 only: O-O-O is still fine, the king never crosses b1.
    #expect(try uciMoves("r3k2r/8/8/8/8/n7/8/R3K2R w KQkq - 0 1").contains("e1c1"))
    // A knight on c3 covers d1: no O-O-O, O-O still fine.
    let d1Attacked = try uciMoves("r3k2r/8/8/8/8/2n5/8/R3K2R w KQkq - 0 1")
    #expect(!d1Attacked.contains("e1c1") && d1Attacked.contains("e1g1"))
    // Out of check: never.
    let inCheck = try uciMoves("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1")
    #expect(!inCheck.contains("e1g1") && !inCheck.contains("e1c1"))
    // Into check on g1.
    #expect(!(try uciMoves("r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1").contains("e1g1")))
    // Without the right.
    #expect(!(try uciMoves("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1").contains("e1g1")))
}

@Test func castlingRightsAreLostByKingAndRookMovesAndRookCaptures() throws {
    func rights(after uci: [String], from fen: String) throws -> String {
        var position = try Position(fen: fen)
        for text in uci { try position.play(#require(position.move(uci: text))) }
        return position.fen.split(separator: " ")[2].description
    }
    let open = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    #expect(try rights(after: ["e1e2"], from: open) == "kq")
    #expect(try rights(after: ["h1h2"], from: open) == "Qkq")
    #expect(try rights(after: ["a1a8"], from: open) == "Kk", "the a1 rook took the a8 rook")
    #expect(try rights(after: ["e1g1"], from: open) == "kq")
    #expect(try rights(after: ["e1g1", "e8c8"], from: open) == "-")
}

@Test func castlingMovesTheRookToo() throws {
    var position = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    try position.play(#require(position.move(uci: "e1g1")))
    try position.play(#require(position.move(uci: "e8c8")))
    #expect(
        position.diagram == """
            . . k r . . . r
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            R . . . . R K .
            """)
}

@Test func enPassantIsForbiddenWhenItExposesTheKingAlongTheRank() throws {
    // Black pawn d4 could take e3 en passant, but both pawns leave the fourth rank and the
    // rook on h4 would see the king on a4.
    let moves = try uciMoves("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1")
    #expect(!moves.contains("d4e3"))
    // Without the rook it is legal.
    #expect(try uciMoves("8/8/8/8/k2pP3/8/8/4K3 b - e3 0 1").contains("d4e3"))
}

@Test func enPassantRemovesThePawnBehindTheTarget() throws {
    var position = try Position(fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
    let move = try #require(position.move(from: .e5, to: .d6))
    #expect(move.isEnPassant)
    #expect(move.capturedSquare == .d5)
    try position.play(move)
    #expect(position.piece(at: .d5) == nil)
    #expect(position.piece(at: .d6) == Piece(.white, .pawn))
}

@Test func enPassantMayCaptureTheCheckingPawn() throws {
    // Black's d7-d5 gave check to the king on e4; taking it en passant answers the check.
    let position = try Position(fen: "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1")
    #expect(position.isCheck)
    #expect(position.legalMoves().map { $0.uci }.contains("e5d6"))
}

@Test func aPawnReachingTheLastRankPromotesToFourPieces() throws {
    let moves = try uciMoves("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").filter { $0.hasPrefix("e7") }
    #expect(moves == ["e7e8b", "e7e8n", "e7e8q", "e7e8r"])
}

@Test func inDoubleCheckOnlyTheKingMoves() throws {
    // Rook e8 and bishop b4 both check the king on e1.
    let position = try Position(fen: "4r1k1/8/8/8/1b6/6N1/8/4K2R w K - 0 1")
    #expect(position.isCheck)
    #expect(position.legalMoves().allSatisfy { $0.from == .e1 })
}

@Test func aPinnedPieceMovesOnlyAlongThePin() throws {
    // The bishop on d2 is pinned by the bishop on b4 against the king on e1.
    let targets = try Position(fen: "4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1").legalTargets(from: .d2)
    #expect(targets == [.c3, .b4])
    // A pinned knight never moves.
    #expect(try Position(fen: "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").legalTargets(from: .d2).isEmpty)
}

@Test func noLegalMoveLeavesTheOwnKingInCheck() throws {
    for fen in Positions.all {
        let position = try Position(fen: fen)
        for move in position.legalMoves() {
            var after = position
            after.playUnchecked(move)
            #expect(
                !after.isAttacked(after.kingSquare(of: position.sideToMove), by: after.sideToMove))
        }
    }
}

@Test func playRefusesAnIllegalMoveAndChangesNothing() throws {
    var position = Position.initial
    let illegal = try #require(
        try Position(fen: "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").move(uci: "a1a8"))
    #expect(throws: IllegalMoveError.self) { try position.play(illegal) }
    #expect(position == .initial)
    #expect(position.playing(illegal) == nil)
}

@Test func movesKnowWhatTheyAre() throws {
    let position = try Position(fen: Positions.kiwipete)
    let castle = try #require(position.move(uci: "e1c1"))
    #expect(castle.isQueensideCastling && castle.isCastling)
    #expect(castle.castlingRook?.from == .a1 && castle.castlingRook?.to == .d1)
    let capture = try #require(position.move(uci: "e5f7"))
    #expect(capture.isCapture && capture.capturedSquare == .f7)
    #expect(try #require(position.move(uci: "a2a4")).isDoublePawnPush)
}
