/// The pieces lying on a board: the state the game drives and the solver starts from.
///
/// Each of the twelve pieces is on the board at most once. A piece fits where all its
/// cells are open board cells not covered by another piece; placing a piece that is
/// already on the board moves it.
///
/// ```swift
/// var game = Placement(board: .builtIn(.sixByTen))
/// try game.place(PlacedPiece(.x, at: Cell(row: 0, column: 0)))
/// game.piece(at: Cell(row: 1, column: 1))   // .x
/// game.piece(at: Cell(row: 0, column: 0))   // nil: the X leaves its corner free
/// ```
public struct Placement: Hashable, Sendable {
    /// The board the pieces lie on.
    public let board: PentominoBoard
    /// The placed piece of each piece name, indexed by `PieceName.index`.
    private var byName: [PlacedPiece?]
    /// For each grid cell (row-major), the index of the piece covering it, or -1.
    private var owner: [Int8]

    /// An empty board.
    ///
    /// Complexity: O(rows × columns).
    public init(board: PentominoBoard) {
        self.board = board
        self.byName = [PlacedPiece?](repeating: nil, count: PieceName.allCases.count)
        self.owner = [Int8](repeating: -1, count: board.rows * board.columns)
    }

    /// Creates a placement holding the given pieces.
    ///
    /// ```swift
    /// let game = try Placement(board: .builtIn(.threeByTwenty), pieces: [
    ///     PlacedPiece(.i, at: Cell(row: 0, column: 0)),
    /// ])
    /// ```
    /// Complexity: O(rows × columns + pieces).
    /// - Throws: the first `PlacementError` met, placing in order (a name given twice
    ///   keeps the last position).
    public init(board: PentominoBoard, pieces: [PlacedPiece]) throws(PlacementError) {
        self.init(board: board)
        for piece in pieces {
            try place(piece)
        }
    }

    /// The piece covering a cell, or nil when the cell is free or not on the board.
    ///
    /// Complexity: O(1).
    public func piece(at cell: Cell) -> PieceName? {
        guard board.isOpen(cell) else { return nil }
        let index = owner[cell.row * board.columns + cell.column]
        return index < 0 ? nil : PieceName(index: Int(index))
    }

    /// Where a piece lies, or nil when it is not on the board.
    ///
    /// Complexity: O(1).
    public func placed(_ name: PieceName) -> PlacedPiece? { byName[name.index] }

    /// The pieces on the board, in letter order (F first).
    ///
    /// Complexity: O(12).
    public var pieces: [PlacedPiece] { byName.compactMap { piece in piece } }

    /// Whether a piece could lie there: each of its cells open and not covered by another
    /// piece (its own current position does not count).
    ///
    /// ```swift
    /// game.fits(PlacedPiece(.i, at: Cell(row: 0, column: 6)))   // false on 6×10: column 10
    /// ```
    /// Complexity: O(1).
    public func fits(_ piece: PlacedPiece) -> Bool {
        obstacle(to: piece) == nil
    }

    /// Puts a piece on the board, moving it if it was already there.
    ///
    /// Complexity: O(1).
    /// - Throws: `PlacementError` if it does not fit; the placement is then unchanged.
    public mutating func place(_ piece: PlacedPiece) throws(PlacementError) {
        if let error = obstacle(to: piece) { throw error }
        remove(piece.name)
        for cell in piece.cells {
            owner[cell.row * board.columns + cell.column] = Int8(piece.name.index)
        }
        byName[piece.name.index] = piece
    }

    /// Takes a piece off the board, returning where it was.
    ///
    /// Complexity: O(1).
    @discardableResult
    public mutating func remove(_ name: PieceName) -> PlacedPiece? {
        guard let piece = byName[name.index] else { return nil }
        for cell in piece.cells {
            owner[cell.row * board.columns + cell.column] = -1
        }
        byName[name.index] = nil
        return piece
    }

    /// Takes every piece off the board.
    ///
    /// Complexity: O(rows × columns).
    public mutating func removeAll() {
        self = Placement(board: board)
    }

    /// The open cells no piece covers, row-major.
    ///
    /// Complexity: O(rows × columns).
    public var freeCells: [Cell] {
        board.openCells.filter { cell in owner[cell.row * board.columns + cell.column] < 0 }
    }

    /// Whether every open cell is covered: on a 60-cell board, the puzzle is solved.
    ///
    /// Complexity: O(rows × columns).
    public var isComplete: Bool { freeCells.isEmpty }

    /// What stops a piece from lying there, or nil if it fits.
    private func obstacle(to piece: PlacedPiece) -> PlacementError? {
        for cell in piece.cells {
            guard board.isOpen(cell) else { return .offBoard(piece.name, cell) }
            let index = owner[cell.row * board.columns + cell.column]
            if index >= 0 && Int(index) != piece.name.index {
                return .overlaps(piece.name, cell, covering: PieceName(index: Int(index)))
            }
        }
        return nil
    }
}
