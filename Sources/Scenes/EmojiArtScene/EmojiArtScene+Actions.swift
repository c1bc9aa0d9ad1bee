import DragAndDrop
import EmojiArt
import Geometry
import StageKit

/// An emoji's action menu (`ActionMenu`): deleting, duplicating, resizing or raising an
/// emoji without dragging it or its handle. Opened by a right click on an emoji, a finger
/// held still on it and let go (`HeldStillPress`), or shift+F10 or the Menu key on the
/// selected one. Each action is one undo step.
extension EmojiArtScene {
    /// How much Bigger and Smaller change an emoji's size.
    static let sizeStep = 1.25

    /// Opens the menu of the emoji `id` (selecting it alone), beside where it is drawn.
    mutating func openActions(forItem id: Int, byKeyboard: Bool) {
        guard let item = document.item(withID: id) else { return }
        editor.deselectAll()
        try? editor.select(id)
        actionItem = id
        let isTop = document.items.last?.id == id
        let actions: [ActionMenu.Action] = [
            .init("delete", "Delete"), .init("duplicate", "Duplicate"),
            .init(
                "bigger", "Bigger", isEnabled: item.size < DocumentLimits.itemSizeRange.upperBound),
            .init(
                "smaller", "Smaller", isEnabled: item.size > DocumentLimits.itemSizeRange.lowerBound
            ),
            .init("front", "Bring to front", isEnabled: !isTop),
        ]
        actionMenu.open(
            actions, title: item.text, beside: windowFrame(of: item), in: layout.size,
            byKeyboard: byKeyboard)
    }

    /// Gives the open menu an event; a choice is carried out.
    mutating func handleActionMenu(_ event: InputEvent) {
        switch actionMenu.handle(event) {
        case .none: break
        case .closed: actionItem = nil
        case .chose(let action):
            guard let id = actionItem else { return }
            actionItem = nil
            perform(itemAction: action.id, on: id)
        }
    }

    /// Carries out an action of an emoji's menu by its id, and announces what it did.
    mutating func perform(itemAction action: String, on id: Int) {
        guard let item = document.item(withID: id) else { return }
        switch action {
        case "delete":
            guard (try? editor.delete(id)) != nil else { return }
            fadeIntoTrash(item, from: windowFrame(of: item).center)
            status = "Deleted \(item.text). ctrl+z brings it back."
        case "duplicate":
            let offset = item.size * 0.3
            let at = Point(x: item.position.x + offset, y: item.position.y + offset)
            do {
                let copy = try editor.add(item.text, at: at, size: item.size)
                editor.deselectAll()
                try? editor.select(copy)
                popIn(copy)
                status = "Duplicated \(item.text); the copy is selected."
            } catch {
                status = "Could not duplicate \(item.text): \(error)."
            }
        case "bigger", "smaller":
            let factor = action == "bigger" ? Self.sizeStep : 1 / Self.sizeStep
            resize(item, to: item.size * factor)
            saidResized(id)
        case "front":
            try? editor.bringToFront(id)
            status = "Brought \(item.text) to the front."
        default: return
        }
        // The status line is the scene's live region: what it says is said.
        syncZones()
    }
}
