extension Position {
    /// A static judgement of the position for the side to move, in centipawns. Positive
    /// favours the side to move.
    ///
    /// A tapered evaluation: each term has a middlegame and an endgame value, blended by how
    /// much material is left. The terms: material, where each piece stands, how many squares
    /// each piece reaches (mobility), pawn structure (doubled, isolated and passed pawns),
    /// rooks on open files, the bishop pair, and the king's safety (its pawn shield and the
    /// enemy pieces bearing on the squares around it). The placement values come from
    /// simple rules (knights like the centre, pawns like to advance, the king hides in a
    /// corner until the heavy pieces thin out) rather than typed-in tables.
    ///
    /// ```swift
    /// Position.initial.evaluation  // 0: the start is symmetric
    /// ```
    /// - Complexity: O(number of pieces).
    public var evaluation: Int { evaluation(plain: false) }

    /// The evaluation, or with `plain` only its material and placement terms (what a
    /// beginner counts: the weakest level plays with it).
    func evaluation(plain: Bool) -> Int {
        var score = Evaluation.Score()
        score += Evaluation.side(self, .white, plain: plain)
        score -= Evaluation.side(self, .black, plain: plain)
        if !plain { score += Evaluation.pawnsAndKings(self) }
        return blend(score)
    }

    /// The evaluation, with the pawn structure and king shelter terms read from `cache`
    /// when these pawns and kings were seen before: the same value as `evaluation(plain:)`.
    func evaluation(plain: Bool, cache: inout PawnKingCache) -> Int {
        var score = Evaluation.Score()
        score += Evaluation.side(self, .white, plain: plain)
        score -= Evaluation.side(self, .black, plain: plain)
        if !plain { score += cache.score(self) }
        return blend(score)
    }

    /// A white-positive score blended by the phase, from the side to move's view.
    private func blend(_ score: Evaluation.Score) -> Int {
        let phase = min(Evaluation.phase(self), Evaluation.fullPhase)
        let blended =
            (score.middlegame * phase + score.endgame * (Evaluation.fullPhase - phase))
            / Evaluation.fullPhase
        return sideToMove == .white ? blended : -blended
    }
}

/// The terms of the evaluation and the values the move ordering shares.
enum Evaluation {
    /// A middlegame and an endgame value, blended by the phase.
    struct Score {
        var middlegame = 0
        var endgame = 0

        init(_ middlegame: Int = 0, _ endgame: Int = 0) {
            self.middlegame = middlegame
            self.endgame = endgame
        }

        // Wrapping arithmetic: every term is a few thousand at most, and the evaluation
        // adds a few dozen of them per position, so no sum comes near overflowing.
        static func += (lhs: inout Score, rhs: Score) {
            lhs.middlegame &+= rhs.middlegame
            lhs.endgame &+= rhs.endgame
        }

        static func -= (lhs: inout Score, rhs: Score) {
            lhs.middlegame &-= rhs.middlegame
            lhs.endgame &-= rhs.endgame
        }

        static func * (lhs: Score, rhs: Int) -> Score {
            Score(lhs.middlegame * rhs, lhs.endgame * rhs)
        }
    }

    /// Material values by `PieceKind.rawValue` (pawn … king) for move ordering and pruning.
    static let material: [Int] = [100, 320, 330, 500, 950, 0]
    static let middlegameMaterial: [Int] = [90, 320, 335, 480, 980, 0]
    static let endgameMaterial: [Int] = [115, 300, 315, 530, 960, 0]

    /// The phase of the start position: knights and bishops count 1, rooks 2, queens 4.
    static let fullPhase = 24

    static func phase(_ position: Position) -> Int {
        (position.knights | position.bishops).nonzeroBitCount + 2
            * position.rooks.nonzeroBitCount + 4 * position.queens.nonzeroBitCount
    }

