import Geometry

/// One recorded change to a document, holding enough to apply it again or to undo it.
///
/// ```swift
/// let step = Edit.move(id: 3, from: Point(x: 0, y: 0), to: Point(x: 10, y: 0))
/// step.inverse   // .move(id: 3, from: (10, 0), to: (0, 0))
/// ```
public enum Edit: Hashable, Sendable {
    /// An item was added at a place in the drawing order.
    case add(EmojiItem, index: Int)
    /// An item was removed from a place in the drawing order.
    case delete(EmojiItem, index: Int)
    /// An item moved.
    case move(id: Int, from: Point, to: Point)
    /// An item changed size.
    case resize(id: Int, from: Double, to: Double)
    /// Every item was replaced: `[]` after a clear, the old items after undoing one.
    case replaceAll(from: [EmojiItem], to: [EmojiItem])
    /// The canvas changed size.
    case resizeCanvas(from: Size, to: Size)
    /// The background changed colour.
    case recolorBackground(from: RGBAColor, to: RGBAColor)

    /// The edit that undoes this one.
    ///
    /// ```swift
    /// Edit.resize(id: 1, from: 40, to: 80).inverse   // .resize(id: 1, from: 80, to: 40)
    /// ```
    public var inverse: Edit {
        switch self {
        case .add(let item, let index): .delete(item, index: index)
        case .delete(let item, let index): .add(item, index: index)
        case .move(let id, let from, let to): .move(id: id, from: to, to: from)
        case .resize(let id, let from, let to): .resize(id: id, from: to, to: from)
        case .replaceAll(let from, let to): .replaceAll(from: to, to: from)
        case .resizeCanvas(let from, let to): .resizeCanvas(from: to, to: from)
        case .recolorBackground(let from, let to): .recolorBackground(from: to, to: from)
        }
    }

    /// The edit with the same start and a later end, when `next` continues this one (the
    /// same item moved or resized again); nil when they cannot merge.
    ///
    /// ```swift
    /// Edit.move(id: 1, from: a, to: b).merged(with: .move(id: 1, from: b, to: c))
    /// // .move(id: 1, from: a, to: c)
    /// ```
    public func merged(with next: Edit) -> Edit? {
        switch (self, next) {
        case (.move(let id, let from, let middle), .move(let nextID, let nextFrom, let to))
        where id == nextID && middle == nextFrom:
            .move(id: id, from: from, to: to)
        case (.resize(let id, let from, let middle), .resize(let nextID, let nextFrom, let to))
        where id == nextID && middle == nextFrom:
            .resize(id: id, from: from, to: to)
        default: nil
        }
    }

    /// Applies the edit to a document; throws, changing nothing, when it does not fit.
    func apply(to document: inout EmojiArtDocument) throws(EmojiArtError) {
        switch self {
        case .add(let item, let index): try document.insert(item, at: index)
        case .delete(let item, _): _ = try document.remove(item.id)
        case .move(let id, _, let to): try document.setPosition(to, of: id)
        case .resize(let id, _, let to): try document.setSize(to, of: id)
        case .replaceAll(_, let to): try document.replaceItems(with: to)
        case .resizeCanvas(_, let to): try document.setCanvasSize(to)
        case .recolorBackground(_, let to): document.setBackground(to)
        }
    }
}
