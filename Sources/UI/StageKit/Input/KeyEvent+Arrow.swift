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
        guard modifiers.isEmpty else { return nil }
        switch key {
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        default: return nil
        }
    }
}
