/// The item is over every zone it shares area with; the largest shared area scores best.
public struct RectIntersection: CollisionStrategy {
    /// Creates the strategy.
    public init() {}

    /// The item's frame.
    public func searchRegion(for probe: DragProbe) -> Rect { probe.frame }

    /// The shared area, when there is any.
    public func score(zone: Rect, probe: DragProbe) -> Double? {
        probe.frame.intersection(zone)?.area
    }
}
