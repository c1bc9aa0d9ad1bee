/// Symmetry breaking derived from the problem's own symmetry group.
///
/// One piece, the pivot, is placed first, and only in one placement of each class of its
/// placements under the group (the class's representative). Every class of solutions then
/// has a member with the pivot at a representative, so:
///
/// - all solutions = Σ over representatives of (class size × solutions with the pivot there);
/// - unique solutions = Σ over representatives of the solutions with the pivot there, up to
///   the representative's stabilizer (the symmetries that leave it in place): counted as
///   is when the stabilizer is trivial, otherwise only the smallest copy of each.
///
/// The group comes from the board's cells and the fixed pieces, never from the board's
/// size, so a board with fewer symmetries than its bounding box is counted right.
struct SymmetrySplit: Sendable {
    /// A placement of the pivot that starts a part of the search.
    struct Start: Sendable {
        /// The pivot's candidate index in the table.
        let candidate: Int
        /// How many placements its class has (group size / stabilizer size).
        let classSize: Int
        /// The symmetries, other than the identity, that leave the placement in place, as
        /// indices into `ExactCover.symmetries`.
        let stabilizer: [Int]
    }

    /// The piece placed first.
    let pivot: PieceName
    /// One start per class of the pivot's placements.
    let starts: [Start]

    /// Chooses as pivot the piece still to place with the fewest classes of placements
    /// (ties: fewer classes with a stabilizer, then letter order), e.g. the X on 6 × 10.
    init(_ cover: ExactCover) {
        let table = cover.table
        let groupSize = cover.symmetries.count
        var best: (pivot: PieceName, starts: [Start], cost: Int)? = nil
        for piece in PieceName.allCases where cover.unused & (1 << piece.index) != 0 {
            var starts: [Start] = []
            var cost = 0
            for candidate in 0..<table.masks.count where table.pieces[candidate] == piece.index {
                let mask = table.masks[candidate]
                let rank = Self.rank(of: mask, in: cover.layout)
                var isBest = true
                var stabilizer: [Int] = []
                for symmetry in 1..<groupSize {
                    let image = cover.transform(mask, by: symmetry)
                    if Self.rank(of: image, in: cover.layout) < rank { isBest = false }
                    if image == mask { stabilizer.append(symmetry) }
                }
                guard isBest else { continue }
                starts.append(
                    Start(
                        candidate: candidate, classSize: groupSize / (stabilizer.count + 1),
                        stabilizer: stabilizer))
                cost += stabilizer.isEmpty ? 2 : 3
            }
            if best == nil || cost < best!.cost {
                best = (piece, starts, cost)
            }
        }
        pivot = best?.pivot ?? .f
        starts = best?.starts ?? []
    }

    /// Orders the placements of a class to pick its representative: the one furthest along
    /// the runs (the largest sum of its cells' places in their runs), then the smallest
    /// mask. A pivot towards the ends of the runs shortens them, so the search's frontier
    /// is narrower and its states repeat more. (Preferring cells at the very ends instead
    /// helps 8x8-corners a little and costs flower more than twice as much work:
    /// `PentominoesBenchmarks` counts every built-in board, so such a trade shows.)
    static func rank(of mask: UInt64, in layout: BitLayout) -> (along: Int, mask: UInt64) {
        var along = 0
        var rest = mask
        while rest != 0 {
            along += rest.trailingZeroBitCount % layout.runLength
            rest &= rest - 1
        }
        return (-along, mask)
    }
}
