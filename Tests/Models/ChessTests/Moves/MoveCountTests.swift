import Chess
import PropertyBased
import Testing

@Test func bulkCountsListsAndTargetsAgreeInRandomGames() async {
    await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
        for position in RandomPlay.positions(seed: UInt64(seed), plies: 100) {
            let moves = position.legalMoves()
            #expect(position.legalMoveCount == moves.count, "\(position.fen)")
            #expect(Set(moves).count == moves.count, "no move twice in \(position.fen)")
            var targets = Bitboard.empty
            for square in position.squares(of: position.sideToMove) {
                targets = targets | position.legalTargets(from: square)
            }
            #expect(targets == Bitboard(moves.map { $0.to }))
            #expect(moves.allSatisfy { position.isLegal($0) })
        }
    }
}

@Test func perftOfTwoIsTheSumOfTheChildrensMoveCounts() throws {
    for fen in Positions.all {
        let position = try Position(fen: fen)
        let children = position.legalMoves().map { move in
            var child = position
            child.playUnchecked(move)
            return child.legalMoves().count
        }
        #expect(position.perft(depth: 2) == children.reduce(0, +))
    }
}
