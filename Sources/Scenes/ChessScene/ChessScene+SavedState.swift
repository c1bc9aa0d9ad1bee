import StageKit

extension ChessScene {
    /// The game as `ChessSave` text, which the web page keeps between visits.
    public var savedStateText: String? { ChessSave(of: self).text }
}
