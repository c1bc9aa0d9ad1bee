/// The memoized count's table (`CountTable`'s words), made only once a count has searched
/// `statesBeforeTable` states without it; until then a small table of 4,096 slots serves.
///
/// Zeroing the table's 2 MB took about a third of the process time of the smallest counts
/// (`pentominoes solve 3x20 --count` and `13-holes` search about 1,300 states), most of it
/// the kernel's page faults. The small table keeps each state's free cells whole beside its
/// word (two words a slot, 64 KB), so its slot can be any part of the big table's. When the
/// big table is made, what the small one holds moves into it. A miss only means searching
/// again, so the count is exact either way.
final class LazyCountTable {
    /// What the counting walk reads and changes, through a pointer (no exclusivity checks
    /// in the hot loop).
    struct State {
        /// The table's `1 << CountTable.slotBits` words, or nil before it is made.
        var words: UnsafeMutablePointer<UInt64>?
        /// States still to search before the table is made.
        var statesBeforeTable: Int
        /// The small table: per slot, the state's free cells, then its `CountTable` word.
        let small: UnsafeMutablePointer<UInt64>
    }

    /// The number of slots of the small table.
    static let smallSlots = 1 << 12

    let state: UnsafeMutablePointer<State>

    /// A table made after `statesBeforeTable` states have been searched.
    init(statesBeforeTable: Int) {
        let small = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * Self.smallSlots)
        small.initialize(repeating: 0, count: 2 * Self.smallSlots)
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(
            to: State(words: nil, statesBeforeTable: statesBeforeTable, small: small))
    }

    deinit {
        state.pointee.words?.deallocate()
        state.pointee.small.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Makes the big table now, holding what the small one holds.
    static func makeWords(in state: UnsafeMutablePointer<State>) {
        let count = 1 << CountTable.slotBits
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
        let small = state.pointee.small
        for slot in 0..<smallSlots where small[2 * slot + 1] != 0 {
            let word = small[2 * slot + 1]
            let address = CountTable.address(
                of: small[2 * slot], unused: CountTable.pieces(in: word))
            words[address.index] = word
        }
        state.pointee.words = words
    }

    /// Where a state goes in the small table: the first of its two words.
    @inline(__always)
    static func smallSlot(of address: CountTable.Address) -> Int {
        (address.index & (smallSlots &- 1)) &* 2
    }
}
