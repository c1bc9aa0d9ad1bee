import Chess
import DragAndDrop
import StageKit

/// "Show thinking" (the t key): a line under the board with the computer's search, the
/// positions examined while it thinks, then the depth reached and its evaluation.
extension ChessScene {
    /// Turns the thinking line on or off.
    public mutating func toggleThinking() {
        showsThinking.toggle()
        announce(showsThinking ? "Showing the computer's thinking." : "Thinking hidden.")
    }

    /// The thinking line's text, or nil when it is hidden or there is nothing to show.
    public var thinkingLine: String? {
        guard showsThinking else { return nil }
        if let thinking {
            return "Computer thinking… \(Self.grouped(thinking.nodes)) positions"
        }
        guard let last = lastThought else { return "The computer has not moved yet." }
        return "Computer played \(last.san): depth \(last.result.depth), evaluation "
            + Self.evaluation(last.result, side: last.side)
            + ", \(Self.grouped(last.result.nodes)) positions"
    }

    /// Keeps what the search found for the line, before its move is played.
    mutating func recordThought(_ result: SearchResult) {
        lastThought = (result, game.position.sideToMove, game.position.san(of: result.move))
    }

    /// A score from white's side, in pawns, such as "+0.35" or "mate for black".
    static func evaluation(_ result: SearchResult, side: Side) -> String {
        let sign = side == .white ? 1 : -1
        if abs(result.score) >= Search.mateThreshold {
            let winner = result.score > 0 ? side : side.opponent
            return "mate for \(name(of: winner).lowercased())"
        }
        let centipawns = result.score * sign
        let magnitude = abs(centipawns)
        let text = "\(magnitude / 100)." + (magnitude % 100 < 10 ? "0" : "") + "\(magnitude % 100)"
        return (centipawns >= 0 ? "+" : "−") + text
    }

    /// 12345 as "12,345".
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    func drawThinking(into list: inout DisplayList, theme: Theme) {
        guard let line = thinkingLine else { return }
        let board = layout.boardFrame
        list.text(
            line, at: Point(x: board.midX, y: board.maxY + 30), font: theme.captionFont,
            color: theme.secondaryText, alignment: .center, maxWidth: board.width)
    }
}
