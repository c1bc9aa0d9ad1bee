import Geometry

extension EmojiArtEditor {
    /// Adds an emoji on top of the others, returning the id the document gave it.
    ///
    /// Throws `.notASingleEmoji`, `.invalidPosition`, `.invalidItemSize` or
    /// `.tooManyItems`, changing nothing (not even the next id).
    ///
    /// ```swift
    /// let id = try editor.add("🌻", at: Point(x: 120, y: 90), size: 64)
    /// ```
    @discardableResult
    public mutating func add(
        _ text: String, at position: Point, size: Double = DocumentLimits.defaultItemSize
    ) throws(EmojiArtError) -> Int {
        var candidate = EmojiItem(
            id: document.nextItemID, text: text, position: position, size: size)
        try candidate.validate()
        guard document.items.count < DocumentLimits.maximumItemCount else {
            throw .tooManyItems(document.items.count + 1)
        }
        var next = document
        candidate.id = try next.takeNextID()
        let edit = Edit.add(candidate, index: next.items.count)
        try edit.apply(to: &next)
        document = next
        history.record(edit)
        return candidate.id
    }

    /// Moves an item's centre to a canvas point; moving it where it is records nothing.
    ///
    /// ```swift
    /// try editor.move(id, to: Point(x: 300, y: 200))
    /// ```
    public mutating func move(_ id: Int, to position: Point) throws(EmojiArtError) {
        guard DocumentLimits.isValidPosition(position) else { throw .invalidPosition(position) }
        guard let item = document.item(withID: id) else { throw .unknownItem(id) }
        guard item.position != position else { return }
        try perform(.move(id: id, from: item.position, to: position))
    }

    /// Gives an item a new size in canvas points; the same size records nothing.
    ///
    /// ```swift
    /// try editor.resize(id, to: 80)
    /// ```
    public mutating func resize(_ id: Int, to size: Double) throws(EmojiArtError) {
        guard DocumentLimits.isValidItemSize(size) else { throw .invalidItemSize(size) }
        guard let item = document.item(withID: id) else { throw .unknownItem(id) }
        guard item.size != size else { return }
        try perform(.resize(id: id, from: item.size, to: size))
    }

    /// Deletes an item (and drops it from the selection).
    ///
    /// ```swift
    /// try editor.delete(id)
    /// ```
    public mutating func delete(_ id: Int) throws(EmojiArtError) {
        guard let index = document.index(ofItem: id) else { throw .unknownItem(id) }
        try perform(.delete(document.items[index], index: index))
    }

    /// Deletes every selected item as one undo step; nothing selected records nothing.
    ///
    /// ```swift
    /// editor.deleteSelection()
    /// ```
    public mutating func deleteSelection() {
        guard !selection.isEmpty else { return }
        let kept = document.items.filter { !selection.contains($0.id) }
        try? perform(.replaceAll(from: document.items, to: kept))
    }

    /// Removes every item as one undo step; an empty canvas records nothing.
    ///
    /// ```swift
    /// editor.clear()
    /// editor.undo()   // everything is back
    /// ```
    public mutating func clear() {
        guard !document.items.isEmpty else { return }
        try? perform(.replaceAll(from: document.items, to: []))
    }

    /// Changes the canvas size (items keep their canvas positions).
    ///
    /// ```swift
    /// try editor.setCanvasSize(Size(width: 1024, height: 768))
    /// ```
    public mutating func setCanvasSize(_ size: Size) throws(EmojiArtError) {
        guard size != document.canvasSize else { return }
        try perform(.resizeCanvas(from: document.canvasSize, to: size))
    }

    /// Changes the background colour.
    ///
    /// ```swift
    /// editor.setBackground(RGBAColor(red: 255, green: 250, blue: 240))
    /// ```
    public mutating func setBackground(_ color: RGBAColor) {
        guard color != document.background else { return }
        try? perform(.recolorBackground(from: document.background, to: color))
    }
}
