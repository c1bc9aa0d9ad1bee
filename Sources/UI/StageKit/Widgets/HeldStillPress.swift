import Geometry
import Gestures

/// A finger held still on something and let go: the touch gesture that opens an item's
/// `ActionMenu`, as a right click does with a mouse. A finger that moves drags or swipes
/// as before; a short tap stays a tap; only a release at least `delay` after a press that
/// never strayed `tolerance` from where it began counts.
///
/// ```swift
/// if let start = heldStill.release(event), let piece = piece(at: start) {
///     dragPointer(HeldStillPress.cancelling(event))   // the press ends without a drop
///     openActions(for: piece, byKeyboard: false)
/// }
/// ```
public struct HeldStillPress: Sendable {
    /// How long a finger is held before its release opens the menu, in seconds: twice
    /// the engine's touch press that lifts an item, so a drag is never mistaken for it.
    public static let delay = 0.5
    /// How far the finger may stray meanwhile, in points.
    public static let tolerance = 6.0

    private var pointer: PointerID?
    private var start = Point(x: 0, y: 0)
    private var since = 0.0

    /// Creates a tracker with no finger down.
    public init() {}

    /// Follows a finger's events; returns where it pressed when `event` lets go of a
    /// press held still long enough (nil otherwise, and always for a mouse or a pen).
    public mutating func release(_ event: PointerEvent) -> Point? {
        guard event.kind == .touch else { return nil }
        switch event.phase {
        case .down:
            pointer = event.pointer
            start = event.location
            since = event.time
        case .move:
            if event.pointer == pointer, event.location.distance(to: start) > Self.tolerance {
                pointer = nil
            }
        case .up:
            defer { pointer = nil }
            if event.pointer == pointer, event.time - since >= Self.delay,
                event.location.distance(to: start) <= Self.tolerance
            {
                return start
            }
        case .cancel:
            if event.pointer == pointer { pointer = nil }
        }
        return nil
    }

    /// The same event as a cancel: given to the scene's gestures in place of the release
    /// that opened the menu, it ends the press without a tap, a drop or a selection.
    public static func cancelling(_ event: PointerEvent) -> PointerEvent {
        PointerEvent(
            .cancel, at: event.location, time: event.time, pointer: event.pointer,
            button: event.button, modifiers: event.modifiers, kind: event.kind)
    }
}
