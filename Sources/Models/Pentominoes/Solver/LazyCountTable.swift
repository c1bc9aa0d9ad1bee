/// The memoized count's table (`CountTable`'s words), made only once a count has searched
/// `statesBeforeTable` states without it.
///
/// Zeroing the table's 2 MB took about a third of the process time of the smallest counts
/// (`pentominoes solve 3x20 --count` searches about 4,700 states without a table, 1,300
/// with one), most of it the kernel's page faults. Until it exists the walk remembers
/// nothing; the count is exact either way, only larger searches are slower without it.
final class LazyCountTable {
    /// What the counting walk reads and changes, through a pointer (no exclusivity checks
    /// in the hot loop).
    struct State {
        /// The table's `1 << CountTable.slotBits` words, or nil before it is made.
        var words: UnsafeMutablePointer<UInt64>?
        /// States still to search before the table is made.
        var statesBeforeTable: Int
    }

    let state: UnsafeMutablePointer<State>

    /// A table made after `statesBeforeTable` states have been searched.
    init(statesBeforeTable: Int) {
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(words: nil, statesBeforeTable: statesBeforeTable))
    }

    deinit {
        state.pointee.words?.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Makes the table now, all slots empty.
    static func makeWords(in state: UnsafeMutablePointer<State>) {
        let count = 1 << CountTable.slotBits
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
        state.pointee.words = words
    }
}
