/// The item is over a zone when the item's centre is inside it; among several, the zone
/// whose centre is nearest scores best.
public struct CenterWithin: CollisionStrategy {
    /// Creates the strategy.
    public init() {}

    /// The item's centre.
    public func searchRegion(for probe: DragProbe) -> Rect {
        Rect(origin: probe.frame.center, size: .zero)
    }

    /// Minus the distance between the centres, when the item's centre is inside.
    public func score(zone: Rect, probe: DragProbe) -> Double? {
        let center = probe.frame.center
        return zone.contains(center) ? -zone.center.distance(to: center) : nil
    }
}
