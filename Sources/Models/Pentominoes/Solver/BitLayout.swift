/// How the solver numbers the cells of a board as the bits of a `UInt64`, and which bits
/// are neighbours (the regions of free cells are in `BitLayout+Regions.swift`).
///
/// Bits follow the fill order: runs along the board's shorter side (down the columns of a
/// wide board, along the rows of a tall one), so that the lowest set bit of the free cells
/// is always the next cell to fill, and the search closes off short runs early.
///
/// The fill may also start from the far end (`fromFarEnd`): the board turned half a turn
/// keeps every property above.
///
/// When the whole grid has at most 64 squares (every built-in board does) bit
/// `major * runLength + minor` is the grid square, and neighbours are bit shifts. A larger,
/// sparse grid numbers only its free cells and keeps a table of neighbours.
struct BitLayout: Sendable {
    /// Whether runs go down the columns (bit order column by column).
    let columnMajor: Bool
    /// The number of squares in a run (rows when `columnMajor`, else columns).
    let runLength: Int
    /// Whether bits are grid squares (neighbours by shifting) rather than ranks of free cells.
    let isGrid: Bool
    /// The bit of each grid square, row-major, or -1 when the square has none.
    let bitOfCell: [Int8]
    /// The board cell of each bit.
    let cellOfBit: [Cell]
    /// The bits that do not start a run (may receive a neighbour from the bit below).
    let notRunStart: UInt64
    /// The bits that do not end a run (may receive a neighbour from the bit above).
    let notRunEnd: UInt64
    /// For every bit, the bits of its edge neighbours.
    let neighbours: [UInt64]
    /// The reflection across the middle of the runs (the identity when not a grid).
    let reflection: RunReflection
    private let columns: Int

    /// Numbers the given free cells of a board; `free` must hold at most 64 cells. With
    /// `fromFarEnd`, bit 0 is the last cell of the usual order and so on backwards.
    init(board: PentominoBoard, free: [Cell], fromFarEnd: Bool = false) {
        let columnMajor = Self.isColumnMajor(board)
        self.columnMajor = columnMajor
        runLength = columnMajor ? board.rows : board.columns
        isGrid = board.rows * board.columns <= 64
        columns = board.columns
        var bitOfCell = [Int8](repeating: -1, count: board.rows * board.columns)
        var cellOfBit: [Cell] = []
        if isGrid {
            let all = (0..<board.rows * board.columns).map { square in
                Cell(row: square / board.columns, column: square % board.columns)
            }
            cellOfBit = all.sorted { a, b in
                columnMajor ? (a.column, a.row) < (b.column, b.row) : a < b
            }
        } else {
            cellOfBit = free.sorted { a, b in
                columnMajor ? (a.column, a.row) < (b.column, b.row) : a < b
            }
        }
        if fromFarEnd { cellOfBit.reverse() }
        for (bit, cell) in cellOfBit.enumerated() {
            bitOfCell[cell.row * board.columns + cell.column] = Int8(bit)
        }
        var notRunStart: UInt64 = 0
        var notRunEnd: UInt64 = 0
        for bit in 0..<cellOfBit.count {
            if bit % runLength != 0 { notRunStart |= 1 << UInt64(bit) }
            if bit % runLength != runLength - 1 { notRunEnd |= 1 << UInt64(bit) }
        }
        self.bitOfCell = bitOfCell
        self.cellOfBit = cellOfBit
        self.notRunStart = notRunStart
        self.notRunEnd = notRunEnd
        reflection = RunReflection(runLength: runLength, bitCount: cellOfBit.count, isGrid: isGrid)
        let steps = [
            Cell(row: -1, column: 0), Cell(row: 1, column: 0),
            Cell(row: 0, column: -1), Cell(row: 0, column: 1),
        ]
        var neighbours = [UInt64](repeating: 0, count: cellOfBit.count)
        for (bit, cell) in cellOfBit.enumerated() {
            for step in steps {
                let next = cell.offset(by: step)
                guard next.row >= 0, next.row < board.rows, next.column >= 0,
                    next.column < board.columns
                else { continue }
                let nextBit = bitOfCell[next.row * board.columns + next.column]
                if nextBit >= 0 { neighbours[bit] |= 1 << UInt64(nextBit) }
            }
        }
        self.neighbours = neighbours
    }

    /// Whether a board's runs go down its columns: they run along the shorter side.
    static func isColumnMajor(_ board: PentominoBoard) -> Bool { board.rows <= board.columns }

    /// The bit of a board cell, or nil when it has none.
    func bit(of cell: Cell) -> Int? {
        let bit = bitOfCell[cell.row * columns + cell.column]
        return bit < 0 ? nil : Int(bit)
    }

    /// The bits of some board cells, or nil when one of them has no bit.
    func mask(of cells: [Cell]) -> UInt64? {
        var mask: UInt64 = 0
        for cell in cells {
            guard let bit = bit(of: cell) else { return nil }
            mask |= 1 << UInt64(bit)
        }
        return mask
    }

    /// The bits of some cells moved by `offset`, or nil when one of them has no bit (off
    /// the grid, or not numbered). Allocates nothing.
    func mask(of cells: [Cell], movedBy offset: Cell) -> UInt64? {
        var mask: UInt64 = 0
        for cell in cells {
            let row = cell.row + offset.row
            let column = cell.column + offset.column
            guard row >= 0, column >= 0, column < columns, row * columns + column < bitOfCell.count
            else { return nil }
            let bit = bitOfCell[row * columns + column]
            guard bit >= 0 else { return nil }
            mask |= 1 << UInt64(bit)
        }
        return mask
    }

    /// The board cells of a mask, in bit order.
    func cells(of mask: UInt64) -> [Cell] {
        var cells: [Cell] = []
        var rest = mask
        while rest != 0 {
            cells.append(cellOfBit[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
        return cells
    }

    /// The cells next to `mask` by an edge (possibly including cells of `mask` itself).
    @inline(__always)
    func grow(_ mask: UInt64) -> UInt64 {
        if isGrid {
            // Masking shifts: the run length is below 64, so nothing is lost, and the
            // compiler need not guard against over-long shifts.
            let h = UInt64(truncatingIfNeeded: runLength)
            return ((mask &<< 1) & notRunStart) | ((mask &>> 1) & notRunEnd) | (mask &<< h)
                | (mask &>> h)
        }
        var grown: UInt64 = 0
        var rest = mask
        while rest != 0 {
            grown |= neighbours[rest.trailingZeroBitCount]
            rest &= rest - 1
        }
        return grown
    }
}
