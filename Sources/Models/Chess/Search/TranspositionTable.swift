/// What the search learnt about positions it has finished, kept by key so that a position
/// reached again (by another order of moves, or in the next iteration) is not searched
/// again: its score bound and its best move.
///
/// A fixed number of slots; a new entry replaces the old one in its slot unless the old one
/// was searched deeper in the same search. Create one per game (or per search) and pass it
/// from search to search to keep what it knows.
///
/// ```swift
/// var table = TranspositionTable(megabytes: 16)
/// var search = Search(game: game, level: .strong, table: table)
/// search.run(nodeBudget: .max)
/// table = search.table   // hand it to the next search
/// ```
public struct TranspositionTable: Sendable {
    /// Which side of the true score a stored score lies on.
    enum Bound: UInt8, Sendable {
        case exact, lower, upper
    }

    struct Entry: Sendable {
        var key: UInt64 = 0
        var score: Int32 = 0
        var move: UInt16 = 0
        var depth: Int8 = -1
        var bound: Bound = .exact
    }

    private var entries: [Entry]
    private let mask: Int

    /// A table of about `megabytes` MiB (at least 1 MiB's worth of slots; rounded down to a
    /// power of two slots).
    public init(megabytes: Int) {
        let wanted = max(min(megabytes, 4_096), 1) * 1_048_576 / 16
        var slots = 1
        while slots * 2 <= wanted { slots *= 2 }
        entries = [Entry](repeating: Entry(), count: slots)
        mask = slots - 1
    }

    /// The number of slots.
    public var capacity: Int { entries.count }

    /// Forgets everything (a new game).
    public mutating func clear() {
        for index in entries.indices { entries[index] = Entry() }
    }

    func probe(_ key: UInt64) -> Entry? {
        let entry = entries[Int(truncatingIfNeeded: key) & mask]
        return entry.key == key && entry.depth >= 0 ? entry : nil
    }

    mutating func store(_ key: UInt64, depth: Int, score: Int, bound: Bound, move: Move?) {
        let index = Int(truncatingIfNeeded: key) & mask
        let old = entries[index]
        if old.key == key && Int(old.depth) > depth && bound != .exact { return }
        entries[index] = Entry(
            key: key, score: Int32(clamping: score),
            move: move?.raw ?? (old.key == key ? old.move : 0),
            depth: Int8(clamping: max(depth, 0)), bound: bound)
    }
}
