/// The recursion of `MemoizedCount`, over storage it borrows (unsafe pointers, as in
/// `ExactCoverSearch.run`: the innermost loop has no bounds checks).
///
/// At each state it first gathers the states one piece further (`NextState`), testing every
/// candidate of the lowest free cell without a branch where the pruning allows
/// (`RegionPruning.accepts`), then counts each of them.
struct CountingWalk<Pruning: RegionPruning> {
    let pruning: Pruning
    let runLength: Int
    let start: UnsafeBufferPointer<Int32>
    let slotPieces: UnsafeBufferPointer<Int32>
    let masks: UnsafeBufferPointer<UInt64>
    let halos: UnsafeBufferPointer<UInt64>
    /// Per entry: the reflection of its cells (`MemoizedCount.images`).
    let images: UnsafeBufferPointer<UInt64>
    /// The table's words once made (`LazyCountTable`).
    let table: UnsafeMutablePointer<LazyCountTable.State>
    /// The states gathered at depth d are at `d * NextState.perDepth` and on.
    let next: UnsafeMutablePointer<NextState>

    /// The number of ways to cover `free` with the pieces of `unused` (`left` of them),
    /// `depth` pieces after the start; `image` is the reflection of `free`, kept up to date
    /// piece by piece.
    func count(free: UInt64, image: UInt64, unused: Int32, left: Int, depth: Int) -> Int {
        if free == 0 { return 1 }
        var words = table.pointee.words
        if words == nil {
            table.pointee.statesBeforeTable &-= 1
            if table.pointee.statesBeforeTable < 0 {
                LazyCountTable.makeWords(in: table)
                words = table.pointee.words
            }
        }
        // Only states with a few pieces placed and a few left repeat often enough.
        let remembers = left >= 2 && left <= 9
        var address = CountTable.Address(index: 0, tag: 0)
        // A state and its reflection have the same count, so they share a slot, and
        // one found under either is not searched again.
        let key = min(free, image)
        if remembers {
            address = CountTable.address(of: key, unused: unused)
            if let words {
                if let count = CountTable.count(in: words[address.index], for: address) {
                    return count
                }
            } else {
                let slot = LazyCountTable.smallSlot(of: address)
                let small = table.pointee.small
                if small[slot] == key,
                    let count = CountTable.count(in: small[slot &+ 1], for: address)
                {
                    return count
                }
            }
        }
        let slot = CandidateTable.slot(of: free, runLength: runLength)
        var pieces = unused & slotPieces[slot]
        let first = depth &* NextState.perDepth
        var end = first
        while pieces != 0 {
            let piece = Int(truncatingIfNeeded: pieces.trailingZeroBitCount)
            let pieceBit = pieces & (0 &- pieces)
            pieces ^= pieceBit
            let group = slot &* 12 &+ piece
            var entry = Int(start[group])
            let last = Int(start[group &+ 1])
            while entry < last {
                // Written whether kept or not; only a kept one moves `end` on.
                let mask = masks[entry]
                next[end] = NextState(
                    free: free ^ mask, image: image ^ images[entry], piece: pieceBit)
                end &+= pruning.accepts(mask, on: free, halo: halos[entry]) ? 1 : 0
                entry &+= 1
            }
        }
        var total = 0
        var state = first
        while state < end {
            let after = next[state]
            total &+= count(
                free: after.free, image: after.image, unused: unused ^ after.piece,
                left: left &- 1, depth: depth &+ 1)
            state &+= 1
        }
        if remembers && total <= CountTable.largestCount {
            let word = CountTable.word(keeping: total, for: address)
            if let words = table.pointee.words {
                words[address.index] = word
            } else {
                let slot = LazyCountTable.smallSlot(of: address)
                table.pointee.small[slot] = key
                table.pointee.small[slot &+ 1] = word
            }
        }
        return total
    }
}

/// A state one piece further, found by `CountingWalk`.
struct NextState {
    /// Room for the states one piece further from one state: at most 63, one per
    /// orientation of each piece with the lowest free cell as its own lowest.
    static let perDepth = 64

    var free: UInt64
    var image: UInt64
    /// The piece placed, as a bit.
    var piece: Int32
}
