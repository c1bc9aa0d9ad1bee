/// A piece lying on a board: which piece, how it is turned, and the board cell under its
/// anchor (the top-left corner of its bounding box, see `PieceName.cells(in:)`).
///
/// ```swift
/// let piece = PlacedPiece(.l, Orientation(quarterTurns: 1), at: Cell(row: 2, column: 3))
/// piece.cells   // (2,3) (2,4) (2,5) (2,6) (3,3)
/// ```
public struct PlacedPiece: Hashable, Sendable {
    /// Which of the twelve pieces.
    public var name: PieceName
    /// How it is turned and flipped.
    public var orientation: Orientation
    /// The board cell under the anchor, the top-left corner of the piece's bounding box.
    public var anchor: Cell

    /// Creates a placed piece.
    public init(_ name: PieceName, _ orientation: Orientation = .identity, at anchor: Cell) {
        self.name = name
        self.orientation = orientation
        self.anchor = anchor
    }

    /// The five board cells the piece covers, row-major.
    ///
    /// Complexity: O(1).
    public var cells: [Cell] {
        name.cells(in: orientation).map { cell in cell.offset(by: anchor) }
    }

    /// The same piece turned a quarter clockwise, keeping its anchor cell.
    ///
    /// Complexity: O(1).
    public func rotatedClockwise() -> PlacedPiece {
        PlacedPiece(name, orientation.rotatedClockwise(), at: anchor)
    }

    /// The same piece flipped about the vertical axis, keeping its anchor cell.
    ///
    /// Complexity: O(1).
    public func mirrored() -> PlacedPiece {
        PlacedPiece(name, orientation.mirrored(), at: anchor)
    }

    /// Whether two placed pieces are the same piece covering the same cells, whatever
    /// orientation value produced the shape (an X turned or not covers the same cells).
    ///
    /// Complexity: O(1).
    public func coversSameCells(as other: PlacedPiece) -> Bool {
        name == other.name && cells == other.cells
    }
}
