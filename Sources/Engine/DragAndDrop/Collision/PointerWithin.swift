/// The item is over a zone when the pointer is inside it; among several, the zone whose
/// centre is nearest the pointer scores best.
///
/// Precise for small targets under a finger or cursor, like chess squares.
public struct PointerWithin: CollisionStrategy {
    /// Creates the strategy.
    public init() {}

    /// The pointer's location.
    public func searchRegion(for probe: DragProbe) -> Rect {
        Rect(origin: probe.pointer, size: .zero)
    }

    /// Minus the distance from the pointer to the zone's centre, when the pointer is inside.
    public func score(zone: Rect, probe: DragProbe) -> Double? {
        zone.contains(probe.pointer) ? -zone.center.distance(to: probe.pointer) : nil
    }
}
