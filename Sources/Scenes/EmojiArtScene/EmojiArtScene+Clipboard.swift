import DragAndDrop
import EmojiArt
import StageKit

/// Copy, cut, paste and duplicate of the whole selection: each is one undo step, and what
/// is pasted or duplicated comes selected, a little down and to the right of what it
/// copies. A copy also puts the emoji on the system's clipboard as text (`copied`, which
/// the host hands on); text pasted from there (`handlePaste`) brings the app's own copies,
/// with their sizes and places, when it is what the app put there, or else adds the
/// palette's emoji found in it in a row in the middle of the view, so emoji copied in
/// another program can be pasted.
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
        copied.copy(Self.text(of: chosen))
        status = "Copied \(Self.naming(chosen)): ctrl+v pastes."
    }

    /// ctrl+x: keeps the selected emoji for pasting and deletes them, as one undo step.
    mutating func cutSelection() {
        let chosen = selectedItems
        guard drag.session.phase == .idle, handleDrag == nil, !chosen.isEmpty else { return }
        clipboard = chosen
        pasteCount = 0
        copied.copy(Self.text(of: chosen))
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

    /// Text from the system's clipboard (ctrl+v): the app's own copies when it is what the
    /// app put there, else the palette's emoji found in it, in a row in the middle of the
    /// view, selected, as one undo step (at most `mostPasted`).
    package mutating func handlePaste(_ input: TextInput) {
        guard drag.session.phase == .idle, handleDrag == nil else { return }
        if !clipboard.isEmpty && input.text == copied.text { return paste() }
        let found = Self.paletteEmoji(in: input.text)
        guard !found.isEmpty else {
            status = "Nothing to paste: the clipboard holds no emoji from the palette."
            return
        }
        let side = Self.newItemSize(zoom: view.zoom, canvasSize: document.canvasSize)
        let middle = view.canvasPoint(fromWindow: layout.viewport.center, in: layout.viewport)
        let count = min(found.count, Self.mostPasted)
        var row: [EmojiItem] = []
        for (i, text) in found.prefix(count).enumerated() {
            let x = middle.x + (Double(i) - Double(count - 1) / 2) * side
            row.append(
                EmojiItem(id: -1 - i, text: text, position: Point(x: x, y: middle.y), size: side))
        }
        addCopies(of: row, steps: 0, verb: "Pasted")
    }

    /// The most emoji one paste adds.
    static let mostPasted = 100

    /// The emoji of `items` as text, in order: what a copy puts on the system's clipboard.
    static func text(of items: [EmojiItem]) -> String {
        var text = ""
        for item in items { text += item.text }
        return text
    }

    /// The palette's emoji in `text`, in order, whatever lies between them; an emoji
    /// written with or without its emoji presentation selector (U+FE0F) is found either
    /// way. Matched scalar by scalar, longest first: the browser's module has no tables of
    /// grapheme clusters.
    static func paletteEmoji(in text: String) -> [String] {
        let selector: Unicode.Scalar = "\u{FE0F}"
        let scalars = Array(text.unicodeScalars.filter { $0 != selector })
        var known: [(scalars: [Unicode.Scalar], text: String)] = []
        for set in EmojiSet.all {
            for emoji in set.emoji {
                known.append((Array(emoji.unicodeScalars.filter { $0 != selector }), emoji))
            }
        }
        known.sort { $0.scalars.count > $1.scalars.count }
        var found: [String] = []
        var i = 0
        scanning: while i < scalars.count {
            for candidate in known
            where i + candidate.scalars.count <= scalars.count
                && scalars[i..<(i + candidate.scalars.count)].elementsEqual(candidate.scalars)
            {
                found.append(candidate.text)
                i += candidate.scalars.count
                continue scanning
            }
            i += 1
        }
        return found
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
