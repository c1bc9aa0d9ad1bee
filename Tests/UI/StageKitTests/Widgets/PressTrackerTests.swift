import Geometry
import Gestures
import StageKit
import Testing

/// Two fingers are a pinch, never a press.
@Suite("Press tracker with several fingers")
struct PressTrackerTests {
    let area = Rect(x: 0, y: 0, width: 100, height: 100)

    func send(
        _ tracker: inout PressTracker, _ phase: PointerEvent.Phase, _ x: Double, finger: PointerID,
        at time: Double
    ) -> Bool {
        let frame = area
        return tracker.handle(
            .pointer(
                PointerEvent(
                    phase, at: Point(x: x, y: 50), time: time, pointer: finger, kind: .touch)),
            isEnabled: true, contains: { frame.contains($0) })
    }

    @Test("a second finger ends the press: lifting either does not activate")
    func pinchDoesNotPress() {
        var tracker = PressTracker()
        let activated1 = send(&tracker, .down, 40, finger: 1, at: 0)
        #expect(!activated1)
        #expect(tracker.isPressed)
        let activated2 = send(&tracker, .down, 60, finger: 2, at: 0.05)
        #expect(!activated2)
        #expect(!tracker.isPressed)
        let activated3 = send(&tracker, .up, 40, finger: 1, at: 0.2)
        #expect(!activated3)
        let activated4 = send(&tracker, .up, 60, finger: 2, at: 0.21)
        #expect(!activated4)
    }

    @Test("no press starts while another finger is down elsewhere; one finger alone presses")
    func noPressBesideAnotherFinger() {
        var tracker = PressTracker()
        _ = send(&tracker, .down, 300, finger: 1, at: 0)  // outside the area
        let activated5 = send(&tracker, .down, 50, finger: 2, at: 0.05)
        #expect(!activated5)
        let activated6 = send(&tracker, .up, 50, finger: 2, at: 0.1)
        #expect(!activated6)
        _ = send(&tracker, .up, 300, finger: 1, at: 0.1)
        let activated7 = send(&tracker, .down, 50, finger: 3, at: 0.5)
        #expect(!activated7)
        let activated8 = send(&tracker, .up, 50, finger: 3, at: 0.6)
        #expect(activated8, "a lone tap still presses")
    }
}
