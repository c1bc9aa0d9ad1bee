/// Finds "magic" multipliers for sliding-attack lookups by deterministic trial and error.
///
/// For a square and a slider, `(occupancy & mask) &* magic >> (64 - bits)` must send every
/// occupancy of the relevant squares to a table slot that holds its attack set: two
/// occupancies may share a slot only when they give the same attacks. Sparse random numbers
/// (the AND of three draws) succeed after a few hundred or thousand tries per square.
///
/// The multipliers in `MagicNumbers.swift` came from `findAll(seed: MagicNumbers.seed)`; the
/// tests check that every one of them is valid.
enum MagicSearch {
    /// Whether `magic` maps every occupancy of `slider` on `square` without a harmful
    /// collision, using a table of `2^bits` slots where bits is the mask's population.
    /// - Complexity: O(2^bits).
    static func isValid(_ magic: UInt64, square: Int, slider: SlidingPiece) -> Bool {
        let mask = slider.relevantOccupancy(of: square)
        let subsets = SlidingPiece.subsets(of: mask)
        let attacks = subsets.map { slider.walkAttacks(from: square, occupancy: $0) }
        var used = [UInt64](repeating: 0, count: subsets.count)
        var filled = [Bool](repeating: false, count: subsets.count)
        return fits(
            magic, mask: mask, subsets: subsets, attacks: attacks, used: &used, filled: &filled)
    }

    /// Searches for a valid multiplier for `slider` on `square`, drawing candidates from
    /// `random`.
    /// - Complexity: expected a few thousand tries of O(2^bits) each.
    static func findMagic(
        square: Int, slider: SlidingPiece, using random: inout some RandomNumberGenerator
    ) -> UInt64 {
        let mask = slider.relevantOccupancy(of: square)
        let subsets = SlidingPiece.subsets(of: mask)
        let attacks = subsets.map { slider.walkAttacks(from: square, occupancy: $0) }
        var used = [UInt64](repeating: 0, count: subsets.count)
        var filled = [Bool](repeating: false, count: subsets.count)
        while true {
            let magic = random.next() & random.next() & random.next()
            // A multiplier that moves few mask bits into the top byte rarely works.
            if ((mask &* magic) >> 56).nonzeroBitCount < 6 { continue }
            if fits(
                magic, mask: mask, subsets: subsets, attacks: attacks, used: &used, filled: &filled)
            {
                return magic
            }
        }
    }

    /// Multipliers for all 64 squares of `slider`, from a generator seeded with `seed`.
    static func findAll(slider: SlidingPiece, seed: UInt64) -> [UInt64] {
        var random = SplitMix64(seed: seed)
        return (0..<64).map { findMagic(square: $0, slider: slider, using: &random) }
    }

    private static func fits(
        _ magic: UInt64, mask: UInt64, subsets: [UInt64], attacks: [UInt64],
        used: inout [UInt64], filled: inout [Bool]
    ) -> Bool {
        let shift = UInt64(64 - mask.nonzeroBitCount)
        for slot in filled.indices { filled[slot] = false }
        for (subset, attack) in zip(subsets, attacks) {
            let slot = Int((subset &* magic) >> shift)
            if filled[slot] {
                if used[slot] != attack { return false }
            } else {
                filled[slot] = true
                used[slot] = attack
            }
        }
        return true
    }
}
