extension Position {
    /// The squares the piece on `square` may legally move to: what a board lights up when a
    /// drag starts. Empty if the square is empty or holds a piece of the side not to move.
    ///
    /// ```swift
    /// Position.initial.legalTargets(from: .g1)  // [f3, h3]
    /// Position.initial.legalTargets(from: .e7)  // [] (black is not to move)
    /// ```
    /// For the king, castling shows as the square two steps aside (g1 or c1); with
    /// `castlingOntoRook` the castling rook's square is included too, since dropping the
    /// king onto its own rook also castles (see `move(from:to:promotion:)`). A promotion
    /// square appears once, whatever the choice of piece.
    /// - Complexity: O(1): only the one piece's moves are generated, as sets.
    public func legalTargets(from square: Square, castlingOntoRook: Bool = false) -> Bitboard {
        var collector = TargetCollector()
        generateMoves(into: &collector, from: 1 << UInt64(square.index))
        if castlingOntoRook {
            for destination in Bitboard(rawValue: collector.castling) {
                // g1/g8 → rook on h1/h8; c1/c8 → rook on a1/a8.
                let rook = destination.file == 6 ? destination.index + 1 : destination.index - 2
                collector.targets |= 1 << UInt64(rook)
            }
        }
        return Bitboard(rawValue: collector.targets)
    }

    /// Whether moving the piece on `from` to `to` is a legal promotion, so the player must
    /// choose a piece (queen, rook, bishop or knight) before the move can be made.
    ///
    /// ```swift
    /// let position = try Position(fen: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
    /// position.needsPromotionChoice(from: .e7, to: .e8)  // true
    /// position.needsPromotionChoice(from: .e1, to: .d1)  // false
    /// ```
    /// - Complexity: O(1).
    public func needsPromotionChoice(from: Square, to: Square) -> Bool {
        guard to.rank == 0 || to.rank == 7, pawns & (1 << UInt64(from.index)) != 0 else {
            return false
        }
        return legalTargets(from: from).contains(to)
    }

    /// The legal move of the piece on `from` to `to` (with the chosen promotion piece for a
    /// promotion), or nil if there is none.
    ///
    /// ```swift
    /// Position.initial.move(from: .e2, to: .e4)          // e2e4
    /// position.move(from: .e7, to: .e8, promotion: .queen)  // e7e8q
    /// position.move(from: .e1, to: .h1)                  // O-O, if white may castle
    /// ```
    /// Castling is the king's move: two squares towards the rook (e1 to g1), or onto its own
    /// rook (e1 to h1) as some players drag it. A promotion without a `promotion` piece
    /// (check `needsPromotionChoice(from:to:)` first) and a `promotion` for a move that is not
    /// one both give nil.
    /// - Complexity: O(1).
    public func move(from: Square, to: Square, promotion: PieceKind? = nil) -> Move? {
        let moves = legalMoves(from: from)
        if let move = moves.first(where: { $0.to == to && $0.promotion == promotion }) {
            return move
        }
        // The king dropped onto its own castling rook.
        return moves.first { move in
            guard promotion == nil, let rook = move.castlingRook else { return false }
            return rook.from == to
        }
    }
}

/// Gathers the destination squares of the generated moves as one set.
struct TargetCollector: MoveSink {
    var targets: UInt64 = 0
    /// The destinations of castling moves.
    var castling: UInt64 = 0

    mutating func add(_ move: Move) {
        let bit: UInt64 = 1 << UInt64(move.raw >> 6 & 63)
        targets |= bit
        if move.isCastling { castling |= bit }
    }

    mutating func addPieceMoves(from: Int, targets: UInt64, enemies: UInt64) {
        self.targets |= targets
    }

    mutating func addPawnMoves(targets: UInt64, offset: Int, kind: Move.Kind) {
        self.targets |= targets
    }

    mutating func addPromotions(targets: UInt64, offset: Int, capture: Bool) {
        self.targets |= targets
    }
}
