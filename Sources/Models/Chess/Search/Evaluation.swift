extension Position {
    /// A static judgement of the position for the side to move, in centipawns: material
    /// plus where each piece stands. Positive favours the side to move.
    ///
    /// The placement part comes from simple rules (knights and bishops like the centre,
    /// pawns like to advance, the king hides in a corner until the queens and rooks thin
    /// out, then walks to the centre) rather than typed-in tables.
    ///
    /// ```swift
    /// Position.initial.evaluation  // 0: the start is symmetric
    /// ```
    /// - Complexity: O(number of pieces).
    public var evaluation: Int {
        let score = Evaluation.score(self, of: .white) - Evaluation.score(self, of: .black)
        return sideToMove == .white ? score : -score
    }
}

/// The values the evaluation and the move ordering share.
enum Evaluation {
    /// Material values by `PieceKind.rawValue`: pawn, knight, bishop, rook, queen, king.
    static let material: [Int] = [100, 320, 330, 500, 900, 0]

    /// Bonus for keeping both bishops.
    static let bishopPair = 30

    /// The non-pawn material of both sides at the start, minus the kings: the phase scale.
    static let openingPhase = 2 * (2 * 320 + 2 * 330 + 2 * 500 + 900)

    /// One side's material and placement, with the king's square weighted by the phase.
    static func score(_ position: Position, of side: Side) -> Int {
        let ours = position.bits(side)
        var total = 0
        for kind in [PieceKind.pawn, .knight, .bishop, .rook, .queen] {
            var pieces = position.bits(kind) & ours
            total += material[kind.rawValue] * pieces.nonzeroBitCount
            let table = kind.rawValue * 64
            while pieces != 0 {
                total += placement[table + relative(pieces.trailingZeroBitCount, side)]
                pieces &= pieces &- 1
            }
        }
        if (position.bishops & ours).nonzeroBitCount >= 2 { total += bishopPair }
        let king = relative((position.kings & ours).trailingZeroBitCount & 63, side)
        let phase = min(nonPawnMaterial(position), openingPhase)
        total +=
            (kingMiddlegame[king] * phase + kingEndgame[king] * (openingPhase - phase))
            / openingPhase
        return total
    }

    /// Knights, bishops, rooks and queens of both sides, in centipawns.
    static func nonPawnMaterial(_ position: Position) -> Int {
        position.knights.nonzeroBitCount * material[1] + position.bishops.nonzeroBitCount
            * material[2]
            + position.rooks.nonzeroBitCount * material[3] + position.queens.nonzeroBitCount
            * material[4]
    }

    /// The square seen from `side`'s own back rank: black's squares are mirrored vertically.
    static func relative(_ square: Int, _ side: Side) -> Int {
        side == .white ? square : square ^ 56
    }

    /// How central a square is: 3 on the four middle squares down to 0 on the edge.
    static func centrality(_ square: Int) -> Int {
        let file = square & 7
        let rank = square >> 3
        return min(file, 7 - file, rank, 7 - rank)
    }

    /// Placement bonuses by kind (64 squares each, pawns first), from the owner's side.
    static let placement: [Int] = {
        var table = [Int](repeating: 0, count: 6 * 64)
        let pawnAdvance = [0, 0, 4, 10, 22, 38, 60, 0]
        for square in 0..<64 {
            let file = square & 7
            let rank = square >> 3
            let central = centrality(square)
            let centreFile = file == 3 || file == 4
            table[square] = pawnAdvance[rank] + (centreFile && (rank == 3 || rank == 4) ? 12 : 0)
            table[64 + square] = central * 12 - 20
            table[128 + square] = central * 6 - 8 + (rank == 0 ? -6 : 0)
            table[192 + square] = (rank == 6 ? 18 : 0) + (file == 3 || file == 4 ? 4 : 0)
            table[256 + square] = central * 3 - 5
        }
        return table
    }()

    /// The king with queens and rooks on the board: safe on its back rank, in a corner.
    static let kingMiddlegame: [Int] = (0..<64).map { square in
        let file = square & 7
        let rank = square >> 3
        guard rank == 0 else { return -20 * min(rank, 3) }
        return [20, 25, 10, 0, 0, 10, 30, 20][file]
    }

    /// The king in the endgame: active in the centre.
    static let kingEndgame: [Int] = (0..<64).map { square in centrality(square) * 14 - 20 }
}
