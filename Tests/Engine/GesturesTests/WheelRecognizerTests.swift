import Geometry
import Gestures
import TestSupport
import Testing

@Test func controlWheelZoomsAroundThePointerAndReverses() {
    let wheel = WheelRecognizer()
    let at = Point(x: 300, y: 200)
    let zoomIn = wheel.interpret(
        WheelEvent(at: at, delta: Vector(dx: 0, dy: 2), time: 0, modifiers: .control))
    let zoomOut = wheel.interpret(
        WheelEvent(at: at, delta: Vector(dx: 0.5, dy: -2), time: 0, modifiers: [.control, .shift]))
    guard case .zoom(let inFactor, let inCentre)? = zoomIn,
        case .zoom(let outFactor, _)? = zoomOut
    else {
        Issue.record(
            "expected zooms, got \(String(describing: zoomIn)), \(String(describing: zoomOut))")
        return
    }
    #expect(isClose(inFactor, 1.2) && inCentre == at)
    #expect(isClose(inFactor * outFactor, 1), "in then out returns exactly")
}

@Test func plainWheelPans() {
    let wheel = WheelRecognizer()
    let at = Point(x: 0, y: 0)
    #expect(
        wheel.interpret(WheelEvent(at: at, delta: Vector(dx: 0, dy: 1), time: 0))
            == .pan(Vector(dx: 0, dy: 40)))
    #expect(
        wheel.interpret(
            WheelEvent(at: at, delta: Vector(dx: 0, dy: -1), time: 0, modifiers: .shift))
            == .pan(Vector(dx: -40, dy: 0)))
    #expect(wheel.interpret(WheelEvent(at: at, delta: .zero, time: 0)) == nil)
}

@Test func brokenWheelEventsAskForNothing() {
    let wheel = WheelRecognizer()
    let fine = Point(x: 1, y: 1)
    #expect(wheel.interpret(WheelEvent(at: fine, delta: Vector(dx: .nan, dy: 1), time: 0)) == nil)
    #expect(
        wheel.interpret(WheelEvent(at: fine, delta: Vector(dx: 0, dy: .infinity), time: 0)) == nil)
    let nowhere = Point(x: .nan, y: 0)
    #expect(
        wheel.interpret(
            WheelEvent(at: nowhere, delta: Vector(dx: 0, dy: 1), time: 0, modifiers: .control))
            == nil)
    #expect(
        wheel.interpret(
            WheelEvent(at: fine, delta: Vector(dx: 3, dy: 0), time: 0, modifiers: .control)) == nil)
    // A wild trackpad burst is capped rather than overflowing.
    if case .zoom(let factor, _)? = wheel.interpret(
        WheelEvent(at: fine, delta: Vector(dx: 0, dy: 1e300), time: 0, modifiers: .control))
    {
        #expect(factor.isFinite && factor <= 6)
    } else {
        Issue.record("expected a zoom")
    }
}
