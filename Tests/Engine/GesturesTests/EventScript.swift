import Geometry
import Gestures

/// Short names for scripted pointer events: `down(10, 10, at: 0)`.
func down(_ x: Double, _ y: Double, at time: Double, pointer: PointerID = 0) -> PointerEvent {
    PointerEvent(.down, at: Point(x: x, y: y), time: time, pointer: pointer)
}

/// A scripted move.
func move(_ x: Double, _ y: Double, at time: Double, pointer: PointerID = 0) -> PointerEvent {
    PointerEvent(.move, at: Point(x: x, y: y), time: time, pointer: pointer)
}

/// A scripted release.
func up(_ x: Double, _ y: Double, at time: Double, pointer: PointerID = 0) -> PointerEvent {
    PointerEvent(.up, at: Point(x: x, y: y), time: time, pointer: pointer)
}

/// A scripted cancel.
func cancel(_ x: Double, _ y: Double, at time: Double, pointer: PointerID = 0) -> PointerEvent {
    PointerEvent(.cancel, at: Point(x: x, y: y), time: time, pointer: pointer)
}

extension GestureRecognizer {
    /// Feeds a whole script and collects every report, in order.
    mutating func run(_ events: [PointerEvent]) -> [Gesture] {
        events.flatMap { handle($0) }
    }
}
