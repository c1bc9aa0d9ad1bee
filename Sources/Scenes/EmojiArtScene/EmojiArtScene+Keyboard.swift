import DragAndDrop
import EmojiArt
import Geometry
import Gestures
import StageKit

/// Working without dragging: a tap (or Enter on it in the web page's mirror) on a palette
/// emoji adds it in the middle of the view, selected; a screen reader's cursor on an emoji
/// selects it; the arrows move the selection, ten canvas points a press (one with shift).
extension EmojiArtScene {
    /// How far an arrow moves the selection, in canvas points (shift: one).
    static let arrowStep = 10.0

    /// A screen reader's cursor (or Tab in the web page's mirror) on an emoji selects it,
    /// so that the arrows and Delete act on it.
    package mutating func handleFocus(_ event: FocusEvent) {
        guard event.role == .item, drag.session.phase == .idle, handleDrag == nil,
            let id = Int(event.label), !editor.isSelected(id) || editor.selection.count > 1,
            (try? editor.select(id)) != nil, let item = document.item(withID: id)
        else { return }
        status = "Selected \(item.text): the arrows move it, Delete removes it."
    }

    /// Moves every selected emoji one step in the arrow's direction, as one undoable
    /// change; returns whether the key was an arrow that moved something.
    mutating func moveSelection(_ event: KeyEvent) -> Bool {
        guard let direction = event.arrowOrShiftArrow, !editor.selection.isEmpty,
            drag.session.phase == .idle
        else { return false }
        let delta = direction.vector * (event.modifiers == .shift ? 1 : Self.arrowStep)
        let moving = document.items.filter { editor.isSelected($0.id) }
        editor.beginGesture()
        var moved = 0
        for item in moving where (try? editor.move(item.id, to: item.position + delta)) != nil {
            moved += 1
        }
        editor.endGesture()
        let what = moving.count == 1 ? moving[0].text : "\(moving.count) emoji"
        let position = document.items.first { $0.id == moving.first?.id }?.position
        status =
            moved == 0
            ? "\(what) cannot move further that way."
            : "Moved \(what)"
                + (moving.count == 1 && position != nil
                    ? " to \(Int(position!.x.rounded())), \(Int(position!.y.rounded()))." : ".")
        return true
    }

    /// Adds a palette emoji in the middle of the view, selected, with the pop of a drop.
    mutating func addInMiddle(_ text: String) {
        let center = view.canvasPoint(fromWindow: layout.viewport.center, in: layout.viewport)
        let size = Self.newItemSize(zoom: view.zoom, canvasSize: document.canvasSize)
        do {
            let id = try editor.add(text, at: center, size: size)
            try? editor.select(id)
            popIn(id)
            status = "Added \(text) in the middle: drag it, or move it with the arrows."
        } catch {
            status = "Could not add \(text): \(error)."
        }
    }
}
