import Chess
import Testing

@Test func legalTargetsAreTheDestinationsOfThePiecesLegalMoves() throws {
    for fen in Positions.all + [Position.initial.fen] {
        let position = try Position(fen: fen)
        for square in Square.all {
            let expected = Bitboard(position.legalMoves(from: square).map { $0.to })
            #expect(position.legalTargets(from: square) == expected, "\(fen) \(square)")
        }
    }
}

@Test func onlyTheSideToMoveHasTargets() throws {
    #expect(Position.initial.legalTargets(from: .g1) == [.f3, .h3])
    #expect(Position.initial.legalTargets(from: .g8).isEmpty)
    #expect(Position.initial.legalTargets(from: .e4).isEmpty)
}

@Test func aPromotionNeedsAChoiceOfPiece() throws {
    let position = try Position(fen: "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1")
    #expect(position.needsPromotionChoice(from: .e7, to: .e8))
    #expect(position.needsPromotionChoice(from: .e7, to: .d8))
    #expect(!position.needsPromotionChoice(from: .e7, to: .f8))
    #expect(!position.needsPromotionChoice(from: .e1, to: .d1))
    #expect(position.move(from: .e7, to: .e8) == nil)
    #expect(position.move(from: .e7, to: .d8, promotion: .knight)?.uci == "e7d8n")
    #expect(position.move(from: .e1, to: .d1, promotion: .queen) == nil)
}

@Test func theKingCastlesByTwoStepsOrOntoItsOwnRook() throws {
    let position = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    #expect(position.move(from: .e1, to: .g1)?.isKingsideCastling == true)
    #expect(position.move(from: .e1, to: .h1)?.isKingsideCastling == true)
    #expect(position.move(from: .e1, to: .c1)?.isQueensideCastling == true)
    #expect(position.move(from: .e1, to: .a1)?.isQueensideCastling == true)
    #expect(position.legalTargets(from: .e1).contains(.g1))
    #expect(!position.legalTargets(from: .e1).contains(.h1))
    let dropTargets = position.legalTargets(from: .e1, castlingOntoRook: true)
    #expect(dropTargets & [.g1, .h1, .c1, .a1] == [.g1, .h1, .c1, .a1])
    // Without the right, the rook square is just a square of one's own piece.
    let noRights = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1")
    #expect(noRights.move(from: .e1, to: .h1) == nil)
    #expect(!noRights.legalTargets(from: .e1, castlingOntoRook: true).contains(.h1))
}
