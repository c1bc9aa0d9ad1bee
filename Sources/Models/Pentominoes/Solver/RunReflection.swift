/// The reflection of a grid layout across the middle of its runs: bit k of each run goes to
/// bit `runLength − 1 − k` of the same run (on 6 × 10, numbered down the columns, the top
/// and bottom rows swap).
///
/// It maps the grid onto itself keeping neighbours neighbours, so a set of cells and its
/// image can be covered by the same pieces in the same number of ways, whatever the board:
/// it need not be a symmetry of the board, since an image is only ever compared with a
/// state the search has reached. It keeps every cell in its run, so two states at the same
/// point of the search (the same runs filled) are often each other's images; the memoized
/// count files both under the smaller of the two.
///
/// On a layout numbered by free cells (not a grid) it is the identity.
struct RunReflection: Sendable {
    /// The bits that stay where they are: the middle of each run of odd length.
    private let fixed: UInt64
    /// For each pair of positions `k < runLength − 1 − k` (at most 4: a run of a grid of
    /// at most 64 squares is at most 8 long), the bits at `k`, and how far they move; an
    /// unused pair has no bits.
    private let lows: (UInt64, UInt64, UInt64, UInt64)
    private let distances: (UInt64, UInt64, UInt64, UInt64)

    /// The reflection of a grid of `bitCount` bits in runs of `runLength`, or the identity
    /// when the layout is not a grid.
    init(runLength: Int, bitCount: Int, isGrid: Bool) {
        var lows = [UInt64](repeating: 0, count: 4)
        var distances = [UInt64](repeating: 0, count: 4)
        var fixed: UInt64 = 0
        for bit in 0..<bitCount {
            let k = bit % runLength
            let mirror = runLength - 1 - k
            if !isGrid || k == mirror {
                fixed |= 1 << UInt64(bit)
            } else if k < mirror {
                lows[k] |= 1 << UInt64(bit)
                distances[k] = UInt64(mirror - k)
            }
        }
        self.fixed = fixed
        self.lows = (lows[0], lows[1], lows[2], lows[3])
        self.distances = (distances[0], distances[1], distances[2], distances[3])
    }

    /// The image of a set of bits.
    ///
    /// Complexity: O(1), about 25 operations with no branch.
    @inline(__always)
    func image(of mask: UInt64) -> UInt64 {
        mask & fixed | swap(mask, lows.0, distances.0) | swap(mask, lows.1, distances.1)
            | swap(mask, lows.2, distances.2) | swap(mask, lows.3, distances.3)
    }

    /// The bits of `low` moved up by `distance`, and those `distance` above them moved down.
    @inline(__always)
    private func swap(_ mask: UInt64, _ low: UInt64, _ distance: UInt64) -> UInt64 {
        (mask & low) &<< distance | (mask &>> distance) & low
    }
}
