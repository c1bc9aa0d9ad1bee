/// One list or grid of items that can be reordered, and that items can be moved into and
/// out of: its item ids and their lengths, its frame on screen and how far it is scrolled.
///
/// The container knows no cards or rows, only ids and lengths. Positions come from prefix
/// offsets (the start of every item along the list), so finding the item or the gap at a
/// point is a binary search, never a walk over every item; a grid is plain arithmetic.
///
/// ```swift
/// var todo = SortableContainer(
///     id: "To do", frame: Rect(x: 20, y: 60, width: 240, height: 400),
///     layout: .list(.vertical, spacing: 6),
///     items: ["milk", "bread", "eggs"], lengths: [40, 60, 40])
/// todo.itemRect(at: 1)   // (20, 106) 240×60
/// ```
///
/// Invariants: `items.count == lengths.count`; every length is finite and at least 0;
/// `0 <= scroll <= maxScroll`, except just after an item left a container scrolled to its
/// end.
public struct SortableContainer<ID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The container's identity, as the app names it.
    public let id: ID
    /// The visible area on screen; items outside it (scrolled away) are clipped.
    public var frame: Rect {
        didSet { scroll = clampedScroll(scroll) }
    }
    /// How the items are arranged.
    public var layout: SortableLayout {
        didSet { scroll = clampedScroll(scroll) }
    }
    /// Space between the frame's edges and the items.
    public var padding: Double {
        didSet { padding = padding.isFinite ? max(padding, 0) : 0 }
    }
    /// How far the content is scrolled along ``SortableLayout/scrollAxis``, in points.
    public internal(set) var scroll: Double = 0
    /// The items in order.
    public private(set) var items: [ItemID]
    /// Each item's length along the list (ignored by a grid, whose cells are all alike).
    public private(set) var lengths: [Double]
    /// Items that stay where they are: they cannot be picked up.
    public var pinned: Set<ItemID> = []
    /// Where a dragged item counts as over this container, when wider than ``frame`` (a
    /// board's column takes a card over its header and footer too); nil: the frame.
    public var dropArea: Rect?

    /// `prefix[k]`: where item k starts along the list, from the first item's start;
    /// `prefix[count]` is the total length plus one spacing.
    var prefix: [Double]

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - id: the container's identity, as the app names it.
    ///   - frame: the visible area on screen.
    ///   - layout: a list along an axis, or a grid of equal cells.
    ///   - padding: space between the frame's edges and the items.
    ///   - items: the item ids, in order.
    ///   - lengths: one length per item (a missing length counts as 0 and a surplus one is
    ///     ignored; a non-finite or negative length counts as 0). Omitted: all 44.
    public init(
        id: ID, frame: Rect, layout: SortableLayout, padding: Double = 8, items: [ItemID],
        lengths: [Double]? = nil
    ) {
        self.id = id
        self.frame = frame
        self.layout = layout
        self.padding = padding.isFinite ? max(padding, 0) : 0
        self.items = items
        let given = lengths ?? Array(repeating: 44, count: items.count)
        var clean = [Double]()
        clean.reserveCapacity(items.count)
        for k in items.indices {
            let length = k < given.count ? given[k] : 0
            clean.append(length.isFinite ? max(length, 0) : 0)
        }
        self.lengths = clean
        self.prefix = []
        rebuildPrefix(from: 0)
    }

    /// The number of items.
    public var count: Int { items.count }

    /// Recomputes the prefix offsets from item `start` on.
    mutating func rebuildPrefix(from start: Int) {
        let spacing = layout.spacing
        let n = items.count
        if prefix.count != n + 1 {
            prefix = Array(repeating: 0, count: n + 1)
        }
        var position = start > 0 ? prefix[start] : 0
        for k in start..<n {
            prefix[k] = position
            position += lengths[k] + spacing
        }
        prefix[n] = position
    }

    /// Removes the item at `index`, returning it with its length.
    mutating func remove(at index: Int) -> (item: ItemID, length: Double) {
        let item = items.remove(at: index)
        let length = lengths.remove(at: index)
        prefix.removeLast()
        rebuildPrefix(from: index)
        // The scroll stays, even past the new end, so that nothing on screen moves; the
        // next scroll brings it back within the content.
        return (item, length)
    }

    /// Inserts an item at `index`.
    mutating func insert(_ item: ItemID, length: Double, at index: Int) {
        items.insert(item, at: index)
        lengths.insert(length, at: index)
        prefix.append(0)
        rebuildPrefix(from: index)
    }

    /// Replaces the items, for when the app's model changed by other means than a drag.
    ///
    /// ```swift
    /// todo.setItems(model.todo.map(\.id), lengths: model.todo.map(\.height))
    /// ```
    public mutating func setItems(_ items: [ItemID], lengths: [Double]? = nil) {
        self = SortableContainer(
            id: id, frame: frame, layout: layout, padding: padding, items: items,
            lengths: lengths
        )
        .withPinned(pinned).withScroll(scroll)
    }

    /// Whether an item whose centre is at `point` is over this container.
    func catches(_ point: Point) -> Bool { (dropArea ?? frame).contains(point) }

    private func withPinned(_ pinned: Set<ItemID>) -> Self {
        var copy = self
        copy.pinned = pinned
        copy.dropArea = dropArea
        return copy
    }

    private func withScroll(_ scroll: Double) -> Self {
        var copy = self
        copy.scroll = copy.clampedScroll(scroll)
        return copy
    }
}
