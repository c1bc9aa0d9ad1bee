extension EmojiArtEditor {
    /// Draws an item above every other, as one undo step; the topmost item records nothing.
    ///
    /// ```swift
    /// try editor.bringToFront(id)
    /// editor.document.items.last?.id == id   // true
    /// ```
    public mutating func bringToFront(_ id: Int) throws(EmojiArtError) {
        guard let index = document.index(ofItem: id) else { throw .unknownItem(id) }
        guard index < document.items.count - 1 else { return }
        var reordered = document.items
        reordered.append(reordered.remove(at: index))
        try perform(.replaceAll(from: document.items, to: reordered))
    }
}
