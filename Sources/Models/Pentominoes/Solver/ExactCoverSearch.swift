/// Told of each solution the search finds; returns whether to go on searching.
protocol SearchVisitor {
    /// `chosen` holds the candidate indices placed by the search, in placing order.
    mutating func visit(_ chosen: ArraySlice<Int>) -> Bool
}

/// The depth-first exact-cover search: fill the lowest free bit with each candidate that
/// covers it, skip placements that leave a region whose size is not a multiple of 5, and
/// never search again a state (free cells, pieces left) already searched to no solution.
struct ExactCoverSearch: Sendable {
    let layout: BitLayout
    let table: CandidateTable

    init(layout: BitLayout, table: CandidateTable) {
        self.layout = layout
        self.table = table
    }

    /// Searches every way to cover `free` with the pieces of `unused` (bit i for piece i),
    /// telling `visitor` of each. Returns false when the visitor asked to stop.
    ///
    /// The recursion reads the table through unsafe buffer pointers, so the innermost loop
    /// has no bounds checks (about a tenth of the instructions of the hottest loop; see
    /// `PentominoesBenchmarks`).
    ///
    /// `deadEnds` remembers the states searched to no solution; pass the same table to
    /// several runs on one problem to share what they learn.
    func run(
        free: UInt64, unused: Int, visitor: inout some SearchVisitor, deadEnds: inout CountTable
    ) -> Bool {
        layout.isGrid
            ? run(
                free: free, unused: unused, pruning: SmallHolePruning(layout: layout),
                visitor: &visitor, deadEnds: &deadEnds)
            : run(
                free: free, unused: unused, pruning: NearbyRegionPruning(layout: layout),
                visitor: &visitor, deadEnds: &deadEnds)
    }

    private func run(
        free: UInt64, unused: Int, pruning: some RegionPruning, visitor: inout some SearchVisitor,
        deadEnds: inout CountTable
    ) -> Bool {
        deadEnds.withWords { deadEnds in
            table.start.withUnsafeBufferPointer { start in
                table.slotPieces.withUnsafeBufferPointer { slotPieces in
                    table.entryMasks.withUnsafeBufferPointer { masks in
                        table.entryHalos.withUnsafeBufferPointer { halos in
                            table.entryCandidates.withUnsafeBufferPointer { candidates in
                                var steps = [Step](
                                    repeating: Step(free: 0, piece: 0, candidate: 0),
                                    count: Step.perDepth * (PieceName.allCases.count + 1))
                                return steps.withUnsafeMutableBufferPointer { steps in
                                    var walk = Walk(
                                        pruning: pruning, runLength: table.runLength, start: start,
                                        slotPieces: slotPieces, masks: masks, halos: halos,
                                        candidates: candidates, deadEnds: deadEnds,
                                        steps: steps.baseAddress!)
                                    return walk.run(
                                        free: free, unused: Int32(truncatingIfNeeded: unused),
                                        visitor: &visitor)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One search in progress over borrowed table storage.
private struct Walk<Pruning: RegionPruning> {
    let pruning: Pruning
    let runLength: Int
    let start: UnsafeBufferPointer<Int32>
    let slotPieces: UnsafeBufferPointer<Int32>
    let masks: UnsafeBufferPointer<UInt64>
    let halos: UnsafeBufferPointer<UInt64>
    let candidates: UnsafeBufferPointer<Int32>
    /// States searched to no solution, filed as counts of 0 (`CountTable`).
    let deadEnds: UnsafeMutableBufferPointer<UInt64>
    /// The placements kept at each depth (`Step.perDepth` each).
    let steps: UnsafeMutablePointer<Step>
    /// The candidates placed so far are `chosen[..<depth]`.
    var chosen = [Int](repeating: 0, count: PieceName.allCases.count)
    var depth = 0
    /// Solutions reached so far, whatever the visitor made of them.
    var reached = 0

    mutating func run(free: UInt64, unused: Int32, visitor: inout some SearchVisitor) -> Bool {
        if free == 0 {
            reached &+= 1
            return visitor.visit(chosen[..<depth])
        }
        // As in `CountingWalk`, only states with a few pieces placed and a few left repeat
        // often enough to be worth remembering.
        let left = unused.nonzeroBitCount
        let remembers = left >= 2 && left <= 9
        var address = CountTable.Address(index: 0, tag: 0)
        if remembers {
            address = CountTable.address(of: free, unused: unused)
            if CountTable.count(in: deadEnds[address.index], for: address) == 0 { return true }
        }
        let reachedBefore = reached
        // As in `CountingWalk`: gather the placements kept, testing each candidate without
        // a branch where the pruning allows, then follow them in table order.
        let slot = CandidateTable.slot(of: free, runLength: runLength)
        var pieces = unused & slotPieces[slot]
        let first = depth &* Step.perDepth
        var end = first
        while pieces != 0 {
            let piece = Int(truncatingIfNeeded: pieces.trailingZeroBitCount)
            let pieceBit = pieces & (0 &- pieces)
            pieces ^= pieceBit
            let group = slot &* 12 &+ piece
            var entry = Int(start[group])
            let last = Int(start[group &+ 1])
            while entry < last {
                let mask = masks[entry]
                steps[end] = Step(free: free ^ mask, piece: pieceBit, candidate: candidates[entry])
                end &+= pruning.accepts(mask, on: free, halo: halos[entry]) ? 1 : 0
                entry &+= 1
            }
        }
        var step = first
        while step < end {
            let next = steps[step]
            chosen[depth] = Int(next.candidate)
            depth &+= 1
            let goOn = run(free: next.free, unused: unused ^ next.piece, visitor: &visitor)
            depth &-= 1
            if !goOn { return false }
            step &+= 1
        }
        if remembers && reached == reachedBefore {
            deadEnds[address.index] = CountTable.word(keeping: 0, for: address)
        }
        return true
    }
}

/// A placement kept by `Walk`, to follow.
private struct Step {
    /// Room for the placements kept at one depth: at most 63 candidates share a lowest cell.
    static let perDepth = 64

    /// The cells free after it.
    var free: UInt64
    /// The piece, as a bit.
    var piece: Int32
    /// Its candidate index.
    var candidate: Int32
}
