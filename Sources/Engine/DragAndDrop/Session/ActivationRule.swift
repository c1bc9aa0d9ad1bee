/// When a press on an item becomes a drag, so that a tap stays a tap.
///
/// ```swift
/// let mouse = ActivationRule.distance(4)                       // move 4 points
/// let touch = ActivationRule.delay(0.15, tolerance: 8)         // hold 150 ms still
/// ```
public enum ActivationRule: Equatable, Sendable {
    /// The drag starts at the press: no taps are possible on this item.
    case immediate
    /// The drag starts once the pointer has moved this far (points) from the press.
    case distance(Double)
    /// The drag starts once the press has been held this long (seconds), as long as the
    /// pointer stays within `tolerance` points; moving further first abandons the press.
    case delay(Double, tolerance: Double)

    /// A finger's press: held still (within 5 points) for 250 ms, as dnd-kit's touch
    /// sensor and the platforms do, so that a finger that moves at once swipes (scrolls)
    /// instead of dragging the item under it.
    public static let touchPress = ActivationRule.delay(0.25, tolerance: 5)
}
