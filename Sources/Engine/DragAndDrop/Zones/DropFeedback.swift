/// What a drop zone says about the item being dragged over it.
///
/// Accept predicates return one of these for each zone; the drag session reports the
/// winning zone's answer with every move, for highlighting.
public enum DropFeedback: Hashable, Sendable {
    /// Not over any zone, or the zone ignores this item (it is transparent to it).
    case none
    /// Over a zone that cannot tell yet; dropping there is refused.
    case unknown
    /// Over a zone that will take the item.
    case accepted
    /// Over a zone that refuses the item.
    case rejected
}
