import DragAndDrop
import Pentominoes
import StageKit

/// What undo and redo restore: the board, where every piece lies and how it is turned.
struct GameSnapshot: Equatable, Sendable {
    var board: BuiltInBoard
    var placement: Placement
    var orientations: [Orientation]
}

extension PentominoesScene: Undoable {
    /// Whether there is a change to take back.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a change taken back to put back.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The game as undo sees it now.
    var snapshot: GameSnapshot {
        GameSnapshot(board: board, placement: placement, orientations: orientations)
    }

    /// Records that the game changed from `before`: one undo step, and no more redo.
    mutating func recordChange(from before: GameSnapshot) {
        guard before != snapshot else { return }
        undoStack.append(before)
        if undoStack.count > Self.historyLimit { undoStack.removeFirst() }
        redoStack.removeAll()
        updateHistoryButtons()
    }

    /// Takes back the last change; every piece glides to where it was.
    public mutating func undo() {
        guard drag.isIdle, let previous = undoStack.popLast()
        else { return }
        redoStack.append(snapshot)
        restore(previous)
        status = "Undone."
    }

    /// Puts back the change last undone.
    public mutating func redo() {
        guard drag.isIdle, let next = redoStack.popLast() else {
            return
        }
        undoStack.append(snapshot)
        restore(next)
        status = "Redone."
    }

    private mutating func restore(_ saved: GameSnapshot) {
        if saved.board != board { switchBoard(to: saved.board) }
        placement = saved.placement
        for piece in PieceName.allCases {
            reorient(piece, to: saved.orientations[piece.index], at: time)
            drag.look.glide(
                piece, to: Pose(position: restingFrame(of: piece).center), with: Self.homeAnimation,
                at: time)
        }
        updateHistoryButtons()
    }

    mutating func updateHistoryButtons() {
        toolbar.enableHistory(canUndo: canUndo, canRedo: canRedo)
    }

    /// How many changes undo remembers.
    static let historyLimit = 200
}
