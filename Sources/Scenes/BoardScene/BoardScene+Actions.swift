import Board
import DragAndDrop
import Geometry
import Gestures
import StageKit

/// A card's action menu (`ActionMenu`): moving it to another column, up or down, to the
/// top, or deleting it, and moving its column left or right, without dragging. Opened by a
/// right click on a card, by a finger held on a card and let go without moving, or by
/// shift+F10 or the Menu key on the focused card; a right click on a column's header
/// opens the column's own (left, right, first, last). Each action is one undoable edit,
/// and the cards and columns glide to their new places as after a drag.
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
        actions.append(.init("select", "Select more"))
        // The column too, for the keyboard and screen readers, which reach cards.
        actions.append(.init("move column left", "Move the column left", isEnabled: c > 0))
        actions.append(
            .init(
                "move column right", "Move the column right",
                isEnabled: c < board.columns.count - 1))
        return actions
    }

    /// What can be done to the column `id` where it is now.
    func columnActions(_ id: Int) -> [ActionMenu.Action] {
        guard let c = board.columnIndex(of: id) else { return [] }
        let last = board.columns.count - 1
        return [
            .init("move column left", "Move left", isEnabled: c > 0),
            .init("move column right", "Move right", isEnabled: c < last),
            .init("move column first", "Move to the start", isEnabled: c > 0),
            .init("move column last", "Move to the end", isEnabled: c < last),
        ]
    }

    /// Opens the menu of the column `id`, under its header.
    mutating func openActions(forColumn id: Int, byKeyboard: Bool) {
        guard let column = board.column(withID: id), let place = layout.column(id) else {
            return
        }
        actionColumn = id
        actionMenu.open(
            columnActions(id), title: "Column “\(column.title)”", beside: place.header,
            in: size, byKeyboard: byKeyboard)
    }

    /// Moves the column `id` by an action of its menu ("move column left"…).
    mutating func perform(columnAction action: String, on id: Int) {
        guard let c = board.columnIndex(of: id) else { return }
        let last = board.columns.count - 1
        let to: Int
        switch action {
        case "move column left": to = c - 1
        case "move column right": to = c + 1
        case "move column first": to = 0
        case "move column last": to = last
        default: return
        }
        guard to != c, (0...last).contains(to) else { return }
        try? editor.apply { board throws(BoardError) in try board.moveColumn(id, to: to) }
        relayout()
        revealColumn(at: to)
        let title = board.column(withID: id)?.title ?? ""
        statusLine.announce("Moved the column “\(title)” to place \(to + 1) of \(last + 1).")
    }

    /// Gives the open menu an event; a choice is carried out and announced.
    mutating func handleActionMenu(_ event: InputEvent) {
        switch actionMenu.handle(event) {
        case .none: break
        case .closed:
            actionCard = nil
            actionColumn = nil
        case .chose(let action):
            let card = actionCard
            let column =
                actionColumn
                ?? card.flatMap { board.location(ofCard: $0) }.map {
                    board.columns[$0.column].id
                }
            actionCard = nil
            actionColumn = nil
            if action.id.hasPrefix("move column "), let column {
                perform(columnAction: action.id, on: column)
            } else if let card {
                perform(cardAction: action.id, on: card)
            }
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
        case "select":
            if !picked.contains(id) { picked.toggle(id) }
            selectingByTaps = true
            statusLine.announce(
                "Selecting: tap cards to add them or take them out, then tap outside the cards. "
                    + selectionText())
            return
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
