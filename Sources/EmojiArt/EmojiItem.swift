import Geometry

/// One emoji placed on a canvas.
public struct EmojiItem: Hashable, Sendable {
    /// Identifies the item within its document.
    public var id: Int
    /// The emoji: exactly one grapheme.
    public var text: String
    /// Where its centre is, in canvas coordinates.
    public var position: Point
    /// Its font size, in canvas points.
    public var size: Double

    /// Creates an item (the document validates it when it is added).
    public init(id: Int, text: String, position: Point, size: Double) {
        self.id = id
        self.text = text
        self.position = position
        self.size = size
    }
}
