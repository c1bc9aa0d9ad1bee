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
        let layout = BitLayout(
            board: board, free: freeCells, fromFarEnd: fillsFromFarEnd(placement))
        guard let free = layout.mask(of: freeCells) else {
            fatalError("every free cell has a bit")
        }
        if let region = layout.unfillableRegion(in: free) {
            let cells = layout.cells(of: region).sorted()
            return .failure(.island(size: cells.count, at: cells[0]))
        }
        let table = CandidateTable(layout: layout, free: free, unused: unused, board: board)
        if let reason = uncoverable(free: free, unused: unused, table: table, layout: layout) {
            return .failure(reason)
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
                table: table,
                free: free, unused: unused, symmetries: symmetries, permutations: permutations))
    }

    /// Whether to fill from the far end of the usual order: when the fixed pieces lie
    /// mostly in its second half. The cells around fixed pieces are the most constrained,
    /// so filling them first finds a dead end early; always filling from the first cell
    /// made some single-piece hints on 8x8-corners tens of times slower.
    private static func fillsFromFarEnd(_ placement: Placement) -> Bool {
        let board = placement.board
        let columnMajor = BitLayout.isColumnMajor(board)
        let order = { (cell: Cell) -> Int in
            columnMajor
                ? cell.column * board.rows + cell.row : cell.row * board.columns + cell.column
        }
        let fixed = placement.pieces.flatMap { piece in piece.cells }
        let middle = board.rows * board.columns - 1
        return 2 * fixed.reduce(0) { sum, cell in sum + order(cell) } > middle * fixed.count
    }

    /// Why the pieces left cannot cover the free cells when some cell has no candidate
    /// covering it, or some piece fits nowhere; nil otherwise.
    private static func uncoverable(
        free: UInt64, unused: Int, table: CandidateTable, layout: BitLayout
    ) -> Impossibility? {
        var covered: UInt64 = 0
        var fitting = 0
        for (mask, piece) in zip(table.masks, table.pieces) {
            covered |= mask
            fitting |= 1 << piece
        }
        if covered != free {
            return .uncoverable(layout.cells(of: free & ~covered).sorted()[0])
        }
        if let piece = PieceName.allCases.first(where: { piece in
            unused & ~fitting & (1 << piece.index) != 0
        }) {
            return .pieceFitsNowhere(piece)
        }
        return nil
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
