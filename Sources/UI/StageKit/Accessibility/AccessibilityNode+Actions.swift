import Geometry
import Gestures

/// What assistive technology can ask of a node.
public enum AccessibilityAction: Hashable, Sendable {
    /// Its action: a click on a button, Enter on a piece, a card or a square (pick up, or
    /// drop here), typing into a text field.
    case press
    /// The keyboard's focus on it.
    case focus
}

extension AccessibilityNode {
    /// The pointer of the taps a host makes for assistive technology, apart from any real
    /// pointer's.
    public static let tapPointer: PointerID = 7777

    /// What can be asked of it: nothing of words read, else a press and the focus.
    public var actions: [AccessibilityAction] {
        kind == .text || kind == .status ? [] : [.press, .focus]
    }

    /// Whether a press is a tap at its centre (a button, toggle, segment or menu item); a
    /// piece, card, square or slider is pressed with the keyboard's focus and Enter.
    public var isPressedByTap: Bool {
        kind == .button || kind == .toggle || kind == .segment || kind == .menuItem
    }

    /// The input events that do what `action` asks: a control is tapped at its centre; a
    /// piece, card, square or slider gets the keyboard's focus and Enter, as keyboard
    /// dragging does; a text field is focused and tapped, to type into. None for words.
    ///
    /// ```swift
    /// for event in node.events(for: .press, at: now) { scene.handle(event) }
    /// ```
    public func events(for action: AccessibilityAction, at time: Double) -> [InputEvent] {
        guard !actions.isEmpty else { return [] }
        let focus = InputEvent.focus(FocusEvent(element.role, element.label, time: time))
        if kind == .textField { return [focus] + tap(at: time) }
        switch action {
        case .focus: return [focus]
        case .press where isPressedByTap: return tap(at: time)
        case .press: return [focus, .key(KeyEvent(.enter, time: time))]
        }
    }

    private func tap(at time: Double) -> [InputEvent] {
        let centre = element.frame.center
        return [
            .pointer(PointerEvent(.down, at: centre, time: time, pointer: Self.tapPointer)),
            .pointer(PointerEvent(.up, at: centre, time: time, pointer: Self.tapPointer)),
        ]
    }
}
