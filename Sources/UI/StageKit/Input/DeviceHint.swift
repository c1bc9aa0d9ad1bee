/// A hint in the words of the device in hand: one wording for a finger (taps, holds,
/// swipes), another for a mouse and keyboard (clicks and keys). A scene shows the wording
/// for its `InputDevice`, and rewords the hint when the device changes while it shows.
///
/// ```swift
/// static let greeting = DeviceHint(
///     touch: "Tap a card to select it.", mouse: "Click a card to select it.")
/// let before = device
/// device.note(event)
/// if let text = Self.greeting.rewording(status, from: before, to: device) { status = text }
/// ```
public struct DeviceHint: Equatable, Sendable {
    /// The wording for a finger on a touch screen.
    public let touch: String
    /// The wording for a mouse, a pen or the keyboard.
    public let mouse: String

    /// Creates a hint with its two wordings.
    public init(touch: String, mouse: String) {
        self.touch = touch
        self.mouse = mouse
    }

    /// The wording for `device`.
    ///
    /// ```swift
    /// greeting.text(for: .touch)   // "Tap a card to select it."
    /// ```
    public func text(for device: InputDevice) -> String { device.isTouch ? touch : mouse }

    /// The wording to show instead of `shown` once the device went from `old` to `new`:
    /// nil unless `shown` is this hint in the old device's words and the new device's
    /// differ (anything else said since stays).
    ///
    /// ```swift
    /// greeting.rewording("Click a card to select it.", from: .mouse, to: .touch)
    /// // "Tap a card to select it."
    /// ```
    public func rewording(_ shown: String, from old: InputDevice, to new: InputDevice) -> String? {
        let next = text(for: new)
        return shown == text(for: old) && next != shown ? next : nil
    }
}
