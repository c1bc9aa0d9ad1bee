/// Every way each piece still to place can lie on the free cells, grouped by the first
/// cell (lowest bit) it covers: the rows of the exact-cover problem.
///
/// The search fills the lowest free bit next, so it only ever looks at the candidates of
/// that one cell. Arrays are kept apart (masks, pieces) so the hot loop reads little.
struct CandidateTable: Sendable {
    /// The candidates of bit `b` are `start[b]..<start[b + 1]`.
    let start: [Int]
    /// The cells each candidate covers.
    let masks: [UInt64]
    /// The piece index of each candidate.
    let pieces: [Int]
    /// The placed piece of each candidate, to report solutions.
    let placed: [PlacedPiece]

    /// Lists the candidates of the pieces in `unused` (bit i for piece index i) that lie
    /// on `free` cells only.
    init(layout: BitLayout, free: UInt64, unused: Int, board: Board) {
        let bitCount = layout.cellOfBit.count
        var buckets = [[(mask: UInt64, piece: Int, placed: PlacedPiece)]](
            repeating: [], count: bitCount)
        for piece in PieceName.allCases where unused & (1 << piece.index) != 0 {
            for orientation in piece.orientations {
                let shape = piece.cells(in: orientation)
                let height = shape.reduce(0) { high, cell in max(high, cell.row) } + 1
                let width = shape.reduce(0) { wide, cell in max(wide, cell.column) } + 1
                guard height <= board.rows, width <= board.columns else { continue }
                for row in 0...(board.rows - height) {
                    for column in 0...(board.columns - width) {
                        let anchor = Cell(row: row, column: column)
                        let cells = shape.map { cell in cell.offset(by: anchor) }
                        guard let mask = layout.mask(of: cells), mask & free == mask else {
                            continue
                        }
                        buckets[mask.trailingZeroBitCount].append(
                            (mask, piece.index, PlacedPiece(piece, orientation, at: anchor)))
                    }
                }
            }
        }
        var start = [0]
        var masks: [UInt64] = []
        var pieces: [Int] = []
        var placed: [PlacedPiece] = []
        for bucket in buckets {
            for candidate in bucket {
                masks.append(candidate.mask)
                pieces.append(candidate.piece)
                placed.append(candidate.placed)
            }
            start.append(masks.count)
        }
        self.start = start
        self.masks = masks
        self.pieces = pieces
        self.placed = placed
    }
}
