import Geometry

/// Identifies one pointer: the mouse, or one finger on a touch screen.
public typealias PointerID = Int

/// One timestamped pointer event, the raw material of gestures and drag sessions.
///
/// Time is a value, never read from a clock: tests script it and hosts stamp it.
///
/// ```swift
/// let press = PointerEvent(.down, at: Point(x: 10, y: 10), time: 0)
/// let drag = PointerEvent(.move, at: Point(x: 40, y: 10), time: 0.05)
/// ```
public struct PointerEvent: Equatable, Sendable {
    /// What the pointer did.
    public enum Phase: Equatable, Sendable {
        /// A button was pressed or a finger touched.
        case down
        /// The pointer moved (pressed or not).
        case move
        /// The button was released or the finger lifted.
        case up
        /// The system took the pointer away (focus lost, touch cancelled).
        case cancel
    }

    /// What the pointer did.
    public var phase: Phase
    /// Which pointer.
    public var pointer: PointerID
    /// Where, in window points.
    public var location: Point
    /// When, in seconds from any fixed start.
    public var time: Double
    /// Which button (for a mouse).
    public var button: PointerButton
    /// Keyboard modifiers held at the time.
    public var modifiers: KeyModifiers
    /// What kind of device the pointer is: a mouse, a finger or a pen.
    public var kind: PointerKind

    /// Creates a pointer event.
    ///
    /// ```swift
    /// let finger = PointerEvent(.down, at: Point(x: 10, y: 10), time: 0, pointer: 1, kind: .touch)
    /// ```
    public init(
        _ phase: Phase, at location: Point, time: Double, pointer: PointerID = 0,
        button: PointerButton = .primary, modifiers: KeyModifiers = [],
        kind: PointerKind = .mouse
    ) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointer = pointer
        self.button = button
        self.modifiers = modifiers
        self.kind = kind
    }
}

/// The device behind a pointer, so that gestures can suit it: a finger covers what it
/// presses and drifts, so a touch drag of an item waits for a short press.
///
/// ```swift
/// if event.kind == .touch { waitForPress() }
/// ```
public enum PointerKind: Equatable, Sendable {
    /// A mouse or trackpad: precise, with buttons and hover.
    case mouse
    /// A finger on a touch screen.
    case touch
    /// A stylus: precise like a mouse, pressed like a finger.
    case pen
}

/// A mouse button. Touches report `.primary`.
public enum PointerButton: Equatable, Sendable {
    /// The main (left) button, or a touch.
    case primary
    /// The secondary (right) button.
    case secondary
    /// The middle button or wheel press.
    case middle
}
