extension Position {
    /// Whether a piece of `side` attacks the square (whatever stands on it).
    ///
    /// ```swift
    /// Position.initial.isAttacked(.f3, by: .white)  // true (pawns e2, g2 and knight g1)
    /// ```
    /// - Complexity: O(1).
    public func isAttacked(_ square: Square, by side: Side) -> Bool {
        attackers(to: square.index, by: side, occupied: white | black) != 0
    }

    /// Whether the side to move is in check.
    /// - Complexity: O(1).
    public var isCheck: Bool { checkers != 0 }

    /// The pieces giving check to the side to move.
    var checkers: UInt64 {
        let king = (kings & bits(sideToMove)).trailingZeroBitCount & 63
        return attackers(to: king, by: sideToMove.opponent, occupied: white | black)
    }

    /// The pieces of `side` attacking `square` when `occupied` holds the board's pieces.
    func attackers(
        to square: Int, by side: Side, occupied: UInt64, tables: AttackTables = .shared
    ) -> UInt64 {
        let diagonal = tables.bishop(square, occupied) & (bishops | queens)
        let straight = tables.rook(square, occupied) & (rooks | queens)
        let leapers =
            (tables.pawn(side.opponent, square) & pawns) | (tables.knight(square) & knights)
            | (tables.king(square) & kings)
        return (diagonal | straight | leapers) & bits(side)
    }
}

/// Bitboards of whole files and ranks.
enum File {
    static let a: UInt64 = 0x0101_0101_0101_0101
    static let h: UInt64 = a << 7
}

/// Bitboards of whole ranks (first = 0).
enum Rank {
    static let first: UInt64 = 0xFF
    static let third: UInt64 = first << 16
    static let sixth: UInt64 = first << 40
    static let eighth: UInt64 = first << 56
}
