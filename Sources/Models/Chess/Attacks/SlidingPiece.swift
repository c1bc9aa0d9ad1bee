/// The two ways a piece slides: along ranks and files (rook) or along diagonals (bishop).
/// A queen does both.
enum SlidingPiece: CaseIterable, Sendable {
    case rook, bishop

    /// The steps (file, rank) of the four rays.
    var directions: [(file: Int, rank: Int)] {
        switch self {
        case .rook: [(1, 0), (-1, 0), (0, 1), (0, -1)]
        case .bishop: [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        }
    }

    /// The squares a slider on `square` attacks when `occupancy` holds the pieces on the board,
    /// found by walking each ray until it hits a piece (included) or the edge.
    ///
    /// This is the slow reference the lookup tables are built from and checked against.
    /// - Complexity: O(14) steps at most.
    func walkAttacks(from square: Int, occupancy: UInt64) -> UInt64 {
        var attacks: UInt64 = 0
        for direction in directions {
            var file = square & 7 + direction.file
            var rank = square >> 3 + direction.rank
            while file >= 0, file < 8, rank >= 0, rank < 8 {
                let bit: UInt64 = 1 << UInt64(rank * 8 + file)
                attacks |= bit
                if occupancy & bit != 0 { break }
                file += direction.file
                rank += direction.rank
            }
        }
        return attacks
    }

    /// The squares whose occupancy can change the attacks from `square`: every ray square
    /// except the last one before the edge, since a piece there blocks nothing further.
    /// - Complexity: O(14) steps at most.
    func relevantOccupancy(of square: Int) -> UInt64 {
        var mask: UInt64 = 0
        for direction in directions {
            var file = square & 7 + direction.file
            var rank = square >> 3 + direction.rank
            while file + direction.file >= 0, file + direction.file < 8,
                rank + direction.rank >= 0, rank + direction.rank < 8
            {
                mask |= 1 << UInt64(rank * 8 + file)
                file += direction.file
                rank += direction.rank
            }
        }
        return mask
    }

    /// Every subset of `mask` (2^n of them for n bits), the empty set first.
    /// - Complexity: O(2^n).
    static func subsets(of mask: UInt64) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(1 << mask.nonzeroBitCount)
        var subset: UInt64 = 0
        repeat {
            result.append(subset)
            subset = (subset &- mask) & mask
        } while subset != 0
        return result
    }
}
