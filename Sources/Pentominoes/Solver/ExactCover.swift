/// A placement turned into an exact-cover problem: the free cells as bits, the candidate
/// placements of the pieces still to place, and the symmetries that keep the problem as it
/// is (the board's own, restricted to those that leave every fixed piece in place).
struct ExactCover: Sendable {
    let placement: Placement
    let layout: BitLayout
    let table: CandidateTable
    /// The cells still to cover.
    let free: UInt64
    /// The pieces still to place, bit i for piece index i.
    let unused: Int
    /// The symmetries of the problem, identity first.
    let symmetries: [Orientation]
    /// For each symmetry, where it sends each bit.
    let permutations: [[Int]]

    /// Builds the problem, or says why it obviously has no solution.
    static func make(_ placement: Placement) -> Result<ExactCover, Impossibility> {
        let board = placement.board
        guard board.isPuzzle else { return .failure(.notAPuzzle(board.name)) }
        var unused = 0
        for piece in PieceName.allCases where placement.placed(piece) == nil {
            unused |= 1 << piece.index
        }
        let freeCells = placement.freeCells
        let needed = 5 * unused.nonzeroBitCount
        guard freeCells.count == needed else {
            return .failure(.cellCount(free: freeCells.count, needed: needed))
        }
        let layout = BitLayout(board: board, free: freeCells)
        guard let free = layout.mask(of: freeCells) else {
            fatalError("every free cell has a bit")
        }
        if let region = layout.unfillableRegion(in: free) {
            let cells = layout.cells(of: region).sorted()
            return .failure(.island(size: cells.count, at: cells[0]))
        }
        let symmetries = board.symmetries.filter { symmetry in
            placement.pieces.allSatisfy { piece in
                piece.cells.map { cell in board.image(of: cell, under: symmetry) }.sorted()
                    == piece.cells
            }
        }
        let permutations = symmetries.map { symmetry in
            layout.cellOfBit.map { cell in
                layout.bit(of: board.image(of: cell, under: symmetry)) ?? -1
            }
        }
        return .success(
            ExactCover(
                placement: placement, layout: layout,
                table: CandidateTable(layout: layout, free: free, unused: unused, board: board),
                free: free, unused: unused, symmetries: symmetries, permutations: permutations))
    }

    /// A mask moved by the symmetry at `index` of `symmetries`.
    func transform(_ mask: UInt64, by index: Int) -> UInt64 {
        let permutation = permutations[index]
        var image: UInt64 = 0
        var rest = mask
        while rest != 0 {
            image |= 1 << UInt64(permutation[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
        return image
    }

    /// The solution made of the fixed pieces and the given candidates.
    func solution(_ candidates: [Int]) -> Solution {
        var complete = placement
        for candidate in candidates {
            do {
                try complete.place(table.placed[candidate])
            } catch {
                fatalError("the search only places pieces that fit: \(error)")
            }
        }
        return Solution(complete)
    }

    /// Whether the solution made of `candidates` is the smallest of its copies under the
    /// symmetries at `stabilizer`, comparing piece masks in letter order. Fixed pieces lie
    /// still under every symmetry of the problem, so they are left out.
    func isCanonical(_ candidates: [Int], under stabilizer: [Int]) -> Bool {
        var masks = [UInt64](repeating: 0, count: PieceName.allCases.count)
        for candidate in candidates {
            masks[table.pieces[candidate]] = table.masks[candidate]
        }
        for symmetry in stabilizer {
            for mask in masks {
                let image = transform(mask, by: symmetry)
                if image < mask { return false }
                if image > mask { break }
            }
        }
        return true
    }
}
