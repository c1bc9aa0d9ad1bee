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
        /// White's pawns, black's pawns, and both kings; no real position has a pawn on
        /// every square, which marks an empty slot.
        var whitePawns: UInt64 = ~0
        var blackPawns: UInt64 = ~0
        var whiteKing: UInt64 = 0
        var blackKing: UInt64 = 0
        var score = Evaluation.Score()
    }

    private var entries: [Entry]
    private let mask: Int

    /// A cache of `slots` entries (a power of two; 48 bytes each).
    init(slots: Int = 4_096) {
        entries = [Entry](repeating: Entry(), count: slots)
        mask = slots - 1
    }

    /// `Evaluation.pawnsAndKings(position)`, from the cache when it holds it.
    mutating func score(_ position: Position) -> Evaluation.Score {
        let whitePawns = position.pawns & position.white
        let blackPawns = position.pawns & position.black
        let whiteKing = position.kings & position.white
        let blackKing = position.kings & position.black
        var mixed = whitePawns ^ blackPawns &* 0x94D0_49BB_1331_11EB
        mixed ^= (whiteKing | blackKing) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ mixed >> 29) &* 0xBF58_476D_1CE4_E5B9
        let index = Int(truncatingIfNeeded: mixed >> 32) & mask
        let entry = entries[index]
        if entry.whitePawns == whitePawns && entry.blackPawns == blackPawns
            && entry.whiteKing == whiteKing && entry.blackKing == blackKing
        {
            return entry.score
        }
        let score = Evaluation.pawnsAndKings(position)
        entries[index] = Entry(
            whitePawns: whitePawns, blackPawns: blackPawns, whiteKing: whiteKing,
            blackKing: blackKing, score: score)
        return score
    }
}
