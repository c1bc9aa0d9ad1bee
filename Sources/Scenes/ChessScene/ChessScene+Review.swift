import Chess
import DragAndDrop
import StageKit

/// Stepping through a game: ← and → (or a click in the move list) show the position
/// before or after a move, Home and End the start and the last position; the pieces glide
/// forwards and back. The moves after the position shown wait, to step on to; playing a
/// different move from there replaces them (the rule of undo and redo).
extension ChessScene {
    /// The game with the moves stepped back over played again: the whole line.
    var wholeLine: Game {
        var line = game
        for move in redoMoves.reversed() { try? line.play(move) }
        return line
    }

    /// How many half-moves the whole line has.
    public var lineLength: Int { game.moves.count + redoMoves.count }

    /// Shows the position after `ply` half-moves of the whole line (0 is the start),
    /// gliding the pieces there move by move. The computer thinks only at the end of the
    /// line, so that stepping back never plays over the game.
    public mutating func showPly(_ ply: Int) {
        let target = min(max(ply, 0), lineLength)
        guard target != game.moves.count else { return }
        cancelInteraction()
        thinking = nil
        while game.moves.count > target { takeBack(reviewing: true) }
        while game.moves.count < target, let move = redoMoves.popLast() {
            commit(move, redoing: true)
            thinking = nil
        }
        if redoMoves.isEmpty { startThinkingIfDue() }
        announceReviewStep()
    }

    /// Says where the review stands, with the comment of that point, if any: "Move 12...
    /// Nf6, 23 of 40. A fine reply."
    private mutating func announceReviewStep() {
        let shown = game.moves.count
        var sentence: String
        if let move = game.moves.last {
            var before = game
            before.undo()
            let number =
                "\(before.position.fullmoveNumber)"
                + (before.position.sideToMove == .white ? "." : "...")
            sentence = "Move \(number) \(before.position.san(of: move)), \(shown) of \(lineLength)."
        } else {
            sentence = "The start, 0 of \(lineLength)."
        }
        if let comment = annotations[shown]?.comment, !comment.isEmpty {
            sentence += " " + comment
        }
        announce(sentence)
    }

    /// ←, →, Home and End, while no keyboard cursor is up; returns whether it took the key.
    mutating func handleReviewKey(_ event: KeyEvent) -> Bool {
        guard cursor == nil, drag.keyboard.carry == nil, drag.session.phase == .idle else {
            return false
        }
        if event.matches(.left) {
            showPly(game.moves.count - 1)
        } else if event.matches(.right) {
            showPly(game.moves.count + 1)
        } else if event.matches(.home) {
            showPly(0)
        } else if event.matches(.end) {
            showPly(lineLength)
        } else {
            return false
        }
        return true
    }
}
