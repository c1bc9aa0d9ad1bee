/// The items a person has selected, with the gestures every desktop knows: a click selects
/// only the item, Shift-click extends from the last clicked item (the range between them
/// when the app gives an order), Control- or Command-click toggles one, Select All, Clear.
///
/// Generic over the item's id, and plain data: the app draws the selected items marked
/// and hands the selection to a drag (``DragClient/companions(of:)``) to move them all.
///
/// ```swift
/// var selection = Selection<Int>()
/// let order = [1, 2, 3, 4, 5]
/// selection.click(2, order: order)                      // {2}
/// selection.click(4, modifiers: .shift, order: order)   // {2, 3, 4}
/// selection.click(3, modifiers: .control)               // {2, 4}
/// selection.toggle(5)                                   // {2, 4, 5}: Space on the focused item
/// selection.clear()                                     // {}: Escape
/// ```
public struct Selection<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The selected items.
    public internal(set) var items: Set<ID> = []
    /// The item a Shift-click extends from: the last item clicked or toggled.
    public internal(set) var anchor: ID?
    /// The item pressed while selected, whose click waits for the release
    /// (see ``pressed(_:modifiers:order:)``).
    var deferred: ID?

    /// Two selections are equal when they hold the same items from the same anchor.
    public static func == (a: Self, b: Self) -> Bool { a.items == b.items && a.anchor == b.anchor }

    /// Creates an empty selection.
    public init() {}

    /// Creates a selection of `items`.
    public init(_ items: some Sequence<ID>) {
        self.items = Set(items)
    }

    /// How many items are selected.
    public var count: Int { items.count }

    /// Whether nothing is selected.
    public var isEmpty: Bool { items.isEmpty }

    /// Whether `item` is selected.
    public func contains(_ item: ID) -> Bool { items.contains(item) }

    /// The selected items in the app's order (items missing from `order` are left out).
    /// - Complexity: O(n) for n items in `order`.
    public func ordered(by order: [ID]) -> [ID] { order.filter { items.contains($0) } }

    /// Selects only `item`.
    public mutating func select(only item: ID) {
        items = [item]
        anchor = item
    }

    /// Adds `item` to the selection, or removes it when it is selected (Control-click,
    /// Command-click, or Space on the focused item).
    public mutating func toggle(_ item: ID) {
        if items.remove(item) == nil { items.insert(item) }
        anchor = item
    }

    /// Adds items to the selection.
    public mutating func add(_ newItems: some Sequence<ID>) {
        items.formUnion(newItems)
    }

    /// Removes items from the selection (deleted items, say).
    public mutating func remove(_ gone: some Sequence<ID>) {
        items.subtract(gone)
        if let anchor, !items.contains(anchor) { self.anchor = nil }
    }

    /// Selects every item given (Control-A or Command-A).
    public mutating func selectAll(_ all: some Sequence<ID>) {
        items = Set(all)
    }

    /// Selects nothing (Escape).
    public mutating func clear() {
        items.removeAll()
        anchor = nil
        deferred = nil
    }

    /// Replaces the selection with `newItems`, keeping the anchor when it is among them
    /// (a lasso's result).
    public mutating func replace(with newItems: Set<ID>) {
        items = newItems
        if let anchor, !items.contains(anchor) { self.anchor = nil }
    }
}
