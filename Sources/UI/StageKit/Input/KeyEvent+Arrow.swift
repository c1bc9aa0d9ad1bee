import DragAndDrop
import Gestures

extension KeyEvent {
    /// The direction of an arrow key pressed with no modifiers, for moving a cursor or a
    /// carried item place to place; nil for any other key.
    ///
    /// ```swift
    /// if let direction = event.arrow { moveCarry(direction, …) }
    /// ```
    public var arrow: Direction? {
        modifiers.isEmpty ? arrowKey : nil
    }

    /// The direction of an arrow key pressed alone or with shift (which the caller may take
    /// for a finer step); nil for any other key or chord.
    public var arrowOrShiftArrow: Direction? {
        modifiers.isEmpty || modifiers == .shift ? arrowKey : nil
    }

    private var arrowKey: Direction? {
        switch key {
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        default: return nil
        }
    }
}
