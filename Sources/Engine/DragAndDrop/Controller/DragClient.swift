/// What a scene supplies to drag its items: which item is under a point, where an item
/// may land, what a drop does to the model, and how a cancelled drag is undone. The
/// drag's life (press, activation, lifting, following, landing, cancelling) is the same
/// for every client and lives in this protocol's extension, on `drag`.
///
/// Every path that moves an item (a pointer drop, a keyboard drop, a tap on a place)
/// ends in `commit`, and every path that gives up (Escape, a lost pointer, a keyboard
/// cancel) ends in `restore(pickedUp:)`, so they cannot disagree.
///
/// ```swift
/// extension Board: DragClient {
///     func pick(at point: Point) -> (item: PieceID, frame: Rect)? { … }
///     func target(of item: PieceID, for probe: DragProbe) -> DropTarget<Square> { … }
///     mutating func pickUp(_ item: PieceID) { lightTargets(of: item) }
///     mutating func commit(_ item: PieceID, to square: Square, landing: Landing) -> DropSettling? { … }
///     mutating func restore(pickedUp item: PieceID) -> Rect? { frame(of: item) }
///     mutating func refused(_ item: PieceID) -> Rect? { restore(pickedUp: item) }
/// }
/// ```
public protocol DragClient {
    /// What is dragged.
    associatedtype DragItem: Hashable & Sendable
    /// Where it may land.
    associatedtype DragZone: Hashable & Sendable

    /// The scene's drag state.
    var drag: DragController<DragItem, DragZone> { get set }

    /// The item a press at `point` picks up, and the frame it is drawn in (window points),
    /// or nil when nothing there can be dragged.
    func pick(at point: Point) -> (item: DragItem, frame: Rect)?

    /// Where `item` would land for a probe: a zone and its verdict, with an anchor when
    /// the item should centre on a point.
    func target(of item: DragItem, for probe: DragProbe) -> DropTarget<DragZone>

    /// The item leaves its place: it was lifted by the pointer or picked up by keys.
    mutating func pickUp(_ item: DragItem)

    /// Applies a drop in `zone` to the model; says where the item goes, or nil when the
    /// model refuses it after all (then `restore` runs). `landing` is the glide the drop
    /// would make: from where the item was let go (with its velocity) to the zone's frame
    /// for it.
    mutating func commit(
        _ item: DragItem, to zone: DragZone, landing: Landing
    ) -> DropSettling?

    /// Puts back exactly what `pickUp` took; returns the frame the item glides back to,
    /// or nil when the client animated it itself.
    mutating func restore(pickedUp item: DragItem) -> Rect?

    /// A drop nothing took (released over no zone, or one that refused it): returns the
    /// frame the item glides to, usually where it came from as `restore(pickedUp:)` does,
    /// or nil when the client animated it itself.
    mutating func refused(_ item: DragItem) -> Rect?

    /// A press released before it became a drag.
    mutating func tapped(_ item: DragItem)

    /// The drag or carry of `item` is over (after `commit` or `restore`).
    mutating func dragEnded(_ item: DragItem)

    /// The items that travel with `item` when it is dragged or picked up by keys (the
    /// rest of the selection it belongs to), each with the frame it is drawn in (window
    /// points), in the order their drops are committed after `item`'s. Default: none, so
    /// that only `item` moves. See ``GroupDrag``.
    func companions(of item: DragItem) -> [(item: DragItem, frame: Rect)]

    /// Where each item would land for its probe, in one call: the default asks
    /// `target(of:for:)` item by item; a client with many zones answers faster from one
    /// search (``DropZones/targets(for:using:spaces:accepts:)``).
    func targets(of items: [DragItem], for probes: [DragProbe]) -> [DropTarget<DragZone>]
}

extension DragClient {
    /// No companions: only the pressed item moves.
    public func companions(of item: DragItem) -> [(item: DragItem, frame: Rect)] { [] }

    /// Each item's target, asked one at a time.
    public func targets(of items: [DragItem], for probes: [DragProbe]) -> [DropTarget<DragZone>] {
        var found: [DropTarget<DragZone>] = []
        found.reserveCapacity(items.count)
        for (item, probe) in zip(items, probes) { found.append(target(of: item, for: probe)) }
        return found
    }
}
