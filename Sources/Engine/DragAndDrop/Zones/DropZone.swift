/// A region that can receive dragged items: a board cell, a canvas, a trash can.
///
/// ```swift
/// let square = DropZone(id: "e4", frame: Rect(x: 320, y: 320, width: 80, height: 80))
/// let trash = DropZone(id: "trash", frame: Rect(x: 0, y: 700, width: 80, height: 80), priority: 1)
/// ```
///
/// When zones overlap, the innermost one wins: nesting is explicit (`parent`), so a cell
/// inside a board beats the board. Among zones equally deep, the higher `priority` wins,
/// then the better collision score, then the zone added first.
public struct DropZone<ID: Hashable & Sendable>: Sendable {
    /// Identifies the zone; unique within a `DropZones` collection.
    public var id: ID
    /// Where the zone is, in the coordinates of `space`.
    public var frame: Rect
    /// The coordinate space `frame` is in (the window unless the zone lives on a zoomed
    /// or panned canvas).
    public var space: SpaceID
    /// Breaks ties between overlapping zones equally deep; higher wins.
    public var priority: Int
    /// Where an accepted item's centre settles, in `space`; nil leaves it where dropped.
    public var snapAnchor: Point?
    /// The zone this one is nested in, if any.
    public var parent: ID?

    /// Creates a zone.
    public init(
        id: ID, frame: Rect, space: SpaceID = .root, priority: Int = 0, snapAnchor: Point? = nil,
        parent: ID? = nil
    ) {
        self.id = id
        self.frame = frame
        self.space = space
        self.priority = priority
        self.snapAnchor = snapAnchor
        self.parent = parent
    }
}
