/// The item is over the zones whose centres lie within `range` of the item's centre;
/// the nearest scores best.
///
/// Forgiving for sloppy drops on sparse targets (slots in a tray, sockets in a puzzle).
public struct ClosestCenter: CollisionStrategy {
    /// The largest distance between the centres, in window points.
    public var range: Double

    /// Creates the strategy; a negative or non-finite range is treated as zero.
    public init(range: Double) {
        self.range = range.isFinite ? max(range, 0) : 0
    }

    /// The square of side 2·range around the item's centre.
    public func searchRegion(for probe: DragProbe) -> Rect {
        Rect(center: probe.frame.center, size: Size(width: 2 * range, height: 2 * range))
    }

    /// Minus the distance between the centres, when within range.
    public func score(zone: Rect, probe: DragProbe) -> Double? {
        let distance = zone.center.distance(to: probe.frame.center)
        return distance <= range ? -distance : nil
    }
}
