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
    func attackers(to square: Int, by side: Side, occupied: UInt64) -> UInt64 {
        let diagonal = Attacks.bishop(square, occupied) & (bishops | queens)
        let straight = Attacks.rook(square, occupied) & (rooks | queens)
        let leapers =
            (Attacks.pawn(side.opponent, square) & pawns) | (Attacks.knight(square) & knights)
            | (Attacks.king(square) & kings)
        return (diagonal | straight | leapers) & bits(side)
    }

    /// Every square attacked by `side` when `occupied` holds the board's pieces.
    func attackedSquares(by side: Side, occupied: UInt64) -> UInt64 {
        let own = bits(side)
        let pawnBits = pawns & own
        var attacked: UInt64
        if side == .white {
            attacked = (pawnBits & ~File.a) << 7 | (pawnBits & ~File.h) << 9
        } else {
            attacked = (pawnBits & ~File.a) >> 9 | (pawnBits & ~File.h) >> 7
        }
        var pieces = knights & own
        while pieces != 0 {
            attacked |= Attacks.knight(pieces.trailingZeroBitCount)
            pieces &= pieces &- 1
        }
        pieces = (bishops | queens) & own
        while pieces != 0 {
            attacked |= Attacks.bishop(pieces.trailingZeroBitCount, occupied)
            pieces &= pieces &- 1
        }
        pieces = (rooks | queens) & own
        while pieces != 0 {
            attacked |= Attacks.rook(pieces.trailingZeroBitCount, occupied)
            pieces &= pieces &- 1
        }
        return attacked | Attacks.king((kings & own).trailingZeroBitCount & 63)
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
