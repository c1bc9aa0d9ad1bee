/// Decides whether a dragged item is over a zone, and how good a match it is.
///
/// Strategies are small values, each in its own file: `PointerWithin`, `CenterWithin`,
/// `RectIntersection`, `OverlapRatio`, `ClosestCenter`. Write your own by conforming.
///
/// ```swift
/// struct LeftHalf: CollisionStrategy {
///     func searchRegion(for probe: DragProbe) -> Rect { probe.frame }
///     func score(zone: Rect, probe: DragProbe) -> Double? {
///         zone.contains(Point(x: probe.frame.minX, y: probe.frame.midY)) ? 0 : nil
///     }
/// }
/// ```
public protocol CollisionStrategy: Sendable {
    /// The window region where colliding zones can be; zones outside it are not asked.
    func searchRegion(for probe: DragProbe) -> Rect

    /// Nil when the item does not collide with a zone of this frame (in window
    /// coordinates); otherwise a score where higher means a better match.
    func score(zone: Rect, probe: DragProbe) -> Double?
}
