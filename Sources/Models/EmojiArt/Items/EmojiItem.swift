import Geometry

/// One emoji placed on a canvas.
///
/// An item is plain data; a document checks it (`validate()`) before taking it in.
///
/// ```swift
/// let fox = EmojiItem(id: 3, text: "🦊", position: Point(x: 10, y: 20), size: 40)
/// try fox.validate()   // fine: one emoji, a finite position, a size in 4…1000
/// ```
public struct EmojiItem: Hashable, Sendable {
    /// Identifies the item within its document; the document assigns it.
    public var id: Int
    /// The emoji: exactly one emoji grapheme.
    public var text: String
    /// Where its centre is, in canvas coordinates.
    public var position: Point
    /// Its font size, in canvas points.
    public var size: Double

    /// Creates an item (the document validates it when it is added).
    ///
    /// ```swift
    /// let cat = EmojiItem(id: 0, text: "🐈", position: .zero, size: 40)
    /// ```
    public init(id: Int, text: String, position: Point, size: Double) {
        self.id = id
        self.text = text
        self.position = position
        self.size = size
    }

    /// The square the item occupies on the canvas: `size` wide and high, centred on
    /// `position`.
    ///
    /// ```swift
    /// EmojiItem(id: 0, text: "🐈", position: Point(x: 50, y: 50), size: 40).frame
    /// // (30, 30) 40×40
    /// ```
    public var frame: Rect { Rect(center: position, size: Size(width: size, height: size)) }

    /// Checks the item's own values: its text, position and size (not its id, which only
    /// the document can judge).
    ///
    /// ```swift
    /// try EmojiItem(id: 0, text: "🐈", position: .zero, size: 2).validate()
    /// // throws EmojiArtError.invalidItemSize(2)
    /// ```
    public func validate() throws(EmojiArtError) {
        guard EmojiText.isSingleEmoji(text) else { throw .notASingleEmoji(excerptOf: text) }
        guard DocumentLimits.isValidPosition(position) else { throw .invalidPosition(position) }
        guard DocumentLimits.isValidItemSize(size) else { throw .invalidItemSize(size) }
    }
}
