/// Why a piece cannot go where it was asked to.
///
/// ```swift
/// var game = Placement(board: .builtIn(.sixByTen))
/// do { try game.place(PlacedPiece(.i, at: Cell(row: 0, column: 8))) } catch {
///     print(error)   // I cannot go there: cell (0,10) is not on the board
/// }
/// ```
public enum PlacementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the piece's cells is outside the board or a hole.
    case offBoard(PieceName, Cell)
    /// One of the piece's cells is already covered by another piece.
    case overlaps(PieceName, Cell, covering: PieceName)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .offBoard(let name, let cell):
            "\(name.letter) cannot go there: cell \(cell) is not on the board"
        case .overlaps(let name, let cell, let other):
            "\(name.letter) cannot go there: cell \(cell) is covered by \(other.letter)"
        }
    }
}
