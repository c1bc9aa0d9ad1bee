import Geometry

// The raw changes an `Edit` makes. They check their arguments and keep every invariant,
// but record no history: `EmojiArtEditor` is the public way to change a document.
extension EmojiArtDocument {
    /// Hands out the next id; ids only grow.
    mutating func takeNextID() throws(EmojiArtError) -> Int {
        guard nextItemID < Int.max - 1 else { throw .invalidNextItemID(nextItemID) }
        defer { nextItemID += 1 }
        return nextItemID
    }

    /// Puts a valid item with an id the document handed out back at `index` (clamped).
    mutating func insert(_ item: EmojiItem, at index: Int) throws(EmojiArtError) {
        try item.validate()
        guard item.id >= 0, item.id < nextItemID else { throw .invalidItemID(item.id) }
        guard self.index(ofItem: item.id) == nil else { throw .duplicateItemID(item.id) }
        guard items.count < DocumentLimits.maximumItemCount else {
            throw .tooManyItems(items.count + 1)
        }
        items.insert(item, at: min(max(index, 0), items.count))
    }

    /// Takes an item out, returning it and where it was.
    mutating func remove(_ id: Int) throws(EmojiArtError) -> (item: EmojiItem, index: Int) {
        guard let index = index(ofItem: id) else { throw .unknownItem(id) }
        return (items.remove(at: index), index)
    }

    /// Replaces every item at once (for clearing and undoing a clear).
    mutating func replaceItems(with newItems: [EmojiItem]) throws(EmojiArtError) {
        var candidate = self
        candidate.items = newItems
        try candidate.validate()
        self = candidate
    }

    mutating func setPosition(_ position: Point, of id: Int) throws(EmojiArtError) {
        guard DocumentLimits.isValidPosition(position) else { throw .invalidPosition(position) }
        guard let index = index(ofItem: id) else { throw .unknownItem(id) }
        items[index].position = position
    }

    mutating func setSize(_ size: Double, of id: Int) throws(EmojiArtError) {
        guard DocumentLimits.isValidItemSize(size) else { throw .invalidItemSize(size) }
        guard let index = index(ofItem: id) else { throw .unknownItem(id) }
        items[index].size = size
    }

    mutating func setCanvasSize(_ size: Size) throws(EmojiArtError) {
        guard DocumentLimits.isValidCanvasSize(size) else { throw .invalidCanvasSize(size) }
        canvasSize = size
    }

    mutating func setBackground(_ color: RGBAColor) { background = color }
}
