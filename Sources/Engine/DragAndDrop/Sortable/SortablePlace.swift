/// A position in one container of a ``SortableGroup``: the container and an index in it.
///
/// ```swift
/// SortablePlace(container: "To do", index: 1)   // the second card of "To do"
/// ```
public struct SortablePlace<ContainerID: Hashable & Sendable>: Hashable, Sendable {
    /// The container.
    public var container: ContainerID
    /// The index among the container's items, from 0.
    public var index: Int

    /// Creates a place.
    public init(container: ContainerID, index: Int) {
        self.container = container
        self.index = index
    }
}

/// A finished reorder, for the app to apply to its model: remove the item at `from`,
/// then insert it at `to` (whose index counts the destination after the removal).
///
/// ```swift
/// if let move = group.drop(at: now) {
///     let card = columns[move.from.container].remove(at: move.from.index)
///     columns[move.to.container].insert(card, at: move.to.index)
/// }
/// ```
public struct SortableMove<ContainerID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    Hashable, Sendable
{
    /// The item moved.
    public var item: ItemID
    /// Where it was.
    public var from: SortablePlace<ContainerID>
    /// Where it is now.
    public var to: SortablePlace<ContainerID>

    /// Creates a move.
    public init(item: ItemID, from: SortablePlace<ContainerID>, to: SortablePlace<ContainerID>) {
        self.item = item
        self.from = from
        self.to = to
    }
}
