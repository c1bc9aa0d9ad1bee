/// Tracks one dragged item against snap zones: capture, escape, snap back and
/// reparenting, with a hysteresis margin so that a zone's edge never flickers.
///
/// - A free item that comes `margin` points inside a zone is captured: it is held at
///   the zone's snap point while the pointer stays near, pulled there by a spring.
/// - A held item can be dragged out: once the item, following the pointer, is `margin`
///   points clear of its zone, it escapes and follows the pointer again. Its old zone
///   does not recapture it mid-drag.
/// - Released while held or back over its own zone, it settles on the snap point;
///   dragged over a different zone, it is captured there (from a neighbouring zone,
///   as soon as it overlaps the neighbour more deeply than its own).
///
/// ```swift
/// var tracker = SnapZoneTracker<Int>(holder: 2)
/// tracker.beginDrag()
/// if let event = tracker.move(freeFrame: session.frame, zones: slots) { play(event) }
/// let target = tracker.restingCenter(freeFrame: session.frame, zones: slots)  // spring towards this
/// ```
public struct SnapZoneTracker<ZoneID: Hashable & Sendable>: Sendable {
    /// The zone the item belongs to, if any.
    public private(set) var holder: ZoneID?
    /// Whether the holder is holding the item at its snap point right now.
    public private(set) var isHeld: Bool
    /// How far inside a zone an item must come to be captured, and how far outside it
    /// must go to escape, in points. Default: 8.
    public var margin: Double

    /// Creates a tracker for an item held by `holder` (or free when nil).
    public init(holder: ZoneID? = nil, margin: Double = 8) {
        self.holder = holder
        self.isHeld = holder != nil
        self.margin = margin.isFinite ? max(margin, 0) : 8
    }

    /// Starts a drag: an item in a zone starts out held there.
    public mutating func beginDrag() {
        isHeld = holder != nil
    }

    /// Follows the item while dragged. `freeFrame` is where the item would be if nothing
    /// held it (the drag session's frame).
    /// - Returns: a capture or escape, when one happens.
    public mutating func move(freeFrame: Rect, zones: [SnapZone<ZoneID>]) -> SnapZoneEvent<ZoneID>?
    {
        guard freeFrame.isFinite else { return nil }
        var escaped: SnapZoneEvent<ZoneID>?
        if isHeld, let holder {
            if let zone = zones.first(where: { $0.id == holder }), isNear(freeFrame, zone) {
                // Still near its zone: it moves on only to a neighbour it now overlaps more.
                let ownArea = freeFrame.intersection(zone.frame)?.area ?? 0
                guard let other = capturingZone(freeFrame, zones), other.id != holder,
                    let otherArea = overlapsDeeply(freeFrame, other), otherArea > ownArea
                else { return nil }
                self.holder = other.id
                return .captured(other.id, from: holder)
            }
            isHeld = false
            escaped = .escaped(holder)
        }
        if let zone = capturingZone(freeFrame, zones), zone.id != holder {
            let previous = holder
            holder = zone.id
            isHeld = true
            return .captured(zone.id, from: previous)
        }
        return escaped
    }

    /// Ends the drag.
    /// - Returns: where the item goes: onto a zone's snap point, or free where dropped.
    public mutating func release(freeFrame: Rect, zones: [SnapZone<ZoneID>]) -> SnapZoneEvent<
        ZoneID
    > {
        if let event = move(freeFrame: freeFrame, zones: zones), case .captured(let id, _) = event {
            return .settled(id)
        }
        if let holder, isHeld || zones.contains(where: { $0.id == holder && isNear(freeFrame, $0) })
        {
            isHeld = true
            return .settled(holder)
        }
        let previous = holder
        holder = nil
        isHeld = false
        return .freed(from: previous)
    }

    /// Where the item's centre should be pulled to now: its zone's snap point while held,
    /// the free frame's centre otherwise.
    public func restingCenter(freeFrame: Rect, zones: [SnapZone<ZoneID>]) -> Point {
        if isHeld, let holder, let zone = zones.first(where: { $0.id == holder }) {
            return zone.snapPoint
        }
        return freeFrame.center
    }

    // MARK: - Edges with hysteresis

    private func edgeMargin(_ zone: SnapZone<ZoneID>) -> Double {
        min(margin, zone.frame.width / 4, zone.frame.height / 4)
    }

    /// Overlaps the zone shrunk by the margin: deep enough to be captured.
    private func overlapsDeeply(_ frame: Rect, _ zone: SnapZone<ZoneID>) -> Double? {
        frame.intersection(zone.frame.outset(by: -edgeMargin(zone)))?.area
    }

    /// Overlaps the zone grown by the margin: not yet clear enough to escape.
    private func isNear(_ frame: Rect, _ zone: SnapZone<ZoneID>) -> Bool {
        frame.intersects(zone.frame.outset(by: edgeMargin(zone)))
    }

    /// The zone the item overlaps most deeply, if any (the first of equals).
    private func capturingZone(_ frame: Rect, _ zones: [SnapZone<ZoneID>]) -> SnapZone<ZoneID>? {
        var best: (area: Double, zone: SnapZone<ZoneID>)?
        for zone in zones where zone.frame.isFinite {
            guard let area = overlapsDeeply(frame, zone) else { continue }
            if best == nil || area > best!.area { best = (area, zone) }
        }
        return best?.zone
    }
}
