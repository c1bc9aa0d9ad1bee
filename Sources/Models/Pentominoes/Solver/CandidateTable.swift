/// Every way each piece still to place can lie on the free cells: the rows of the
/// exact-cover problem, filed for the search.
///
/// The search always fills the lowest free bit `c`, so only candidates whose lowest bit is
/// `c` matter there. They are further filed under a 5-bit key: which of the cells at
/// `c + 1`, `c + 2` (further along the run) and `c + h − 1`, `c + h`, `c + h + 1` (the next
/// run, `h` the run length) are free. A candidate is filed under every key whose free
/// cells include all of its own cells among those five, so the search skips, without
/// looking at them, the candidates that bump into the filled cells next to `c`: most of
/// the candidates a plain list would offer fail on those cells.
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
    ///
    /// Complexity: O(candidates × keys); no allocation per candidate (the set-up is part of
    /// every first solution and hint).
    init(layout: BitLayout, free: UInt64, unused: Int, board: PentominoBoard) {
        let runLength = layout.runLength
        self.runLength = runLength
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
                        guard let mask = layout.mask(of: shape, movedBy: anchor),
                            mask & free == mask
                        else { continue }
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

        // Filed by counting: how many entries each group gets, where each group starts,
        // then each candidate written into its groups, in candidate order.
        let keyCount = CandidateTable.keyCount
        let pieceCount = PieceName.allCases.count
        let groupCount = layout.cellOfBit.count * keyCount * pieceCount
        let needs = masks.map { mask in CandidateTable.key(of: mask, runLength: runLength) }
        var start = [Int32](repeating: 0, count: groupCount + 1)
        for candidate in masks.indices {
            let slot = masks[candidate].trailingZeroBitCount * keyCount
            // Every key whose free cells include the candidate's: the supersets of `needs`.
            var key = needs[candidate]
            while key < keyCount {
                start[(slot + key) * pieceCount + pieces[candidate] + 1] += 1
                key = (key + 1) | needs[candidate]
            }
        }
        for group in 0..<groupCount {
            start[group + 1] += start[group]
        }
        let entryCount = Int(start[groupCount])
        var next = start
        var entryMasks = [UInt64](repeating: 0, count: entryCount)
        var entryHalos = [UInt64](repeating: 0, count: entryCount)
        var entryCandidates = [Int32](repeating: 0, count: entryCount)
        for candidate in masks.indices {
            let mask = masks[candidate]
            let halo = layout.grow(mask) & ~mask
            let slot = mask.trailingZeroBitCount * keyCount
            var key = needs[candidate]
            while key < keyCount {
                let group = (slot + key) * pieceCount + pieces[candidate]
                let entry = Int(next[group])
                entryMasks[entry] = mask
                entryHalos[entry] = halo
                entryCandidates[entry] = Int32(candidate)
                next[group] += 1
                key = (key + 1) | needs[candidate]
            }
        }
        var slotPieces = [Int32](repeating: 0, count: groupCount / pieceCount)
        for slot in slotPieces.indices {
            for piece in 0..<pieceCount {
                let group = slot * pieceCount + piece
                if start[group + 1] > start[group] { slotPieces[slot] |= 1 << Int32(piece) }
            }
        }
        self.start = start
        self.slotPieces = slotPieces
        self.entryMasks = entryMasks
        self.entryCandidates = entryCandidates
        self.entryHalos = entryHalos
    }

    /// The slot of the lowest bit `c` of `free` and the key of the cells near it:
    /// `c * keyCount + key(of: free)`.
    @inline(__always)
    static func slot(of free: UInt64, runLength: Int) -> Int {
        free.trailingZeroBitCount &* keyCount &+ key(of: free, runLength: runLength)
    }

    /// The key of the cells near bit `c`, the lowest of `mask`: bits 0 and 1 for `c + 1` and
    /// `c + 2`, bits 2 to 4 for `c + h − 1`, `c + h` and `c + h + 1` (`h` the run length).
    /// Of a candidate, the cells it needs free; of the free cells, those that are.
    @inline(__always)
    static func key(of mask: UInt64, runLength: Int) -> Int {
        let bit = mask.trailingZeroBitCount
        let along = (mask >> UInt64(bit + 1)) & 3
        let next = (mask >> UInt64(bit + runLength - 1)) & 7
        return Int(truncatingIfNeeded: along | next << 2)
    }
}
