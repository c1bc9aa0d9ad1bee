/// Told of each solution the search finds; returns whether to go on searching.
protocol SearchVisitor {
    /// `chosen` holds the candidate indices placed by the search, in placing order.
    mutating func visit(_ chosen: ArraySlice<Int>) -> Bool
}

/// The depth-first exact-cover search: fill the lowest free bit with each candidate that
/// covers it, skip placements that leave a region whose size is not a multiple of 5.
struct Search: Sendable {
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
    /// has no bounds checks: the unique 6 × 10 count plus a first 8x8-corners solution took
    /// 205 M instructions against 225 M with array subscripts (callgrind), about 9 % less.
    func run(free: UInt64, unused: Int, visitor: inout some SearchVisitor) -> Bool {
        layout.isGrid
            ? run(
                free: free, unused: unused, pruning: SmallHolePruning(layout: layout),
                visitor: &visitor)
            : run(
                free: free, unused: unused, pruning: NearbyRegionPruning(layout: layout),
                visitor: &visitor)
    }

    private func run(
        free: UInt64, unused: Int, pruning: some RegionPruning, visitor: inout some SearchVisitor
    ) -> Bool {
        table.start.withUnsafeBufferPointer { start in
            table.slotPieces.withUnsafeBufferPointer { slotPieces in
                table.entryMasks.withUnsafeBufferPointer { masks in
                    table.entryHalos.withUnsafeBufferPointer { halos in
                        table.entryCandidates.withUnsafeBufferPointer { candidates in
                            var walk = Walk(
                                pruning: pruning, runLength: table.runLength, start: start,
                                slotPieces: slotPieces, masks: masks, halos: halos,
                                candidates: candidates)
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

/// One search in progress over borrowed table storage.
private struct Walk<Pruning: RegionPruning> {
    let pruning: Pruning
    let runLength: Int
    let start: UnsafeBufferPointer<Int32>
    let slotPieces: UnsafeBufferPointer<Int32>
    let masks: UnsafeBufferPointer<UInt64>
    let halos: UnsafeBufferPointer<UInt64>
    let candidates: UnsafeBufferPointer<Int32>
    /// The candidates placed so far are `chosen[..<depth]`.
    var chosen = [Int](repeating: 0, count: PieceName.allCases.count)
    var depth = 0

    mutating func run(free: UInt64, unused: Int32, visitor: inout some SearchVisitor) -> Bool {
        if free == 0 { return visitor.visit(chosen[..<depth]) }
        let bit = free.trailingZeroBitCount
        let along = (free >> UInt64(bit + 1)) & 3
        let next = (free >> UInt64(bit + runLength - 1)) & 7
        let slot = bit &* CandidateTable.keyCount &+ Int(truncatingIfNeeded: along | next << 2)
        var pieces = unused & slotPieces[slot]
        while pieces != 0 {
            let piece = Int(truncatingIfNeeded: pieces.trailingZeroBitCount)
            let pieceBit = pieces & (0 &- pieces)
            pieces ^= pieceBit
            let group = slot &* 12 &+ piece
            var entry = Int(start[group])
            let end = Int(start[group &+ 1])
            while entry < end {
                let mask = masks[entry]
                entry &+= 1
                guard mask & free == mask else { continue }
                let rest = free ^ mask
                guard pruning.mayBeFillable(rest, halo: halos[entry &- 1]) else { continue }
                chosen[depth] = Int(candidates[entry &- 1])
                depth &+= 1
                let goOn = run(free: rest, unused: unused ^ pieceBit, visitor: &visitor)
                depth &-= 1
                if !goOn { return false }
            }
        }
        return true
    }
}

/// Counts solutions.
struct CountingVisitor: SearchVisitor {
    var count = 0
    mutating func visit(_ chosen: ArraySlice<Int>) -> Bool {
        count += 1
        return true
    }
}
