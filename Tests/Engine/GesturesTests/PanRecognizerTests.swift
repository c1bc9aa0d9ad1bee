import Geometry
import Gestures
import TestSupport
import Testing

@Test func aSmallWiggleStaysATap() {
    var pan = PanRecognizer()
    var taps = TapRecognizer()
    let script = [down(10, 10, at: 0), move(15, 14, at: 0.05), up(15, 14, at: 0.1)]
    #expect(pan.run(script).isEmpty)
    #expect(taps.run(script).count == 1)
}

@Test func aPanBeginsAtTheActivationDistanceAndEndsWithItsVelocity() {
    var pan = PanRecognizer()
    var reports = pan.run([down(100, 100, at: 0), move(104, 100, at: 0.01)])
    #expect(reports.isEmpty)
    // Then a steady 1000 points per second to the right.
    for i in 2...20 {
        reports += pan.handle(move(100 + 10 * Double(i), 100, at: 0.01 * Double(i)))
    }
    reports += pan.handle(up(300, 100, at: 0.2))
    #expect(reports.map(\.phase) == [.began] + Array(repeating: .changed, count: 18) + [.ended])
    #expect(reports.first?.translation == Vector(dx: 20, dy: 0), "measured from the press")
    #expect(reports.first?.start == Point(x: 100, y: 100))
    let last = reports.last!
    #expect(last.translation == Vector(dx: 200, dy: 0))
    #expect(isClose(last.velocity.dx, 1000, tolerance: 1e-6) && last.velocity.dy == 0)
    #expect(!pan.isPossible && !pan.isPanning)
}

@Test func aPanThatStopsBeforeReleaseIsNotFlung() {
    var pan = PanRecognizer()
    let reports = pan.run([
        down(0, 0, at: 0), move(50, 0, at: 0.05), move(100, 0, at: 0.1), up(100, 0, at: 0.4),
    ])
    #expect(reports.last?.phase == .ended)
    #expect(reports.last?.velocity == .zero)
}

@Test func cancellingAPanReportsCancelledOnce() {
    var pan = PanRecognizer()
    let reports = pan.run([
        down(0, 0, at: 0), move(30, 0, at: 0.05), cancel(30, 0, at: 0.06), up(30, 0, at: 0.07),
        move(60, 0, at: 0.08),
    ])
    #expect(reports.map(\.phase) == [.began, .cancelled])
    #expect(reports.last?.velocity == .zero)
}

@Test func otherPointersAndBrokenEventsDoNotDisturbAPan() {
    var pan = PanRecognizer()
    let reports = pan.run([
        down(0, 0, at: 0), move(20, 0, at: 0.05),
        down(300, 300, at: 0.06, pointer: 1), move(350, 300, at: 0.07, pointer: 1),
        move(.nan, 0, at: 0.08), move(30, .infinity, at: 0.09), move(30, 0, at: .nan),
        up(300, 300, at: 0.1, pointer: 1),
        up(.nan, .nan, at: 0.12),
    ])
    #expect(reports.map(\.phase) == [.began, .changed, .ended])
    #expect(reports.last?.location == Point(x: 30, y: 0))
    #expect(reports.allSatisfy { $0.velocity.isFinite && $0.time.isFinite })
}

@Test func aSecondDownOfTheSamePointerCancelsThePan() {
    var pan = PanRecognizer()
    let reports = pan.run([down(0, 0, at: 0), move(30, 0, at: 0.05), down(5, 5, at: 0.1)])
    #expect(reports.map(\.phase) == [.began, .cancelled])
    #expect(pan.isPossible, "the new press is being watched")
}

@Test func velocityLooksOnlyAtTheRecentPast() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 0, y: 0), at: 0)  // slow, and longer ago than the window
    tracker.add(Point(x: 500, y: 0), at: 0.52)
    tracker.add(Point(x: 510, y: 0), at: 0.55)
    tracker.add(Point(x: 520, y: 4), at: 0.6)
    let expected = Vector(dx: 250, dy: 50)
    #expect((tracker.velocity(at: 0.6) - expected).length < 1e-9)
    #expect(tracker.velocity(at: 0.75) == .zero, "still for longer than the window")
    tracker.add(Point(x: .nan, y: 0), at: 0.61)
    tracker.add(Point(x: 0, y: 0), at: 0.2)  // the past
    #expect((tracker.velocity(at: 0.6) - expected).length < 1e-9)
}
