import Geometry
import Gestures
import StageKit

/// What an assistive technology asked of an element.
enum AccessibilityRequest: Equatable {
    /// Its action: a click on a button, Enter on a piece, a card or a square.
    case press
    /// The keyboard's focus on it.
    case focus
}

extension AccessibleNode {
    /// The pointer of the bus's taps, apart from any real pointer's (the web page's mirror
    /// uses the same).
    static let tapPointer: PointerID = 7777

    /// The events that do what `request` asks, as the web page's mirror does: a control is
    /// tapped at its centre; a piece, card, square or slider gets the keyboard's focus and
    /// Enter, as keyboard dragging does; a text field is focused and tapped, to type into.
    func events(for request: AccessibilityRequest, at time: Double) -> [InputEvent] {
        let focus = InputEvent.focus(FocusEvent(element.role, element.label, time: time))
        switch (request, element.kind) {
        case (_, .text), (_, .status):
            return []
        case (.focus, .textField), (.press, .textField):
            return [focus] + tap(at: time)
        case (.focus, _):
            return [focus]
        case (.press, .button), (.press, .toggle), (.press, .segment), (.press, .menuItem):
            return tap(at: time)
        case (.press, _):
            return [focus, .key(KeyEvent(.enter, time: time))]
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
