/// Counts the solutions that one symmetry maps onto themselves, for counting classes of
/// solutions by Burnside's lemma instead of listing them.
///
/// The twelve pieces are all different, so a symmetry maps a solution onto itself only if
/// it maps every piece's placement onto itself. The search therefore uses only the
/// placements the symmetry leaves in place: a few dozen instead of thousands, so it takes
/// microseconds.
///
/// With it, the unique count of a start whose pivot placement has a stabilizer H is
/// (all solutions there + Σ over h in H other than the identity of the solutions h fixes)
/// / |H|, and all solutions there are counted with the memoized count, so no solution is
/// listed just to keep the smallest copy of each.
struct SymmetricSolutions {
    /// The placements (mask and piece bit) the symmetry leaves in place, by lowest cell.
    private var byLowestCell: [[(mask: UInt64, piece: Int)]]

    /// The invariant placements under `symmetry` (an index into `cover.symmetries`) of the
    /// pieces in `unused`, within `free`.
    init(_ cover: ExactCover, symmetry: Int, free: UInt64, unused: Int) {
        byLowestCell = Array(repeating: [], count: 64)
        let table = cover.table
        for candidate in table.masks.indices {
            let mask = table.masks[candidate]
            let piece = 1 << table.pieces[candidate]
            guard unused & piece != 0, mask & ~free == 0,
                cover.transform(mask, by: symmetry) == mask
            else { continue }
            byLowestCell[mask.trailingZeroBitCount].append((mask, piece))
        }
    }

    /// The number of ways to cover `free` exactly with invariant placements of the pieces
    /// in `unused`, each used once.
    func count(free: UInt64, unused: Int) -> Int {
        if free == 0 { return 1 }
        var total = 0
        for (mask, piece) in byLowestCell[free.trailingZeroBitCount]
        where unused & piece != 0 && mask & ~free == 0 {
            total += count(free: free ^ mask, unused: unused ^ piece)
        }
        return total
    }
}
