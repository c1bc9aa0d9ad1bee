/// Counts solutions with a transposition table: the number of ways to finish depends only
/// on the free cells and the pieces left, and many orders of placing pieces reach the same
/// free cells with the same pieces left, so each such state is searched once.
///
/// The table (`CountTable`) is a fixed-size cache (a new state overwrites the one in its
/// slot), so memory stays bounded and the count stays exact: a miss only means searching
/// again. A state is filed under the smaller of its free cells and their reflection across
/// the runs (`RunReflection`), which have the same count.
struct MemoizedCount {
    private let search: ExactCoverSearch
    private let table: LazyCountTable
    /// Room for the states gathered at each depth of the walk (12 pieces, 13 depths).
    private var next = [NextState](
        repeating: NextState(free: 0, image: 0, piece: 0), count: NextState.perDepth * 13)

    /// Per entry of the candidate table: the reflection of its cells, so that the search
    /// keeps the reflection of the free cells with one `^` per piece instead of computing
    /// it afresh at each state.
    private let images: [UInt64]

    /// States searched before the big table is made (`LazyCountTable`): well above the
    /// 3 × 20 and 13-holes counts (about 1,300 states each), well below the next smallest
    /// (4 × 15, about 19,000).
    static let statesBeforeTable = 6_000

    /// A counter for `search`'s problem that makes its table after `statesBeforeTable`
    /// states (tests vary it; the count is the same).
    init(_ search: ExactCoverSearch, statesBeforeTable: Int = MemoizedCount.statesBeforeTable) {
        self.search = search
        table = LazyCountTable(statesBeforeTable: statesBeforeTable)
        let table = search.table
        let reflection = search.layout.reflection
        let candidateImages = table.masks.map { mask in reflection.image(of: mask) }
        images = table.entryCandidates.map { candidate in candidateImages[Int(candidate)] }
    }

    /// The number of ways to cover `free` with the pieces of `unused`.
    mutating func count(free: UInt64, unused: Int) -> Int {
        let layout = search.layout
        return layout.isGrid
            ? count(free: free, unused: unused, pruning: SmallHolePruning(layout: layout))
            : count(free: free, unused: unused, pruning: NearbyRegionPruning(layout: layout))
    }

    private mutating func count(free: UInt64, unused: Int, pruning: some RegionPruning) -> Int {
        let table = search.table
        let reflection = search.layout.reflection
        return table.start.withUnsafeBufferPointer { start in
            table.slotPieces.withUnsafeBufferPointer { slotPieces in
                table.entryMasks.withUnsafeBufferPointer { masks in
                    table.entryHalos.withUnsafeBufferPointer { halos in
                        images.withUnsafeBufferPointer { images in
                            next.withUnsafeMutableBufferPointer { next in
                                let walk = CountingWalk(
                                    pruning: pruning, runLength: table.runLength, start: start,
                                    slotPieces: slotPieces, masks: masks, halos: halos,
                                    images: images, table: self.table.state,
                                    next: next.baseAddress!)
                                return walk.count(
                                    free: free, image: reflection.image(of: free),
                                    unused: Int32(truncatingIfNeeded: unused),
                                    left: unused.nonzeroBitCount, depth: 0)
                            }
                        }
                    }
                }
            }
        }
    }
}
