extension EmojiArtEditor {
    /// Selects an item: alone, or added to the selection when `extending`.
    /// Not an undo step (selection is view state).
    ///
    /// ```swift
    /// try editor.select(fox)                   // only the fox
    /// try editor.select(cat, extending: true)  // the fox and the cat
    /// ```
    public mutating func select(_ id: Int, extending: Bool = false) throws(EmojiArtError) {
        guard document.index(ofItem: id) != nil else { throw .unknownItem(id) }
        if !extending { selection.removeAll() }
        selection.insert(id)
    }

    /// Removes an item from the selection; unknown or unselected ids change nothing.
    ///
    /// ```swift
    /// editor.deselect(fox)
    /// ```
    public mutating func deselect(_ id: Int) { selection.remove(id) }

    /// Selects nothing, as a tap on empty canvas does.
    ///
    /// ```swift
    /// editor.deselectAll()
    /// ```
    public mutating func deselectAll() { selection.removeAll() }

    /// Whether an item is selected.
    ///
    /// ```swift
    /// editor.isSelected(fox)   // true after select(fox)
    /// ```
    public func isSelected(_ id: Int) -> Bool { selection.contains(id) }
}

extension EmojiArtEditor {
    /// Makes exactly these items the selection (a lasso, Select All, pasted copies);
    /// ids of items not in the document are left out. Not an undo step.
    ///
    /// ```swift
    /// editor.setSelection([fox, cat])
    /// ```
    /// - Complexity: O(n) for n ids.
    public mutating func setSelection(_ ids: Set<Int>) {
        selection = ids.filter { document.index(ofItem: $0) != nil }
    }
}
