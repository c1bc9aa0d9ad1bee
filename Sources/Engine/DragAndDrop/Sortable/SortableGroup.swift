/// Sortable containers that items are reordered in and moved between: lists, grids,
/// several at once.
///
/// The group owns the order of item ids (never the items themselves). The app feeds it a
/// press, pointer positions and a release (or keyboard steps) with their times; the group
/// answers where the gap is, where every item is drawn at each moment, where the dragged
/// item will land and, on release, the move for the app to apply to its model.
///
/// While an item is dragged, the others glide aside on springs to open a gap where it
/// would land. Every glide starts from where the item is drawn and how fast it moves, so
/// however fast the pointer goes or the gap changes, nothing jumps. Released, the item
/// glides into the gap; cancelled, everything glides back.
///
/// ```swift
/// var group = SortableGroup(containers: [todo, done])
/// group.begin(at: press.location, time: press.time)
/// group.drag(to: move.location, at: move.time)
/// group.advance(to: frameTime)                 // springs and auto-scroll
/// for k in group.visibleRange(of: "To do") {
///     draw(todo.items[k], in: group.drawnRect(ofItemAt: k, in: "To do"))
/// }
/// if let move = group.drop(at: release.time) { model.apply(move) }
/// ```
///
/// Invariants: the items of all containers together are always the same ids (a drop
/// moves one, a cancel none); at rest every item is drawn exactly at
/// `SortableContainer.itemRect(at:)`.
public struct SortableGroup<ContainerID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    Sendable
{
    /// The containers, in the order keyboard moves go through them (left to right).
    public internal(set) var containers: [SortableContainer<ContainerID, ItemID>]
    /// The options: spring, axis lock, bounds, handle, auto-scroll.
    public var configuration: SortableConfiguration
    /// The drag under way, if any.
    public internal(set) var drag: SortableDrag<ContainerID, ItemID>?
    /// The time of the last update, in seconds.
    public internal(set) var time: Double = 0
    /// The item that was just dropped or put back and is still gliding into its place:
    /// draw it above the others until this becomes nil.
    public internal(set) var landingItem: ItemID?

    /// The items gliding, by id: where they are in the order and their offset from their
    /// place. Items absent here sit exactly at their target offset.
    var motions: [ItemID: ItemMotion] = [:]

    /// One item's glide.
    struct ItemMotion: Sendable {
        /// The index of its container and its index there.
        var container: Int
        var index: Int
        /// Its offset from its place in the order, as a point (x, y).
        var offset: Animated<Point>
    }

    /// Creates a group of containers (whose ids should differ: the first of a repeated
    /// id is the one found by id).
    ///
    /// ```swift
    /// let group = SortableGroup(containers: [todo, doing, done])
    /// ```
    public init(
        containers: [SortableContainer<ContainerID, ItemID>],
        configuration: SortableConfiguration = SortableConfiguration()
    ) {
        self.containers = containers
        self.configuration = configuration
    }

    /// The position of the container with `id` in ``containers``.
    public func containerIndex(_ id: ContainerID) -> Int? {
        containers.firstIndex { $0.id == id }
    }

    /// The container with `id`.
    public func container(_ id: ContainerID) -> SortableContainer<ContainerID, ItemID>? {
        containerIndex(id).map { containers[$0] }
    }

    /// Moves or resizes a container (a window resize, or the row of columns it sits in
    /// scrolled); the items go with it at once, and the gap of a drag under way follows.
    ///
    /// ```swift
    /// group.setFrame(column.list, dropArea: column.band, of: column.id)
    /// ```
    ///
    /// - Parameters:
    ///   - frame: the container's visible area on screen.
    ///   - dropArea: where a dragged item counts as over the container, when wider than
    ///     its frame (nil: the frame).
    ///   - id: the container.
    public mutating func setFrame(_ frame: Rect, dropArea: Rect? = nil, of id: ContainerID) {
        guard frame.isFinite, let c = containerIndex(id) else { return }
        guard containers[c].frame != frame || containers[c].dropArea != dropArea else { return }
        let scroll = containers[c].scroll
        containers[c].frame = frame
        containers[c].dropArea = dropArea
        guard drag != nil else { return }
        // A container the item came into keeps its scroll past the end (for the gap).
        dragScroll(c, to: scroll)
        updateGap()
    }

    /// Scrolls a container to `offset` (kept within its content), as a wheel does.
    public mutating func scroll(_ id: ContainerID, to offset: Double) {
        guard let c = containerIndex(id) else { return }
        containers[c].scroll(to: offset)
        if drag != nil { updateGap() }
    }

    /// Replaces a container's items (the app's model changed by other means); refused,
    /// returning false, while a drag is under way or an item is still landing.
    @discardableResult
    public mutating func setItems(_ items: [ItemID], lengths: [Double]? = nil, of id: ContainerID)
        -> Bool
    {
        guard drag == nil, motions.isEmpty, let c = containerIndex(id) else { return false }
        containers[c].setItems(items, lengths: lengths)
        return true
    }

    /// Pins items of a container: they cannot be picked up (the others still move around
    /// them).
    ///
    /// ```swift
    /// group.setPinned(["header"], of: "To do")
    /// ```
    public mutating func setPinned(_ items: Set<ItemID>, of id: ContainerID) {
        guard let c = containerIndex(id) else { return }
        containers[c].pinned = items
    }

    /// Whether nothing moves: no drag, no glide.
    public var isSettled: Bool { drag == nil && motions.isEmpty }

    /// The place of the item under `point`, in the order as it stands, if any.
    ///
    /// - Complexity: O(log n) for a list, O(1) for a grid, per container.
    public func place(at point: Point) -> SortablePlace<ContainerID>? {
        for container in containers.reversed() where container.frame.contains(point) {
            guard let index = container.index(at: point) else { return nil }
            return SortablePlace(container: container.id, index: index)
        }
        return nil
    }
}

/// A sortable drag under way: what is carried, from where, and where it would land.
public struct SortableDrag<ContainerID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    Sendable
{
    /// The item carried.
    public let item: ItemID
    /// Where it was picked up.
    public let source: SortablePlace<ContainerID>
    /// Where it would land if dropped now, or nil when it is over no container that
    /// accepts it (a drop there puts it back).
    public internal(set) var gap: SortablePlace<ContainerID>?
    /// Where the carried item is drawn.
    public internal(set) var rect: Rect
    /// Whether the keyboard carries it (it glides gap to gap) rather than a pointer.
    public let isKeyboard: Bool
    /// The containers that take the item (nil: all).
    public let accepting: Set<ContainerID>?

    /// The index of the source container in the group.
    let sourceContainer: Int
    /// The item's length along a list.
    let length: Double
    /// Where it was drawn when picked up, and the pointer then.
    let originRect: Rect
    let startPointer: Point
    /// The pointer now.
    var pointer: Point
    /// Whether the item is over a zone beside the group (see ``SortableGroup/drag(to:at:outside:)``).
    public internal(set) var isOutside = false
    /// The carried item's corner while the keyboard carries it.
    var glide: Animated<Point>?
    /// The place the gap will move to once it has stayed under the item for the
    /// configuration's ``SortableConfiguration/reorderDwell``.
    var pending: PendingGap<ContainerID>?
}
