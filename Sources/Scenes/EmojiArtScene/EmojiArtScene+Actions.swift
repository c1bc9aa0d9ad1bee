import DragAndDrop
import EmojiArt
import Geometry
import StageKit

/// An emoji's action menu (`ActionMenu`): deleting, duplicating, resizing or raising an
/// emoji without dragging it or its handle, and Select more, after which taps add emoji to
/// the selection (a finger's way to select several). Opened by a right click on an emoji, a finger
/// held still on it and let go (`HeldStillPress`), or shift+F10 or the Menu key on the
/// selection. An emoji of a selection of several opens the menu of them all, and each
/// action acts on all of them, as one undo step.
extension EmojiArtScene {
    /// How much Bigger and Smaller change an emoji's size.
    static let sizeStep = 1.25

    /// Opens the menu of the emoji `id` beside where it is drawn: for the whole selection
    /// when `id` is part of it, else for `id` alone (selected alone).
    mutating func openActions(forItem id: Int, byKeyboard: Bool) {
        guard let item = document.item(withID: id) else { return }
        if !editor.isSelected(id) { setPicks(Selection([id])) }
        actionItem = id
        let chosen = selectedItems
        let isTop = document.items.suffix(chosen.count).allSatisfy { editor.isSelected($0.id) }
        let range = DocumentLimits.itemSizeRange
        let actions: [ActionMenu.Action] = [
            .init("delete", "Delete"), .init("duplicate", "Duplicate"),
            .init("bigger", "Bigger", isEnabled: chosen.contains { $0.size < range.upperBound }),
            .init(
                "smaller", "Smaller", isEnabled: chosen.contains { $0.size > range.lowerBound }),
            .init("front", "Bring to front", isEnabled: !isTop),
            .init("select", "Select more"),
        ]
        actionMenu.open(
            actions, title: Self.naming(chosen), beside: windowFrame(of: item), in: layout.size,
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

    /// Carries out an action of the menu on the selection (the emoji `id` and the rest
    /// of the selection it belongs to), as one undo step, and announces what it did.
    mutating func perform(itemAction action: String, on id: Int) {
        guard document.item(withID: id) != nil else { return }
        if !editor.isSelected(id) { setPicks(Selection([id])) }
        let chosen = selectedItems
        let what = Self.naming(chosen)
        switch action {
        case "delete":
            editor.deleteSelection()
            for item in chosen { fadeIntoTrash(item, from: windowFrame(of: item).center) }
            status = "Deleted \(what). ctrl+z brings \(chosen.count == 1 ? "it" : "them") back."
        case "duplicate":
            duplicateSelection()
        case "bigger", "smaller":
            let factor = action == "bigger" ? Self.sizeStep : 1 / Self.sizeStep
            editor.beginGesture()
            for item in chosen { resize(item, to: item.size * factor) }
            editor.endGesture()
            if chosen.count == 1 {
                saidResized(id)
            } else {
                status = "Made \(what) \(action)."
            }
        case "front":
            editor.beginGesture()
            for item in chosen { try? editor.bringToFront(item.id) }
            editor.endGesture()
            status = "Brought \(what) to the front."
        case "select":
            selectingByTaps = true
            status = "Selecting: tap emoji to add them or take them out, then tap empty canvas."
        default: return
        }
        // The status line is the scene's live region: what it says is said.
        syncZones()
    }
}
