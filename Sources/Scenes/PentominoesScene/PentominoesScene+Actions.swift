import DragAndDrop
import Geometry
import Pentominoes
import StageKit

/// A piece's action menu (`ActionMenu`): turning, flipping or putting back a piece on the
/// board, or placing a piece from the tray on the board, without dragging. Opened by a
/// right click on a piece, a finger held still on it and let go (`HeldStillPress`), or
/// shift+F10 or the Menu key on the focused one. Each action is one undo step, and the
/// piece glides as after a drag.
extension PentominoesScene {
    /// Opens the menu of `piece`, beside where it is drawn.
    mutating func openActions(for piece: PieceName, byKeyboard: Bool) {
        keyboardFocus = piece
        actionPiece = piece
        var actions: [ActionMenu.Action]
        if placement.placed(piece) != nil {
            actions = [
                .init("turn", "Turn"), .init("flip", "Flip"),
                .init("tray", "Put back in the tray"),
            ]
        } else {
            let room = freeSpot(for: piece) != nil
            actions = [
                .init(
                    "place", room ? "Place on the board" : "No room on the board", isEnabled: room)
            ]
        }
        actionMenu.open(
            actions, title: "The \(piece.letter) piece", beside: drawnFrame(of: piece), in: size,
            byKeyboard: byKeyboard)
    }

    /// Gives the open menu an event; a choice is carried out.
    mutating func handleActionMenu(_ event: InputEvent) {
        switch actionMenu.handle(event) {
        case .none: break
        case .closed: actionPiece = nil
        case .chose(let action):
            guard let piece = actionPiece else { return }
            actionPiece = nil
            perform(pieceAction: action.id, on: piece)
        }
    }

    /// Carries out an action of a piece's menu by its id, and announces what it did.
    mutating func perform(pieceAction action: String, on piece: PieceName) {
        switch action {
        case "turn", "flip": turnOnBoard(piece, flip: action == "flip")
        case "tray":
            let before = snapshot
            guard placement.remove(piece) != nil else { return }
            sendHome(piece, from: drawnFrame(of: piece), at: time)
            recordChange(from: before)
            status = "The \(piece.letter) piece is in the tray. \(progress)"
        case "place":
            guard let spot = freeSpot(for: piece) else { return }
            let before = snapshot
            try? placement.place(spot)
            drag.look.glide(
                piece, to: Pose(position: layout.frame(of: spot).center),
                with: Self.turnAnimation, at: time)
            recordChange(from: before)
            piecePlaced("Placed the \(piece.letter) piece on \(announcer.location(spot.anchor)).")
        default: return
        }
        announce(status)
    }

    /// The free spot for `piece` as it is turned now nearest the board's centre, if the
    /// board has room for it anywhere.
    func freeSpot(for piece: PieceName) -> PlacedPiece? {
        let orientation = orientations[piece.index]
        let extent = piece.extent(in: orientation)
        let board = placement.board
        let middle = (
            row: Double(board.rows - extent.rows) / 2,
            column: Double(board.columns - extent.columns) / 2
        )
        var best: (PlacedPiece, Double)?
        for row in 0...max(board.rows - extent.rows, 0) {
            for column in 0...max(board.columns - extent.columns, 0) {
                let spot = PlacedPiece(piece, orientation, at: Cell(row: row, column: column))
                guard placement.fits(spot) else { continue }
                let dr = Double(row) - middle.row
                let dc = Double(column) - middle.column
                let distance = dr * dr + dc * dc
                if best.map({ distance < $0.1 }) ?? true { best = (spot, distance) }
            }
        }
        return best?.0
    }
}