    /// Every term for one side's pieces but the pawn structure and king shelter (which
    /// depend on pawns and kings only: `pawnsAndKings`).
    static func side(_ position: Position, _ side: Side, plain: Bool = false) -> Score {
        let ours = position.bits(side)
        let theirs = position.bits(side.opponent)
        let occupied = ours | theirs
        let ourPawns = position.pawns & ours
        let theirPawns = position.pawns & theirs
        let tables = AttackTables.shared
        let enemyKing = (position.kings & theirs).trailingZeroBitCount & 63
        let kingZone = tables.king(enemyKing) | 1 << UInt64(enemyKing)
        // Squares enemy pawns guard are not counted as mobility.
        let unsafe = pawnAttacks(theirPawns, by: side.opponent)
        // Squares are read from the owner's side: black's mirrored.
        let flip = side == .white ? 0 : 56
        // Read once here rather than at every piece (each read of a global checks that it
        // has been initialised).
        let values = pieceValues
        let mobilityValues = mobilityValues
        let attackWeight = attackWeight
        var score = Score()
        var kingAttack = 0
        var attackers = 0

        var pawns = ourPawns
        while pawns != 0 {
            score += values[pawns.trailingZeroBitCount ^ flip]
            pawns &= pawns &- 1
        }
        var pieces = ours & ~position.pawns & ~position.kings
        while pieces != 0 {
            let square = pieces.trailingZeroBitCount
            let bit = pieces & (0 &- pieces)
            pieces ^= bit
            let kind: PieceKind =
                position.knights & bit != 0
                ? .knight
                : position.bishops & bit != 0 ? .bishop : position.rooks & bit != 0 ? .rook : .queen
            score += values[kind.rawValue &* 64 &+ (square ^ flip)]
            guard !plain else { continue }
            let reach: UInt64
            switch kind {
            case .knight: reach = tables.knight(square)
            case .bishop: reach = tables.bishop(square, occupied)
            case .rook: reach = tables.rook(square, occupied)
            default: reach = tables.bishop(square, occupied) | tables.rook(square, occupied)
            }
            let moves = (reach & ~ours & ~unsafe).nonzeroBitCount
            score += mobilityValues[kind.rawValue &* 32 &+ moves]
            if reach & kingZone != 0 {
                attackers += 1
                kingAttack += (reach & kingZone).nonzeroBitCount * attackWeight[kind.rawValue]
            }
            if kind == .rook {
                let file = File.a << UInt64(square & 7)
                if file & ourPawns == 0 {
                    score += file & theirPawns == 0 ? Score(30, 12) : Score(14, 6)
                }
            }
        }
        let king = (position.kings & ours).trailingZeroBitCount & 63
        score += values[320 + (king ^ flip)]
        if plain { return score }
        if (position.bishops & ours).nonzeroBitCount >= 2 { score += Score(28, 52) }
        // The attack on the enemy king counts once two pieces join it, and grows faster than
        // the number of pieces: one piece near a king is rarely dangerous, three usually are.
        if attackers >= 2 && position.queens & ours != 0 {
            score += Score(min(kingAttack * kingAttack / 6, 600), 0)
        }
        return score
    }

    /// The pawn structure and king shelter terms, white's less black's.
    static func pawnsAndKings(_ position: Position) -> Score {
        let white = position.pawns & position.white
        let black = position.pawns & position.black
        var score = pawnStructure(white, black, .white)
        score += kingShelter(position, .white, white, black)
        score -= pawnStructure(black, white, .black)
        score -= kingShelter(position, .black, black, white)
        return score
    }

    /// Doubled, isolated and passed pawns.
    static func pawnStructure(_ ours: UInt64, _ theirs: UInt64, _ side: Side) -> Score {
        var score = Score()
        let spans = forwardSpans
        let base = side == .white ? 0 : 64
        var pawns = ours
        while pawns != 0 {
            let square = pawns.trailingZeroBitCount
            pawns &= pawns &- 1
            let file = square & 7
            let fileMask = File.a << UInt64(file)
            let neighbours = adjacentFiles[file]
            if ours & neighbours == 0 { score += Score(-12, -18) }
            let ahead = spans[base &+ square]
            if ahead & fileMask & ours != 0 { score += Score(-10, -22) }
            if ahead & (fileMask | neighbours) & theirs == 0 && ahead & fileMask & ours == 0 {
                let rank = side == .white ? square >> 3 : 7 - square >> 3
                score += Score(passedMiddlegame[rank], passedEndgame[rank])
            }
        }
        return score
    }

    /// The king's pawn shield in the middlegame: pawns just in front of it, and no open
    /// file beside it.
    static func kingShelter(_ position: Position, _ side: Side, _ ours: UInt64, _ theirs: UInt64)
        -> Score
    {
        let king = (position.kings & position.bits(side)).trailingZeroBitCount & 63
        let file = king & 7
        let files = adjacentFiles[file] | File.a << UInt64(file)
        let span = forwardSpan(king, side)
        let rank = side == .white ? king >> 3 : 7 - king >> 3
        guard rank <= 1 else { return Score(-30, 0) }
        let near = span & files & (side == .white ? 0x0000_0000_00FF_FF00 : 0x00FF_FF00_0000_0000)
        var score = Score(min((near & ours).nonzeroBitCount, 3) * 14, 0)
        var open = files
        while open != 0 {
            let column = File.a << UInt64(open.trailingZeroBitCount & 7)
            open &= ~column
            if column & ours == 0 { score += Score(column & theirs == 0 ? -22 : -12, 0) }
        }
        return score
    }

