/// The memoized count's table: a fixed-size cache from a state (free cells, pieces left) to
/// its number of solutions, in one 64-bit word per slot.
///
/// The free cells are mixed by a bijection into `h`; the slot is chosen by the top bits of
/// `h` (mixed with the pieces left), and the slot keeps the other bits of `h`, the pieces
/// and the count. Two different states can never match: in one slot, with the same pieces,
/// the top bits of `h` are the same too, so all of `h` and hence the free cells are. Only
/// counts up to 63 fit; a larger one is simply not kept (a miss only means searching again,
/// and such states are few: the count stays exact either way).
///
/// One word per slot halves the memory of a plain (cells, pieces, count) slot, so more of
/// the table stays in the processor's caches: looking a state up was about a third of the
/// time of the unique 6 × 10 count.
struct CountTable {
    /// log2 of the number of slots: 2^18 slots, 2 MB.
    static let slotBits = 18
    /// The low bits of `h` kept in a slot.
    private static let keptBits = 64 - slotBits
    private static let kept: UInt64 = (1 << UInt64(keptBits)) - 1
    /// Pieces (12 bits) sit above the kept bits of `h`; the count above them.
    private static let countShift = UInt64(keptBits + 12)
    /// The largest count a slot holds.
    static let largestCount = (1 << (64 - keptBits - 12)) - 1

    private var words: [UInt64]

    /// An empty table. A zero word is empty: a remembered state always has pieces left.
    init() {
        words = [UInt64](repeating: 0, count: 1 << CountTable.slotBits)
    }

    /// Where a state goes, and what its slot holds when it holds that state.
    struct Address {
        /// The slot.
        let index: Int
        /// The word of the state with a count of 0.
        let tag: UInt64
    }

    /// The address of a state; `unused` must be nonzero and below 2^12.
    @inline(__always)
    static func address(of free: UInt64, unused: Int32) -> Address {
        // A bijection of 64-bit words: multiplying by an odd number, then xor-shifting.
        var h = free &* 0x9E37_79B9_7F4A_7C15
        h ^= h &>> 29
        let pieces = UInt64(UInt32(bitPattern: unused))
        let index =
            (h &>> UInt64(keptBits)) ^ ((pieces &* 0xC2B2_AE3D_27D4_EB4F) &>> UInt64(keptBits))
        return Address(
            index: Int(truncatingIfNeeded: index), tag: h & kept | pieces &<< UInt64(keptBits))
    }

    /// Runs `body` with the table's words borrowed for the search.
    mutating func withWords<Result>(_ body: (UnsafeMutableBufferPointer<UInt64>) -> Result)
        -> Result
    {
        words.withUnsafeMutableBufferPointer { words in body(words) }
    }

    /// The count kept in a slot's word for the state of `address`, or nil.
    @inline(__always)
    static func count(in word: UInt64, for address: Address) -> Int? {
        word & ~(UInt64.max &<< countShift) == address.tag ? Int(word &>> countShift) : nil
    }

    /// The pieces (`unused`) of the state a nonzero word keeps.
    static func pieces(in word: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: (word &>> UInt64(keptBits)) & 0xFFF)
    }

    /// The word that keeps `count` (at most `largestCount`) for the state of `address`.
    @inline(__always)
    static func word(keeping count: Int, for address: Address) -> UInt64 {
        address.tag | UInt64(truncatingIfNeeded: count) &<< countShift
    }
}
