import Pentominoes
import StageKit

extension PentominoesScene {
    /// The game as `PentominoesSave` text, which the web page keeps between visits.
    public var savedStateText: String? { PentominoesSave(board: board, placement: placement).text }
}
