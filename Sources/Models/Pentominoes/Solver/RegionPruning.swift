/// How a search rules out a placement that leaves free cells no set of pentominoes can
/// fill. A search is specialised for one kind, chosen once for its layout, so the hot loop
/// never asks which.
///
/// `mayBeFillable` may answer true wrongly (the search then meets the dead end itself) but
/// never false wrongly, so counts stay exact.
protocol RegionPruning {
    /// Whether `mayBeFillable` is cheap and free of branches, so that it may run for every
    /// candidate, fitting or not, instead of behind a branch.
    static var isBranchFree: Bool { get }

    /// Whether `free`, left after placing a piece whose neighbouring cells are `halo`, may
    /// still be fillable.
    func mayBeFillable(_ free: UInt64, halo: UInt64) -> Bool
}

extension RegionPruning {
    /// Whether a candidate covering `mask` (with neighbouring cells `halo`) may go on
    /// `free`: it fits, and the cells left may be fillable.
    ///
    /// With a branch-free pruning both tests always run and combine without a branch. Half
    /// the candidates do not fit and a third of the rest fail the pruning, in no pattern a
    /// processor predicts, so the extra instructions cost less than the mispredicted
    /// branches would.
    @inline(__always)
    func accepts(_ mask: UInt64, on free: UInt64, halo: UInt64) -> Bool {
        let fits = mask & ~free == 0
        guard Self.isBranchFree else { return fits && mayBeFillable(free ^ mask, halo: halo) }
        let open = mayBeFillable(free ^ mask, halo: halo)
        return (fits ? 1 : 0) & (open ? 1 : 0) != 0
    }
}

/// Grid layouts: rules out cut-off regions of 1 or 2 cells, found for the whole board at
/// once by bit shifts (`BitLayout.hasSmallHole(in:)`).
struct SmallHolePruning: RegionPruning {
    static var isBranchFree: Bool { true }
    let layout: BitLayout

    @inline(__always)
    func mayBeFillable(_ free: UInt64, halo: UInt64) -> Bool {
        !layout.hasSmallHole(in: free)
    }
}

/// Layouts numbered by free cells (no shifts): floods the regions next to the placed piece
/// a few steps (`BitLayout.regionsAreFillable(touching:free:)`).
struct NearbyRegionPruning: RegionPruning {
    static var isBranchFree: Bool { false }
    let layout: BitLayout

    @inline(__always)
    func mayBeFillable(_ free: UInt64, halo: UInt64) -> Bool {
        layout.regionsAreFillable(touching: halo, free: free)
    }
}
