import Pentominoes
import StageKit

extension PentominoesScene {
    /// The game as `PentominoesSave` text, which the web page keeps between visits.
    public var keptText: String? { PentominoesSave(board: board, placement: placement).text }
}
