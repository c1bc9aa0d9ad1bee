/// Counting in parts that threads can share: each part is a placement of the symmetry
/// split's pivot and a placement of the piece that fills the next cell after it, so a
/// board has dozens to hundreds of parts and two threads finish together. A thread keeps
/// one `PartCounter` for all its parts, so what it learns on one part (the memoized counts
/// of states) serves the next.
///
/// ```swift
/// let solver = Solver(board: .builtIn(.sixByTen))
/// let plan = solver.countingPlan()
/// var counter = solver.makePartCounter()
/// let parts = plan.parts.map { solver.count($0, in: plan, using: &counter) }
/// Solver.PartCount.total(parts)   // (all: 9356, unique: 2339)
/// ```
extension Solver {
    /// The parts of a count, from `countingPlan()`.
    public struct CountingPlan: Sendable {
        /// The parts, in search order.
        public let parts: [Part]
        let split: SymmetrySplit?
    }

    /// One part: the pivot's start (none when the problem has no symmetry) and the
    /// candidate placed at the next free cell.
    public struct Part: Sendable {
        let start: Int?
        let next: Int
        /// Whether this part also counts the solutions its start's stabilizer fixes
        /// (one part per start does).
        let carriesFixed: Bool
    }

    /// What one part adds to the counts.
    public struct PartCount: Sendable, Equatable {
        /// Solutions, symmetric copies included.
        public var all: Int
        /// The part's share of the unique count times `order`: only the parts of one start
        /// together make a multiple of it (Burnside's lemma).
        var weightedUnique: Int
        /// The size of the start's stabilizer, the identity included.
        var order: Int

        /// The counts of a whole plan's parts added up.
        public static func total(_ parts: [PartCount]) -> (all: Int, unique: Int) {
            // A stabilizer has at most 8 symmetries (those of a square).
            var weighted = [Int](repeating: 0, count: 9)
            var all = 0
            for part in parts {
                all += part.all
                weighted[part.order] += part.weightedUnique
            }
            var unique = 0
            for order in 1..<weighted.count { unique += weighted[order] / order }
            return (all, unique)
        }
    }

    /// A thread's memory of counted states, for `count(_:in:using:)`.
    public struct PartCounter {
        var counter: MemoizedCount?
    }

    /// A counter for one thread.
    public func makePartCounter() -> PartCounter {
        PartCounter(
            counter: cover.map {
                MemoizedCount(ExactCoverSearch(layout: $0.layout, table: $0.table))
            })
    }

    /// The parts of this problem's count.
    ///
    /// Complexity: O(starts × candidates).
    public func countingPlan() -> CountingPlan {
        guard let cover else { return CountingPlan(parts: [], split: nil) }
        guard cover.symmetries.count > 1 else {
            let parts = nextPlacements(free: cover.free, unused: cover.unused).map { next in
                Part(start: nil, next: next, carriesFixed: false)
            }
            return CountingPlan(parts: parts, split: nil)
        }
        let split = SymmetrySplit(cover)
        var parts: [Part] = []
        for (index, start) in split.starts.enumerated() {
            let mask = cover.table.masks[start.candidate]
            let free = cover.free ^ mask
            guard cover.layout.regionsAreFillable(around: mask, free: free) else { continue }
            let unused = cover.unused & ~(1 << split.pivot.index)
            for (order, next) in nextPlacements(free: free, unused: unused).enumerated() {
                parts.append(Part(start: index, next: next, carriesFixed: order == 0))
            }
        }
        return CountingPlan(parts: parts, split: split)
    }

    /// Counts one part of `plan`.
    ///
    /// Complexity: exponential; all the parts together cost about one `solutionCounts()`.
    public func count(_ part: Part, in plan: CountingPlan, using counter: inout PartCounter)
        -> PartCount
    {
        guard let cover, var memo = counter.counter else {
            return PartCount(all: 0, weightedUnique: 0, order: 1)
        }
        defer { counter.counter = memo }
        var free = cover.free
        var unused = cover.unused
        var classSize = 1
        var stabilizer: [Int] = []
        if let index = part.start, let split = plan.split {
            let start = split.starts[index]
            free ^= cover.table.masks[start.candidate]
            unused &= ~(1 << split.pivot.index)
            classSize = start.classSize
            stabilizer = start.stabilizer
        }
        var fixed = 0
        if part.carriesFixed {
            for symmetry in stabilizer {
                fixed += SymmetricSolutions(cover, symmetry: symmetry, free: free, unused: unused)
                    .count(free: free, unused: unused)
            }
        }
        let mask = cover.table.masks[part.next]
        let count = memo.count(
            free: free ^ mask, unused: unused & ~(1 << cover.table.pieces[part.next]))
        return PartCount(
            all: classSize * count, weightedUnique: count + fixed, order: stabilizer.count + 1)
    }

    /// The candidates of the pieces in `unused` that fill the lowest cell of `free` and fit.
    private func nextPlacements(free: UInt64, unused: Int) -> [Int] {
        guard let cover, free != 0 else { return [] }
        let lowest = free.trailingZeroBitCount
        return cover.table.masks.indices.filter { candidate in
            let mask = cover.table.masks[candidate]
            return unused & (1 << cover.table.pieces[candidate]) != 0 && mask & ~free == 0
                && mask.trailingZeroBitCount == lowest
        }
    }
}
