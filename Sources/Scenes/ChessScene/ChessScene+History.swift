import Chess
import DragAndDrop
import StageKit

extension ChessScene {
    /// Takes back the last move (against the computer, back to your own last turn);
    /// the pieces glide back and taken pieces fade in.
    public mutating func undo() {
        guard !game.moves.isEmpty else { return }
        cancelInteraction()
        thinking = nil
        repeat {
            takeBack(reviewing: false)
        } while !game.moves.isEmpty && player(of: game.position.sideToMove) == .computer
            && !(white == .computer && black == .computer)
        announce("Move taken back. " + statusLine + ".")
        startThinkingIfDue()
    }

    /// Plays again the move last taken back (with the computer's answer after it).
    public mutating func redo() {
        guard !redoMoves.isEmpty else { return }
        cancelInteraction()
        thinking = nil
        repeat {
            guard let move = redoMoves.popLast() else { break }
            commit(move, redoing: true)
            thinking = nil
        } while !redoMoves.isEmpty && player(of: game.position.sideToMove) == .computer
        startThinkingIfDue()
    }

    /// Takes back one move, keeping it to redo; the pieces glide back. A move stepped back
    /// over in review (`reviewing`) stays part of the saved game; one taken back with undo
    /// leaves it, with every move ahead of it.
    mutating func takeBack(reviewing: Bool) {
        let before = game.position
        let previous = ids
        guard let move = game.undo(), let restored = idHistory.popLast() else { return }
        redoMoves.append(move)
        reviewedAhead = reviewing ? reviewedAhead + 1 : 0
        ids = restored
        arrangePieces(leaving: previous, of: before)
        updateHistoryButtons()
    }

    /// Brings the toolbar's Undo and Redo and the move list up to date with the game.
    mutating func updateHistoryButtons() {
        // Stepping through a game keeps the line: its SAN is worked out only when it changes.
        if game.startPosition != moveRows.start
            || game.moves + redoMoves.reversed() != moveRows.moves
        {
            moveRows = MoveListRows(game: wholeLine)
        }
        let canUndo = !game.moves.isEmpty
        let canRedo = !redoMoves.isEmpty
        toolbar.updateButton("undo") { $0.isEnabled = canUndo }
        // After undo or a step through the game, the side to move has the running clock.
        if let running = clock?.running, flagged == nil, running.side != game.position.sideToMove {
            clock?.run(game.status.isOver ? nil : game.position.sideToMove, at: time)
        }
        toolbar.updateButton("redo") { $0.isEnabled = canRedo }
    }
}

extension ChessScene: Undoable {
    /// Whether there is a move to take back.
    public var canUndo: Bool { !game.moves.isEmpty }
    /// Whether there is a move taken back to play again.
    public var canRedo: Bool { !redoMoves.isEmpty }
}
