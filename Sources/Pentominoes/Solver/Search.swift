/// Told of each solution the search finds; returns whether to go on searching.
protocol SearchVisitor {
    /// `chosen` holds the candidate indices placed by the search, in placing order.
    mutating func visit(_ chosen: [Int]) -> Bool
}

/// The depth-first exact-cover search: fill the lowest free bit with each candidate that
/// covers it, skip placements that leave a region whose size is not a multiple of 5.
struct Search: Sendable {
    let layout: BitLayout
    let table: CandidateTable
    /// The candidates placed so far, in order.
    private(set) var chosen: [Int] = []

    init(layout: BitLayout, table: CandidateTable) {
        self.layout = layout
        self.table = table
        chosen.reserveCapacity(PieceName.allCases.count)
    }

    /// Searches every way to cover `free` with the pieces of `unused` (bit i for piece i),
    /// telling `visitor` of each. Returns false when the visitor asked to stop.
    mutating func run(free: UInt64, unused: Int, visitor: inout some SearchVisitor) -> Bool {
        if free == 0 { return visitor.visit(chosen) }
        let bit = free.trailingZeroBitCount
        var candidate = table.start[bit]
        let end = table.start[bit + 1]
        while candidate < end {
            defer { candidate += 1 }
            let piece = table.pieces[candidate]
            guard unused & (1 << piece) != 0 else { continue }
            let mask = table.masks[candidate]
            guard mask & free == mask else { continue }
            let rest = free ^ mask
            guard layout.regionsAreFillable(around: mask, free: rest) else { continue }
            chosen.append(candidate)
            let goOn = run(free: rest, unused: unused & ~(1 << piece), visitor: &visitor)
            chosen.removeLast()
            if !goOn { return false }
        }
        return true
    }
}

/// Counts solutions.
struct CountingVisitor: SearchVisitor {
    var count = 0
    mutating func visit(_ chosen: [Int]) -> Bool {
        count += 1
        return true
    }
}
