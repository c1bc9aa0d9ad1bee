import Chess
import Geometry
import StageKit

/// A piece's action menu (`ActionMenu`): one row per legal move of a piece of the side to
/// move ("Move to e4", "Take on d5"), played and animated as a click or a drag plays it.
/// Opened by a right click on a piece, a finger held still on it and let go
/// (`HeldStillPress`), or shift+F10 or the Menu key on the piece under the keyboard's
/// cursor. A piece that may not move now gets one greyed row saying why.
extension ChessScene {
    /// Opens the menu of the piece on `square`, beside its square.
    mutating func openActions(on square: Square, byKeyboard: Bool) {
        guard let piece = game.position.piece(at: square) else { return }
        clearLit()
        actionSquare = square
        var actions: [ActionMenu.Action] = []
        let side = game.position.sideToMove
        if piece.side != side {
            actions.append(.init("", "\(Self.name(of: side)) to move", isEnabled: false))
        } else if !humanMayMove {
            actions.append(
                .init("", isOver ? "The game is over" : "The computer is to move", isEnabled: false)
            )
        } else {
            for move in game.position.legalMoves(from: square)
            where actions.last?.id != move.to.name {
                let verb = move.isCapture ? "Take on" : "Move to"
                actions.append(.init(move.to.name, "\(verb) \(move.to.name)"))
            }
            if actions.isEmpty { actions.append(.init("", "No legal move", isEnabled: false)) }
        }
        let title = "\(Self.name(of: piece.side)) \(Self.name(of: piece.kind)) \(square.name)"
        actionMenu.open(
            actions, title: title, beside: layout.frame(of: square), in: size,
            byKeyboard: byKeyboard)
    }

    /// Gives the open menu an event; a chosen move is played.
    mutating func handleActionMenu(_ event: InputEvent) {
        switch actionMenu.handle(event) {
        case .none: break
        case .closed: actionSquare = nil
        case .chose(let action):
            guard let from = actionSquare, let to = Square(action.id) else { return }
            actionSquare = nil
            move(from: from, to: to)
        }
    }
}
