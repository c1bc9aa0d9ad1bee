import Geometry
import Gestures
import Testing

@Test func holdingStillBeginsALongPressThatCanThenMove() {
    var hold = LongPressRecognizer()
    var reports = hold.run([down(10, 10, at: 0), move(12, 11, at: 0.2)])
    reports += hold.advance(to: 0.4)
    #expect(reports.isEmpty)
    reports += hold.advance(to: 0.5)
    #expect(reports == [.init(phase: .began, location: Point(x: 12, y: 11), time: 0.5)])
    reports += hold.run([move(80, 10, at: 0.6), up(90, 10, at: 0.7)])
    #expect(reports.map(\.phase) == [.began, .changed, .ended])
    #expect(!hold.isPossible)
}

@Test func aLateEventStillBeginsTheLongPressFirst() {
    var hold = LongPressRecognizer()
    let reports = hold.run([down(10, 10, at: 0), move(40, 10, at: 0.7)])
    #expect(reports.map(\.phase) == [.began, .changed])
    #expect(reports.first?.location == Point(x: 10, y: 10))
}

@Test func wanderingOrLiftingEarlyIsNoLongPress() {
    var hold = LongPressRecognizer()
    var reports = hold.run([down(10, 10, at: 0), move(30, 10, at: 0.2)])
    reports += hold.advance(to: 1)
    reports += hold.run([down(10, 10, at: 2), up(10, 10, at: 2.3)])
    reports += hold.advance(to: 3)
    #expect(reports.isEmpty)
}

@Test func aSecondFingerOrACancelCallsALongPressOff() {
    var hold = LongPressRecognizer()
    var reports = hold.run([down(10, 10, at: 0)])
    reports += hold.advance(to: 0.6)
    reports += hold.run([down(50, 50, at: 0.7, pointer: 1), up(10, 10, at: 0.8)])
    #expect(reports.map(\.phase) == [.began, .cancelled])
    #expect(reports.last?.location == Point(x: 10, y: 10))
    var other = LongPressRecognizer()
    var second = other.run([down(10, 10, at: 0)])
    second += other.advance(to: 0.6)
    second += other.run([cancel(10, 10, at: 0.7)])
    #expect(second.map(\.phase) == [.began, .cancelled])
}
