/// An area that pulls in items that stray into it and holds them at its snap point,
/// like a slot in a tray or a parking spot on a desk.
public struct SnapZone<ID: Hashable & Sendable>: Sendable {
    /// Identifies the zone.
    public var id: ID
    /// The area that captures items, in window coordinates.
    public var frame: Rect
    /// Where a held item's centre rests.
    public var snapPoint: Point

    /// Creates a snap zone; the snap point defaults to the frame's centre.
    public init(id: ID, frame: Rect, snapPoint: Point? = nil) {
        self.id = id
        self.frame = frame
        self.snapPoint = snapPoint ?? frame.center
    }
}

/// What happened to an item with respect to the snap zones.
public enum SnapZoneEvent<ZoneID: Hashable & Sendable>: Equatable, Sendable {
    /// A zone caught the item mid-drag and now holds it at its snap point; `from` is the
    /// zone that held it before (reparenting), if any.
    case captured(ZoneID, from: ZoneID?)
    /// The item was dragged out of the zone holding it; it follows the pointer again.
    case escaped(ZoneID)
    /// Released while held or over its zone: it settles on the zone's snap point.
    case settled(ZoneID)
    /// Released away from every zone: it is free and stays where it was dropped.
    case freed(from: ZoneID?)
}
