/// The item is over a zone when at least a fraction `minimum` of the item's area lies
/// inside it; the largest fraction scores best.
///
/// An item of zero area counts as fully inside a zone that contains its centre.
///
/// ```swift
/// let halfway = OverlapRatio(minimum: 0.5)
/// ```
public struct OverlapRatio: CollisionStrategy {
    /// The smallest fraction of the item that must overlap, from 0 (exclusive) to 1.
    public var minimum: Double

    /// Creates the strategy; `minimum` is clamped to 0…1.
    public init(minimum: Double) {
        self.minimum = minimum.isFinite ? min(max(minimum, 0), 1) : 1
    }

    /// The item's frame.
    public func searchRegion(for probe: DragProbe) -> Rect { probe.frame }

    /// The fraction of the item inside the zone, when it reaches `minimum`.
    public func score(zone: Rect, probe: DragProbe) -> Double? {
        let ratio: Double
        if probe.frame.isEmpty {
            guard zone.contains(probe.frame.center) else { return nil }
            ratio = 1
        } else {
            guard let shared = probe.frame.intersection(zone) else { return nil }
            ratio = shared.area / probe.frame.area
        }
        return ratio >= minimum && ratio > 0 ? ratio : nil
    }
}
