import Geometry
import Gestures

/// The device a person used last, so that hints speak of what they have in hand: taps on
/// a touch screen, clicks and keys with a mouse and keyboard.
///
/// A scene notes every event it gets (`note(_:)`); a finger makes it `.touch`, a mouse
/// or pen press or a wheel makes it `.mouse`, a key makes it `.keyboard`. Mouse moves
/// without a press change nothing (a phone's browser makes some up). A finger reports only
/// while it touches, so any event of a finger means touch: a host that knows the screen is
/// a touch screen before the first touch says so with a finger's `cancel` of no press
/// (``touchScreen(at:)``).
///
/// ```swift
/// var device = InputDevice.mouse
/// device.note(event)
/// let hint = device.isTouch ? "Tap ‹ All apps to come back." : "Esc comes back here."
/// ```
public enum InputDevice: Equatable, Sendable {
    /// A mouse, trackpad or pen, with a keyboard beside it.
    case mouse
    /// A finger on a touch screen.
    case touch
    /// The keyboard alone.
    case keyboard

    /// Whether the last input was a finger.
    public var isTouch: Bool { self == .touch }

    /// Records what `event` says about the device in use.
    ///
    /// ```swift
    /// device.note(.key(KeyEvent(.escape, time: 1)))   // .keyboard
    /// ```
    public mutating func note(_ event: InputEvent) {
        switch event {
        case .pointer(let p) where p.kind == .touch:
            self = .touch
        case .pointer(let p) where p.phase == .down:
            self = .mouse
        case .wheel:
            self = .mouse
        case .key(let k):
            // Typing on a phone's on-screen keyboard still leaves a touch screen in hand;
            // keys it does not have (Escape, Tab, the arrows) mean a real keyboard.
            if self != .touch || Self.keyboardOnly.contains(k.key) { self = .keyboard }
        case .pointer, .text, .resize, .tick, .focus:
            // A screen reader's cursor moves with a finger as well as with keys.
            break
        }
    }

    /// The event that tells a scene a touch screen is in hand before any finger came down
    /// (a page opened on a phone, an app opened by a tap): a finger's `cancel`, of a pointer
    /// that pressed nothing, which every scene ignores but notes.
    ///
    /// ```swift
    /// if device.isTouch { app.handle(InputDevice.touchScreen(at: time)) }
    /// ```
    public static func touchScreen(at time: Double) -> InputEvent {
        .pointer(
            PointerEvent(.cancel, at: Point(x: 0, y: 0), time: time, pointer: -1, kind: .touch))
    }

    /// Keys a phone's on-screen keyboard does not have.
    private static let keyboardOnly: [Key] = [.escape, .tab, .left, .right, .up, .down]
}
