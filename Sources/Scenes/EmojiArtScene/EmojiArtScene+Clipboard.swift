import DragAndDrop
import EmojiArt
import StageKit

/// Copy, cut, paste and duplicate of the whole selection, with the app's own clipboard
/// (the host's is not reached): each is one undo step, and what is pasted or duplicated
/// comes selected, a little down and to the right of what it copies.
extension EmojiArtScene {
    /// How far a copy lands from what it copies, as a share of the emoji's size.
    static let copyOffset = 0.3

    /// The selected emoji, in the order they are drawn (bottom first).
    var selectedItems: [EmojiItem] { document.items.filter { editor.isSelected($0.id) } }

    /// ctrl+c: keeps the selected emoji for pasting.
    mutating func copySelection() {
        let chosen = selectedItems
        guard !chosen.isEmpty else {
            status = "Nothing selected to copy."
            return
        }
        clipboard = chosen
        pasteCount = 0
        status = "Copied \(Self.naming(chosen)): ctrl+v pastes."
    }

    /// ctrl+x: keeps the selected emoji for pasting and deletes them, as one undo step.
    mutating func cutSelection() {
        let chosen = selectedItems
        guard drag.session.phase == .idle, handleDrag == nil, !chosen.isEmpty else { return }
        clipboard = chosen
        pasteCount = 0
        editor.deleteSelection()
        status = "Cut \(Self.naming(chosen)): ctrl+v pastes."
    }

    /// ctrl+v: adds what was copied, selected, each paste a step further on.
    mutating func paste() {
        guard drag.session.phase == .idle, handleDrag == nil else { return }
        guard !clipboard.isEmpty else {
            status = "Nothing to paste: copy (ctrl+c) or cut (ctrl+x) emoji first."
            return
        }
        pasteCount += 1
        addCopies(of: clipboard, steps: Double(pasteCount), verb: "Pasted")
    }

    /// ctrl+d (or Duplicate in the menu): a copy of every selected emoji beside it.
    mutating func duplicateSelection() {
        let chosen = selectedItems
        guard drag.session.phase == .idle, handleDrag == nil, !chosen.isEmpty else { return }
        addCopies(of: chosen, steps: 1, verb: "Duplicated")
    }

    /// Adds copies of `items`, `steps` offsets down and right of them, as one undo step,
    /// and selects them; says how many fitted when the picture is full (a copy pushed past
    /// the largest coordinate a picture holds is left out too).
    ///
    /// The messages name no `EmojiArtError`: its descriptions, inlined here, cost the web
    /// module kilobytes.
    private mutating func addCopies(of items: [EmojiItem], steps: Double, verb: String) {
        editor.beginGesture()
        var added: Set<Int> = []
        for item in items {
            let offset = item.size * Self.copyOffset * steps
            let at = Point(x: item.position.x + offset, y: item.position.y + offset)
            if let id = try? editor.add(item.text, at: at, size: item.size) { added.insert(id) }
        }
        editor.endGesture()
        guard !added.isEmpty else {
            status = "Could not add \(Self.naming(items)): the picture is full."
            return
        }
        setPicks(Selection(added))
        for id in added { popIn(id) }
        syncZones()
        let what = items.count == 1 ? items[0].text : "\(items.count) emoji"
        status =
            added.count == items.count
            ? "\(verb) \(what); the \(items.count == 1 ? "copy is" : "copies are") selected."
            : "\(verb) \(added.count) of \(items.count) emoji: the picture is full."
    }

    /// An emoji by itself, or how many.
    static func naming(_ items: [EmojiItem]) -> String {
        items.count == 1 ? items[0].text : "\(items.count) emoji"
    }
}
