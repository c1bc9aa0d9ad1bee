/// The evaluation's pawn structure and king shelter terms, remembered by where the pawns
/// and kings stand: those change in few of the moves a search plays, and the terms cost
/// as much as the rest of the evaluation. A slot keeps the last pawns and kings that fell
/// into it; a different arrangement just computes the terms afresh, so the evaluation is
/// the same with or without the cache.
///
/// ```swift
/// var cache = PawnKingCache()
/// position.evaluation(plain: false, cache: &cache) == position.evaluation  // true
/// ```
struct PawnKingCache: Sendable {
    struct Entry: Sendable {
        /// White's pawns and black's; no real position has a pawn on every square, which
        /// marks an empty slot.
        var whitePawns: UInt64 = ~0
        var blackPawns: UInt64 = ~0
        var middlegame: Int32 = 0
        var endgame: Int32 = 0
        /// The white king's square, and the black king's times 64.
        var kings: UInt16 = 0
    }

    private var entries: [Entry]
    private let mask: Int

    /// A cache of `slots` entries (a power of two; 32 bytes each).
    init(slots: Int = 4_096) {
        entries = [Entry](repeating: Entry(), count: slots)
        mask = slots - 1
    }

    /// `Evaluation.pawnsAndKings(position)`, from the cache when it holds it.
    mutating func score(_ position: Position) -> Evaluation.Score {
        let whitePawns = position.pawns & position.white
        let blackPawns = position.pawns & position.black
        let kings = UInt16(
            truncatingIfNeeded: (position.kings & position.white).trailingZeroBitCount
                | (position.kings & position.black).trailingZeroBitCount << 6)
        var mixed = whitePawns ^ blackPawns &* 0x94D0_49BB_1331_11EB
        mixed ^= UInt64(kings) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ mixed >> 29) &* 0xBF58_476D_1CE4_E5B9
        let index = Int(truncatingIfNeeded: mixed >> 32) & mask
        let entry = entries[index]
        if entry.whitePawns == whitePawns && entry.blackPawns == blackPawns
            && entry.kings == kings
        {
            return Evaluation.Score(Int(entry.middlegame), Int(entry.endgame))
        }
        let score = Evaluation.pawnsAndKings(position)
        entries[index] = Entry(
            whitePawns: whitePawns, blackPawns: blackPawns,
            middlegame: Int32(truncatingIfNeeded: score.middlegame),
            endgame: Int32(truncatingIfNeeded: score.endgame), kings: kings)
        return score
    }
}
