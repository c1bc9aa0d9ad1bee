import DragAndDrop

/// The five collision strategies the collisions page compares, each asked through
/// `DropZones.target(for:using:)` with the same probe.
enum CollisionJudge: Int, CaseIterable, Sendable {
    case pointerWithin
    case centerWithin
    case rectIntersection
    case overlapRatio
    case closestCenter

    /// The range of `ClosestCenter` on the page, in stage units.
    static let closestRange = 90.0

    /// The strategy's type name, the panel's title.
    var title: String {
        switch self {
        case .pointerWithin: return "PointerWithin"
        case .centerWithin: return "CenterWithin"
        case .rectIntersection: return "RectIntersection"
        case .overlapRatio: return "OverlapRatio"
        case .closestCenter: return "ClosestCenter"
        }
    }

    /// What the strategy asks, in a few words.
    var rule: String {
        switch self {
        case .pointerWithin: return "the pointer is inside"
        case .centerWithin: return "the card's centre is inside"
        case .rectIntersection: return "the card shares any area"
        case .overlapRatio: return "at least r of the card is inside"
        case .closestCenter: return "nearest centre within 90"
        }
    }

    /// The zone this strategy picks for the probe, if any.
    func pick(in zones: DropZones<Int>, probe: DragProbe, ratio: Double) -> Int? {
        switch self {
        case .pointerWithin: return zones.target(for: probe, using: PointerWithin()).zone
        case .centerWithin: return zones.target(for: probe, using: CenterWithin()).zone
        case .rectIntersection: return zones.target(for: probe, using: RectIntersection()).zone
        case .overlapRatio:
            return zones.target(for: probe, using: OverlapRatio(minimum: ratio)).zone
        case .closestCenter:
            return zones.target(for: probe, using: ClosestCenter(range: Self.closestRange)).zone
        }
    }
}
