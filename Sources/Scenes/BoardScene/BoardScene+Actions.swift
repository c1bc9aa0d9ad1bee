import Board
import Geometry
import Gestures
import StageKit

/// A card's action menu (`ActionMenu`): moving it to another column, up or down, to the
/// top, or deleting it, without dragging. Opened by a right click on a card, by a finger
/// held on a card and let go without moving, or by shift+F10 or the Menu key on the
/// focused card. Each action is one undoable edit, and the cards glide to their new
/// places as after a drag.
extension BoardScene {
    /// Opens the menu of the card `id`, beside where it is drawn.
    mutating func openActions(forCard id: Int, byKeyboard: Bool) {
        guard let card = board.card(withID: id), let frame = layout.frame(ofCard: id) else {
            return
        }
        focus = id
        actionCard = id
        actionMenu.open(
            cardActions(id), title: "“\(card.title)”", beside: frame, in: size,
            byKeyboard: byKeyboard)
    }

    /// What can be done to the card `id` where it is now.
    func cardActions(_ id: Int) -> [ActionMenu.Action] {
        guard let (c, i) = board.location(ofCard: id) else { return [] }
        var actions: [ActionMenu.Action] = []
        for column in board.columns where column.id != board.columns[c].id {
            actions.append(.init("column \(column.id)", "Move to \(column.title)"))
        }
        let count = board.columns[c].cards.count
        actions.append(.init("up", "Move up", isEnabled: i > 0))
        actions.append(.init("down", "Move down", isEnabled: i < count - 1))
        actions.append(.init("top", "Move to top", isEnabled: i > 0))
        actions.append(.init("delete", "Delete"))
        return actions
    }

    /// Gives the open menu an event; a choice is carried out and announced.
    mutating func handleActionMenu(_ event: InputEvent) {
        switch actionMenu.handle(event) {
        case .none: break
        case .closed: actionCard = nil
        case .chose(let action):
            guard let id = actionCard else { return }
            actionCard = nil
            perform(cardAction: action.id, on: id)
        }
    }

    /// Carries out an action of the card's menu by its id.
    mutating func perform(cardAction action: String, on id: Int) {
        guard let card = board.card(withID: id), let (c, i) = board.location(ofCard: id) else {
            return
        }
        let column = board.columns[c]
        var target: (column: Int, index: Int)
        switch action {
        case "up": target = (column.id, i - 1)
        case "down": target = (column.id, i + 1)
        case "top": target = (column.id, 0)
        case "delete":
            _ = try? editor.apply { board throws(BoardError) in try board.deleteCard(id) }
            let rest = board.columns[c].cards
            focus = rest.isEmpty ? nil : rest[min(i, rest.count - 1)].id
            relayout()
            statusLine.announce("Deleted “\(card.title)”. ctrl+z brings it back.")
            return
        default:
            guard action.hasPrefix("column "), let other = Int(String(action.dropFirst(7)))
            else { return }
            target = (other, board.column(withID: other)?.cards.count ?? 0)
        }
        do throws(BoardError) {
            try editor.apply { board throws(BoardError) in
                try board.moveCard(id, toColumn: target.column, at: target.index)
            }
        } catch {
            status = "Could not move “\(card.title)”: \(error)."
            return
        }
        relayout()
        let place = board.column(withID: target.column)
        statusLine.announce(
            "Moved “\(card.title)” to \(place?.title ?? ""), \(target.index + 1) of \(place?.cards.count ?? 0)."
        )
    }
}