    /// The squares pawns of `side` on `pawns` attack.
    static func pawnAttacks(_ pawns: UInt64, by side: Side) -> UInt64 {
        let notA = ~File.a
        let notH = ~File.h
        return side == .white
            ? (pawns & notA) << 7 | (pawns & notH) << 9 : (pawns & notA) >> 9 | (pawns & notH) >> 7
    }

    /// `forwardSpan` of every square, white's then black's.
    static let forwardSpans: [UInt64] =
        (0..<64).map { forwardSpan($0, .white) } + (0..<64).map { forwardSpan($0, .black) }

    /// The squares in front of `square` from `side`'s view, on its file and both neighbours.
    static func forwardSpan(_ square: Int, _ side: Side) -> UInt64 {
        let rank = square >> 3
        let files = adjacentFiles[square & 7] | File.a << UInt64(square & 7)
        if side == .white {
            return rank == 7 ? 0 : files & (UInt64.max << UInt64(8 * (rank + 1)))
        }
        return rank == 0 ? 0 : files & (UInt64.max >> UInt64(8 * (8 - rank)))
    }

    static let adjacentFiles: [UInt64] = (0..<8).map { (file: Int) -> UInt64 in
        let left: UInt64 = file > 0 ? File.a << UInt64(file - 1) : 0
        let right: UInt64 = file < 7 ? File.a << UInt64(file + 1) : 0
        return left | right
    }

    static let passedMiddlegame = [0, 4, 8, 14, 28, 50, 80, 0]
    static let passedEndgame = [0, 10, 18, 34, 60, 100, 150, 0]
    static let mobility: [Score] = [
        Score(), Score(4, 4), Score(5, 5), Score(2, 5), Score(1, 3), Score(),
    ]
    static let typicalMobility = [0, 4, 6, 6, 12, 0]
    /// The mobility term by kind (32 entries each) and number of squares reached.
    static let mobilityValues: [Score] = (0..<6 * 32).map { index in
        mobility[index / 32] * (index % 32 - typicalMobility[index / 32])
    }
    static let attackWeight = [0, 2, 2, 3, 5, 0]

    /// How central a square is: 3 on the four middle squares down to 0 on the edge.
    static func centrality(_ square: Int) -> Int {
        let file = square & 7
        let rank = square >> 3
        return min(file, 7 - file, rank, 7 - rank)
    }

    /// Material and placement together, by kind (64 squares each, pawns first), from the
    /// owner's side of the board.
    static let pieceValues: [Score] = (0..<6 * 64).map { index in
        var value = placement[index]
        value += Score(middlegameMaterial[index / 64], endgameMaterial[index / 64])
        return value
    }

    /// Placement by kind (64 squares each, pawns first), from the owner's side of the board.
    static let placement: [Score] = {
        var table = [Score](repeating: Score(), count: 6 * 64)
        let pawnMiddlegame = [0, 0, 2, 6, 14, 26, 45, 0]
        let pawnEndgame = [0, 0, 4, 10, 20, 36, 60, 0]
        let kingShelter = [20, 28, 12, 0, 0, 8, 30, 18]
        for square in 0..<64 {
            let file = square & 7
            let rank = square >> 3
            let central = centrality(square)
            let centreFile = file == 3 || file == 4
            table[square] = Score(
                pawnMiddlegame[rank] + (centreFile && (rank == 3 || rank == 4) ? 14 : 0)
                    + (centreFile && rank == 1 ? -8 : 0),
                pawnEndgame[rank])
            table[64 + square] = Score(central * 12 - 22, central * 8 - 14)
            table[128 + square] = Score(central * 6 - 8 + (rank == 0 ? -8 : 0), central * 4 - 6)
            table[192 + square] = Score((rank == 6 ? 16 : 0) + (centreFile ? 5 : 0), 0)
            table[256 + square] = Score(central * 3 - 5 + (rank == 0 ? 0 : -4), central * 6 - 9)
            table[320 + square] = Score(
                rank == 0 ? kingShelter[file] : -18 * min(rank, 3), central * 14 - 22)
        }
        return table
    }()
}
