extension Position {
    /// The position stripped of what does not make positions different for repetition: the
    /// move clocks, and an en passant square no legal move can capture to.
    var repetitionKey: Position {
        var key = self
        key.halfmoveClock = 0
        key.fullmoveNumber = 1
        if enPassantIndex != 0 {
            var collector = MoveCollector()
            let capturers = Attacks.pawn(sideToMove.opponent, Int(enPassantIndex)) & pawns
            generateMoves(into: &collector, from: capturers & bits(sideToMove))
            if !collector.moves.contains(where: { $0.isEnPassant }) { key.enPassantIndex = 0 }
        }
        return key
    }
}
