import Geometry
import Gestures

/// The pointer state of one pressable area: hovered, pressed, and whether a press
/// ended inside (an activation). Shared by buttons, picker segments and cards.
///
/// A press activates only when the same pointer goes down and up inside; sliding out
/// while pressed shows the control unpressed, sliding back in presses it again. Two
/// fingers never press: a finger that comes down while another is down (a pinch) ends
/// the press, and no press starts while another pointer is down.
///
/// ```swift
/// var tracker = PressTracker()
/// if tracker.handle(event, isEnabled: true, contains: { frame.contains($0) }) { open() }
/// ```
public struct PressTracker: Hashable, Sendable {
    /// Whether a pointer hovers over the area.
    public private(set) var isHovered = false
    /// Whether the area is held down with the pointer still inside.
    public private(set) var isPressed = false
    /// The pointer holding the area, if any (even when it has slid outside).
    public private(set) var trackedPointer: PointerID?
    /// Every pointer down now, wherever it went down.
    private var pointersDown: Set<PointerID> = []

    /// Creates a tracker at rest.
    public init() {}

    /// Whether a press is in progress (the area has captured the pointer).
    public var isTracking: Bool { trackedPointer != nil }

    /// Updates the state for one event; returns true when the press completed inside.
    public mutating func handle(
        _ event: InputEvent, isEnabled: Bool, contains: (Point) -> Bool
    ) -> Bool {
        guard case .pointer(let p) = event else { return false }
        let inside = contains(p.location)
        guard isEnabled else {
            self = PressTracker()
            isHovered = inside && p.phase != .cancel
            return false
        }
        switch p.phase {
        case .down:
            isHovered = inside
            let alone = pointersDown.subtracting([p.pointer]).isEmpty
            pointersDown.insert(p.pointer)
            if let tracked = trackedPointer, tracked != p.pointer {
                trackedPointer = nil  // a second finger: a pinch, not a press
                isPressed = false
            } else if inside && trackedPointer == nil && p.button == .primary && alone {
                trackedPointer = p.pointer
                isPressed = true
            }
        case .move:
            isHovered = inside
            if trackedPointer == p.pointer { isPressed = inside }
        case .up:
            isHovered = inside
            pointersDown.remove(p.pointer)
            guard trackedPointer == p.pointer else { return false }
            trackedPointer = nil
            isPressed = false
            return inside
        case .cancel:
            pointersDown.remove(p.pointer)
            if trackedPointer == p.pointer { trackedPointer = nil }
            isPressed = false
            isHovered = false
        }
        return false
    }

    /// Forgets hover and press (for a control that is hidden or disabled).
    public mutating func reset() { self = PressTracker() }
}
