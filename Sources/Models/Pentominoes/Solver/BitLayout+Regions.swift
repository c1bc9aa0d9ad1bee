/// Regions of free cells: the pruning that skips placements which cut off a region no set of
/// pentominoes can fill (its size is not a multiple of 5).
extension BitLayout {
    /// Whether `free` holds a cell with no free neighbour, or two free neighbours with no
    /// other free neighbour: a cut-off region of 1 or 2 cells. Grid layouts only (the
    /// neighbours are bit shifts).
    ///
    /// Computed for every cell at once by shifting the whole board, with no loop, which is
    /// why it is used instead of flooding the regions next to each placed piece
    /// (`regionsAreFillable(touching:free:)`): it catches fewer dead ends (not regions of
    /// 3, 4 or 6 to 9 cells) but costs far less per node.
    @inline(__always)
    func hasSmallHole(in free: UInt64) -> Bool {
        let h = UInt64(truncatingIfNeeded: runLength)
        // For each direction, the free cells whose neighbour that way is free.
        let nextAlong = (free &>> 1) & notRunEnd
        let previousAlong = (free &<< 1) & notRunStart
        let nextRun = free &>> h
        let previousRun = free &<< h
        let along = nextAlong | previousAlong
        let across = nextRun | previousRun
        let alone = free & ~(along | across)
        // Cells with at most one free neighbour; two such cells side by side are a pair
        // cut off from everything else.
        let atMostOne =
            free & ~((nextAlong & previousAlong) | (nextRun & previousRun) | (along & across))
        let pairs =
            (atMostOne & (atMostOne &>> 1) & nextAlong) | (atMostOne & (atMostOne &>> h) & nextRun)
        return alone | pairs != 0
    }

    /// The region of `free` connected to `seed` by edges (`seed` must lie in `free`).
    @inline(__always)
    func region(from seed: UInt64, within free: UInt64) -> UInt64 {
        var region = seed
        var frontier = seed
        while frontier != 0 {
            let next = grow(frontier) & free & ~region
            region |= next
            frontier = next
        }
        return region
    }

    /// Whether the small regions of `free` next to `placed` all have a multiple of 5
    /// cells; the regions away from `placed` were checked before it was placed.
    ///
    /// Only regions that close within `smallRegionRounds` growth steps are checked: the
    /// free cells total a multiple of 5, so while at most one region is large it must be
    /// fine, and flooding it costs most of the time. Skipping a check only prunes less, so
    /// the answer stays exact.
    @inline(__always)
    func regionsAreFillable(around placed: UInt64, free: UInt64) -> Bool {
        regionsAreFillable(touching: grow(placed), free: free)
    }

    /// `regionsAreFillable(around:free:)` given the cells next to the placed piece
    /// (`halo`), which the candidate table keeps ready.
    @inline(__always)
    func regionsAreFillable(touching halo: UInt64, free: UInt64) -> Bool {
        var seeds = halo & free
        while seeds != 0 {
            var region = seeds & (0 &- seeds)
            var frontier = region
            var rounds = 0
            while frontier != 0 && rounds < BitLayout.smallRegionRounds {
                frontier = grow(frontier) & free & ~region
                region |= frontier
                rounds += 1
            }
            if frontier == 0 && region.nonzeroBitCount % 5 != 0 { return false }
            seeds &= ~region
        }
        return true
    }

    /// How many growth steps a region may take to close and still count as small: fewer
    /// misses dead ends, more costs more than the dead ends it finds.
    static let smallRegionRounds = 3

    /// The first region of `free` whose size is not a multiple of 5, or nil.
    func unfillableRegion(in free: UInt64) -> UInt64? {
        var rest = free
        while rest != 0 {
            let region = self.region(from: rest & (0 &- rest), within: free)
            if region.nonzeroBitCount % 5 != 0 { return region }
            rest &= ~region
        }
        return nil
    }
}
