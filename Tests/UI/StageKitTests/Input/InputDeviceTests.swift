import Geometry
import Gestures
import StageKit
import Testing

@Suite("The device in hand")
struct InputDeviceTests {
    static func pointer(_ phase: PointerEvent.Phase, _ kind: PointerKind) -> InputEvent {
        .pointer(PointerEvent(phase, at: Point(x: 5, y: 5), time: 1, kind: kind))
    }

    @Test("a finger's every event means touch; a mouse only by its presses")
    func fingersAndMice() {
        var device = InputDevice.mouse
        device.note(Self.pointer(.move, .touch))
        #expect(device == .touch)
        device.note(Self.pointer(.move, .mouse))
        #expect(device == .touch, "a phone's browser makes up mouse moves")
        device.note(Self.pointer(.down, .mouse))
        #expect(device == .mouse)
        device.note(InputDevice.touchScreen(at: 2))
        #expect(device == .touch)
    }
}
