import Geometry

/// An Emoji Art picture: a canvas of some size and background colour, with emoji on it.
///
/// Items are kept in drawing order (later items are drawn on top). The document guards its
/// invariants: every item is valid (`EmojiItem.validate()`), ids are unique and below
/// `nextItemID`, and there are at most `DocumentLimits.maximumItemCount` items. Ids are
/// handed out by the document in increasing order and never reused, even after a delete
/// or an undo. Edit it through an `EmojiArtEditor`, which makes every change undoable.
///
/// ```swift
/// let empty = EmojiArtDocument()   // 800 × 600, white, no items
/// let loaded = try EmojiArtDocument(
///     canvasSize: Size(width: 400, height: 300), background: .white,
///     items: [EmojiItem(id: 0, text: "🌵", position: Point(x: 50, y: 60), size: 48)])
/// loaded.nextItemID   // 1
/// ```
public struct EmojiArtDocument: Hashable, Sendable {
    /// The canvas's width and height, in canvas points.
    public internal(set) var canvasSize: Size
    /// The canvas's background colour.
    public internal(set) var background: RGBAColor
    /// The items, bottom first.
    public internal(set) var items: [EmojiItem]
    /// The id the next added item will get.
    public internal(set) var nextItemID: Int

    /// Creates an empty document with the default canvas size and a white background.
    ///
    /// ```swift
    /// EmojiArtDocument().items.isEmpty   // true
    /// ```
    public init() {
        canvasSize = DocumentLimits.defaultCanvasSize
        background = .white
        items = []
        nextItemID = 0
    }

    /// Creates a document from its parts, as read from a file, checking all of them.
    ///
    /// `nextItemID` defaults to one more than the largest id. Throws the first problem
    /// found; an item's problem comes as `.invalidItem(index:id:reason:)`.
    ///
    /// ```swift
    /// try EmojiArtDocument(
    ///     canvasSize: Size(width: 400, height: 300), background: .white,
    ///     items: [EmojiItem(id: 0, text: "abc", position: .zero, size: 40)])
    /// // throws .invalidItem(index: 0, id: 0, reason: .notASingleEmoji("abc"))
    /// ```
    public init(
        canvasSize: Size, background: RGBAColor, items: [EmojiItem], nextItemID: Int? = nil
    ) throws(EmojiArtError) {
        var largest = -1
        for item in items { largest = max(largest, item.id) }
        guard largest < Int.max else { throw .invalidNextItemID(largest) }
        self.canvasSize = canvasSize
        self.background = background
        self.items = items
        self.nextItemID = nextItemID ?? largest + 1
        try validate()
    }

    /// Checks every invariant, throwing the first one broken.
    ///
    /// A document built through its initialisers and edited by an `EmojiArtEditor` always
    /// passes; tests call this after every step.
    ///
    /// Complexity: O(n) in the number of items.
    ///
    /// ```swift
    /// try EmojiArtDocument().validate()   // passes
    /// ```
    public func validate() throws(EmojiArtError) {
        guard DocumentLimits.isValidCanvasSize(canvasSize) else {
            throw .invalidCanvasSize(canvasSize)
        }
        guard items.count <= DocumentLimits.maximumItemCount else {
            throw .tooManyItems(items.count)
        }
        guard nextItemID >= 0, nextItemID < Int.max else { throw .invalidNextItemID(nextItemID) }
        var seen = Set<Int>(minimumCapacity: items.count)
        for (index, item) in items.enumerated() {
            do throws(EmojiArtError) {
                try item.validate()
                guard item.id >= 0, item.id < nextItemID else { throw .invalidItemID(item.id) }
                guard seen.insert(item.id).inserted else { throw .duplicateItemID(item.id) }
            } catch {
                throw .invalidItem(index: index, id: item.id, reason: error)
            }
        }
    }

    /// The item with an id, or nil.
    ///
    /// Complexity: O(n).
    ///
    /// ```swift
    /// document.item(withID: 3)?.text   // "🦊"
    /// ```
    public func item(withID id: Int) -> EmojiItem? {
        guard let index = index(ofItem: id) else { return nil }
        return items[index]
    }

    /// Where the item with an id sits in `items`, or nil.
    ///
    /// Complexity: O(n).
    ///
    /// ```swift
    /// document.index(ofItem: 3)   // 0 when it is the bottom item
    /// ```
    public func index(ofItem id: Int) -> Int? {
        items.firstIndex { $0.id == id }
    }

    /// The canvas as a rect in canvas coordinates: from (0, 0) to its size.
    ///
    /// ```swift
    /// EmojiArtDocument().canvasBounds   // (0, 0) 800×600
    /// ```
    public var canvasBounds: Rect { Rect(origin: .zero, size: canvasSize) }

    /// The topmost item whose frame contains a canvas point, for hit testing a tap.
    ///
    /// ```swift
    /// document.topmostItem(at: Point(x: 50, y: 60))?.text   // "🌵"
    /// ```
    public func topmostItem(at point: Point) -> EmojiItem? {
        items.last { $0.frame.contains(point) }
    }
}
