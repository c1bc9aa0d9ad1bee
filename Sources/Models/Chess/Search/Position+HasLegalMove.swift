extension Position {
    /// Whether the side to move, which must not be in check, has a legal move: what the
    /// search asks of a position it scores without searching its moves (a stalemate scores
    /// 0, whatever the evaluation says).
    ///
    /// Usually answered from the first piece found that cannot be pinned and has somewhere
    /// to go: a piece on no rank, file or diagonal through its king cannot be pinned, and
    /// with the king not in check any move of such a piece is legal. Only when there is none
    /// are the legal moves counted.
    ///
    /// ```swift
    /// Position.initial.hasLegalMoveOutOfCheck  // true (the knights)
    /// ```
    /// - Complexity: O(1) usually; O(number of pieces) at worst.
    var hasLegalMoveOutOfCheck: Bool {
        let ours = bits(sideToMove)
        let theirs = bits(sideToMove.opponent)
        let occupied = ours | theirs
        let tables = AttackTables.shared
        let king = (kings & ours).trailingZeroBitCount & 63
        let aligned = tables.rook(king, 0) | tables.bishop(king, 0)
        let free = ours & ~kings & ~aligned

        var pieces = free & knights
        while pieces != 0 {
            if tables.knight(pieces.trailingZeroBitCount) & ~ours != 0 { return true }
            pieces &= pieces &- 1
        }
        let pawnsFree = free & pawns
        let pushes = sideToMove == .white ? pawnsFree << 8 : pawnsFree >> 8
        if pushes & ~occupied != 0 { return true }
        if Evaluation.pawnAttacks(pawnsFree, by: sideToMove) & theirs != 0 { return true }
        pieces = free & (bishops | rooks | queens)
        while pieces != 0 {
            let square = pieces.trailingZeroBitCount
            let bit = pieces & (0 &- pieces)
            var reach: UInt64 = 0
            if bit & (bishops | queens) != 0 { reach |= tables.bishop(square, occupied) }
            if bit & (rooks | queens) != 0 { reach |= tables.rook(square, occupied) }
            if reach & ~ours != 0 { return true }
            pieces ^= bit
        }
        return legalMoveCount > 0
    }
}
