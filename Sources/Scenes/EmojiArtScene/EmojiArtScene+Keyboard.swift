import DragAndDrop
import EmojiArt
import Geometry
import Gestures
import StageKit

/// Working without dragging: a tap (or Enter on it, reached by F6 on the desktop or Tab in
/// the web page's mirror) on a palette emoji adds it in the middle of the view, selected;
/// a screen reader's cursor on an emoji, or Tab on the desktop, selects it; the arrows
/// move the selection, ten canvas points a press (one with shift), and with nothing
/// selected they pan the view.
extension EmojiArtScene {
    /// How far an arrow moves the selection, in canvas points (shift: one).
    static let arrowStep = 10.0
    /// How far an arrow pans the view with nothing selected, in window points (shift: a
    /// quarter).
    static let panStep = 48.0

    /// Tab puts the keyboard's focus on the next emoji, in the picture's order (shift: the
    /// one before), selecting it alone unless Space has selected several; returns whether
    /// the key was Tab. (In a browser Tab is the page's, and reaches the emoji through its
    /// mirror, which focuses them the same way.)
    mutating func selectNextByTab(_ event: KeyEvent) -> Bool {
        let ids = document.items.map { $0.id }
        let current =
            keyFocus.flatMap { ids.firstIndex(of: $0) }
            ?? ids.lastIndex { editor.isSelected($0) }
        guard drag.session.phase == .idle, handleDrag == nil, lasso == nil,
            let next = event.tabbed(from: current, among: ids.count)
        else { return false }
        focusOnItem(ids[next])
        return true
    }

    /// Pans the view the arrow's way (Right shows more of the right) when nothing is
    /// selected; returns whether the key was an arrow that did.
    mutating func panByArrow(_ event: KeyEvent) -> Bool {
        guard let direction = event.arrowOrShiftArrow, editor.selection.isEmpty,
            drag.session.phase == .idle, handleDrag == nil, lasso == nil
        else { return false }
        let step = event.modifiers == .shift ? Self.panStep / 4 : Self.panStep
        pan(by: direction.vector * -step)
        return true
    }

    /// A screen reader's cursor (or Tab in the web page's mirror) on an emoji selects it,
    /// so that the arrows and Delete act on it.
    package mutating func handleFocus(_ event: FocusEvent) {
        // F6 or Tab stepping through the palette scrolls it, to bring the next cells in.
        if event.role == .place, event.label.hasPrefix("palette ") {
            return palette.reveal(String(event.label.dropFirst("palette ".count)))
        }
        guard event.role == .item, drag.session.phase == .idle, handleDrag == nil,
            let id = Int(event.label), document.item(withID: id) != nil
        else { return }
        focusOnItem(id)
    }

    /// The emoji the keyboard's focus is on, if it is still there.
    var focusedItem: EmojiItem? { keyFocus.flatMap { document.item(withID: $0) } }

    /// Puts the keyboard's focus on an emoji: while Space gathers a selection, or with
    /// several selected, the selection stays and the status says whether Space adds this one
    /// or takes it out; else it is selected alone, for the arrows and Delete.
    mutating func focusOnItem(_ id: Int) {
        guard let item = document.item(withID: id) else { return }
        keyFocus = id
        let ids = document.items.map { $0.id }
        let place = "\((ids.firstIndex(of: id) ?? 0) + 1) of \(ids.count)"
        if gatheringByKeys || editor.selection.count > 1 {
            let state = editor.isSelected(id) ? "selected: Space takes it out" : "Space adds it"
            status = "\(item.text), \(place), \(state); \(editor.selection.count) emoji selected."
            return
        }
        var picks = currentPicks
        picks.select(only: id)
        setPicks(picks)
        status =
            "Selected \(item.text), \(place): the arrows move it, Delete removes it, Space "
            + "then Tab and Space select more, shift+F10 opens its menu."
    }

    /// Space: the emoji the keyboard's focus is on joins the selection or leaves it (the
    /// first Space keeps the one Tab selected, and starts gathering); returns whether there
    /// was one.
    mutating func toggleFocusedItem(_ event: KeyEvent) -> Bool {
        guard event.matches(.space), drag.session.phase == .idle, let item = focusedItem else {
            return false
        }
        var picks = currentPicks
        if gatheringByKeys || !editor.isSelected(item.id) {
            picks.toggle(item.id)
        }
        gatheringByKeys = true
        setPicks(picks)
        let verb = editor.isSelected(item.id) ? "Added" : "Took out"
        status = "\(verb) \(item.text): \(editor.selection.count) emoji selected."
        return true
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
