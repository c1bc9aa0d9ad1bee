/// Where a continuous gesture (pan, long press, pinch) is in its life.
///
/// Every gesture that begins ends exactly once, with `ended` or `cancelled`.
///
/// ```swift
/// switch pan.phase {
/// case .began: lift(piece)
/// case .changed: move(piece, by: pan.translation)
/// case .ended: drop(piece, velocity: pan.velocity)
/// case .cancelled: sendHome(piece)
/// }
/// ```
public enum GesturePhase: Equatable, Sendable {
    /// The gesture was recognized; the first report.
    case began
    /// The gesture goes on with new values.
    case changed
    /// The gesture finished normally (the pointer lifted).
    case ended
    /// The gesture was called off (the system took the pointer away, or input broke).
    case cancelled

    /// Whether this is the last report of the gesture.
    ///
    /// ```swift
    /// if report.phase.isFinal { dragging = nil }
    /// ```
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
