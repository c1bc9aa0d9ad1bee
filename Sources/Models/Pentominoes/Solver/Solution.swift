/// A board with all twelve pieces on it, every open cell covered.
///
/// ```swift
/// let solution = Solver(board: .builtIn(.threeByTwenty)).firstSolution()!
/// print(solution.picture)   // three lines of twenty letters
/// solution.piece(at: Cell(row: 0, column: 0))
/// ```
public struct Solution: Hashable, Sendable {
    /// The complete placement.
    public let placement: Placement

    /// Wraps a complete placement.
    init(_ placement: Placement) {
        self.placement = placement
    }

    /// The board solved.
    public var board: PentominoBoard { placement.board }

    /// The twelve pieces in letter order.
    ///
    /// Complexity: O(12).
    public var pieces: [PlacedPiece] { placement.pieces }

    /// The piece covering a cell, or nil off the board.
    ///
    /// Complexity: O(1).
    public func piece(at cell: Cell) -> PieceName? { placement.piece(at: cell) }

    /// The solution as a letter grid: one line per row, each open cell the letter of its
    /// piece, `#` for squares not on the board.
    ///
    /// Complexity: O(rows × columns).
    public var picture: String { placement.picture }
}
