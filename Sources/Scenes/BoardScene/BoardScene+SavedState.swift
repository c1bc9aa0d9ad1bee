import Board
import StageKit

extension BoardScene {
    /// The board as `BoardJSON` (the bytes of the desktop's `board.json`), which the web
    /// page keeps between visits. A card being dragged is kept where it was picked up.
    public var savedStateText: String? { BoardJSON.encode(board) }
}
