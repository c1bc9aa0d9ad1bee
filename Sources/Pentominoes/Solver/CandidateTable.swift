/// Every way each piece still to place can lie on the free cells: the rows of the
/// exact-cover problem, filed for the search.
///
/// The search always fills the lowest free bit `c`, so only candidates whose lowest bit is
/// `c` matter there. They are further filed under a 5-bit key: which of the cells at
/// `c + 1`, `c + 2` (further along the run) and `c + h − 1`, `c + h`, `c + h + 1` (the next
/// run, `h` the run length) are free. A candidate is filed under every key whose free
/// cells include all of its own cells among those five, so the search skips, without
/// looking at them, the candidates that bump into the filled cells next to `c`.
/// (Timed on the unique 6 × 10 count while developing: filing by key and piece took it
/// from about 180 ms to about 80 ms of CPU time on a loaded machine.)
struct CandidateTable: Sendable {
    /// The number of keys per cell.
    static let keyCount = 32

    /// The cells each candidate covers, by candidate index.
    let masks: [UInt64]
    /// The piece index of each candidate.
    let pieces: [Int]
    /// The placed piece of each candidate, to report solutions.
    let placed: [PlacedPiece]

    /// The entries of bit `c` under key `k` for piece `p` are
    /// `start[(c * keyCount + k) * 12 + p]..<start[… + 1]`: grouped by piece, so the
    /// search skips the pieces already placed without looking at their candidates.
    let start: [Int32]
    /// For each slot `c * keyCount + k`, the pieces (bit i for piece i) with entries there.
    let slotPieces: [Int32]
    /// Per entry: the cells of the candidate.
    let entryMasks: [UInt64]
    /// Per entry: the cells next to the candidate's cells, where a cut-off region may start.
    let entryHalos: [UInt64]
    /// Per entry: the candidate index.
    let entryCandidates: [Int32]
    /// The run length of the layout, for the key.
    let runLength: Int

    /// Lists the candidates of the pieces in `unused` (bit i for piece index i) that lie
    /// on `free` cells only.
    init(layout: BitLayout, free: UInt64, unused: Int, board: Board) {
        runLength = layout.runLength
        var masks: [UInt64] = []
        var pieces: [Int] = []
        var placed: [PlacedPiece] = []
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
                        masks.append(mask)
                        pieces.append(piece.index)
                        placed.append(PlacedPiece(piece, orientation, at: anchor))
                    }
                }
            }
        }
        self.masks = masks
        self.pieces = pieces
        self.placed = placed

        let bitCount = layout.cellOfBit.count
        let pieceCount = PieceName.allCases.count
        var byBitAndPiece = [[Int]](repeating: [], count: bitCount * pieceCount)
        for candidate in masks.indices {
            byBitAndPiece[masks[candidate].trailingZeroBitCount * pieceCount + pieces[candidate]]
                .append(candidate)
        }
        var start: [Int32] = [0]
        var slotPieces: [Int32] = []
        var entryMasks: [UInt64] = []
        var entryCandidates: [Int32] = []
        var entryHalos: [UInt64] = []
        let halos = masks.map { mask in layout.grow(mask) & ~mask }
        // Each candidate is filed under about a third of the keys; reserving avoids regrowth.
        let expected = masks.count * CandidateTable.keyCount / 3
        entryMasks.reserveCapacity(expected)
        entryHalos.reserveCapacity(expected)
        entryCandidates.reserveCapacity(expected)
        start.reserveCapacity(bitCount * CandidateTable.keyCount * pieceCount + 1)
        for bit in 0..<bitCount {
            for key in 0..<CandidateTable.keyCount {
                // The cells the key says are free, as a mask around `bit`.
                let keyFree =
                    UInt64(key & 3) << UInt64(bit + 1) | UInt64(key >> 2) << UInt64(bit + runLength - 1)
                let keyCells = UInt64(3) << UInt64(bit + 1) | UInt64(7) << UInt64(bit + runLength - 1)
                var present: Int32 = 0
                for piece in 0..<pieceCount {
                    for candidate in byBitAndPiece[bit * pieceCount + piece]
                    where masks[candidate] & keyCells & ~keyFree == 0 {
                        entryMasks.append(masks[candidate])
                        entryHalos.append(halos[candidate])
                        entryCandidates.append(Int32(candidate))
                        present |= 1 << Int32(piece)
                    }
                    start.append(Int32(entryMasks.count))
                }
                slotPieces.append(present)
            }
        }
        self.start = start
        self.slotPieces = slotPieces
        self.entryMasks = entryMasks
        self.entryCandidates = entryCandidates
        self.entryHalos = entryHalos
    }
}
