extension Position {
    /// The legal move in Standard Algebraic Notation, as in score sheets and PGN: piece
    /// letter, just enough of the origin to tell it apart, "x" for a capture, the target,
    /// "=Q" for a promotion, "O-O"/"O-O-O" for castling, then "+" for check or "#" for mate.
    ///
    /// ```swift
    /// Position.initial.san(of: Position.initial.move(uci: "g1f3")!)  // "Nf3"
    /// ```
    /// The move must be legal here.
    /// - Complexity: O(number of legal moves).
    public func san(of move: Move) -> String {
        var text: String
        if move.isKingsideCastling {
            text = "O-O"
        } else if move.isQueensideCastling {
            text = "O-O-O"
        } else {
            let kind = self.kind(at: 1 << UInt64(move.from.index)) ?? .pawn
            text = ""
            if kind == .pawn {
                if move.isCapture { text.append(move.from.fileLetter) }
            } else {
                text.append(kind.letter)
                text += disambiguation(of: move, kind: kind)
            }
            if move.isCapture { text += "x" }
            text += move.to.name
            if let promotion = move.promotion {
                text += "="
                text.append(promotion.letter)
            }
        }
        var after = self
        after.playUnchecked(move)
        if after.isCheck { text += after.legalMoveCount == 0 ? "#" : "+" }
        return text
    }

    /// The file, rank or square of origin needed to tell `move` apart from other legal moves
    /// of the same kind of piece to the same square.
    private func disambiguation(of move: Move, kind: PieceKind) -> String {
        let pieces = bits(kind) & bits(sideToMove) & ~(1 << UInt64(move.from.index))
        var rivals: [Square] = []
        for square in Bitboard(rawValue: pieces) where legalTargets(from: square).contains(move.to)
        {
            rivals.append(square)
        }
        if rivals.isEmpty { return "" }
        if !rivals.contains(where: { $0.file == move.from.file }) {
            return String(move.from.fileLetter)
        }
        if !rivals.contains(where: { $0.rank == move.from.rank }) {
            return String(move.from.rankDigit)
        }
        return move.from.name
    }
}
