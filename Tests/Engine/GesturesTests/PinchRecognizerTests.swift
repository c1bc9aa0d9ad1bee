import Geometry
import Gestures
import TestSupport
import Testing

@Test func spreadingTwoFingersZoomsAboutTheirCentre() {
    var pinch = PinchRecognizer()
    let reports = pinch.run([
        down(100, 100, at: 0, pointer: 1), down(200, 100, at: 0.01, pointer: 2),
        move(201, 100, at: 0.02, pointer: 2),  // below the activation distance
        move(250, 100, at: 0.05, pointer: 2), move(50, 100, at: 0.08, pointer: 1),
        up(50, 100, at: 0.1, pointer: 1), move(400, 100, at: 0.12, pointer: 2),
    ])
    #expect(reports.map(\.phase) == [.began, .changed, .ended])
    #expect(isClose(reports[0].scale, 1.5) && reports[0].centre == Point(x: 175, y: 100))
    #expect(isClose(reports[1].scale, 2) && reports[1].centre == Point(x: 150, y: 100))
    #expect(reports[1].translation == Vector(dx: 0, dy: 0))
    #expect(isClose(reports[2].scale, 2))
    #expect(!pinch.isPossible)
}

@Test func twoFingersMovingTogetherPanWithoutZooming() {
    var pinch = PinchRecognizer()
    let reports = pinch.run([
        down(0, 0, at: 0, pointer: 1), down(100, 0, at: 0, pointer: 2),
        move(0, 10, at: 0.05, pointer: 1), move(100, 10, at: 0.05, pointer: 2),
        cancel(100, 10, at: 0.1, pointer: 2),
    ])
    #expect(reports.map(\.phase) == [.began, .changed, .cancelled])
    #expect(reports[1].translation == Vector(dx: 0, dy: 10) && reports[1].scale == 1)
}

@Test func aThirdFingerIsIgnoredAndCoincidentFingersStayFinite() {
    var pinch = PinchRecognizer()
    let reports = pinch.run([
        down(50, 50, at: 0, pointer: 1), down(50, 50, at: 0, pointer: 2),
        down(0, 0, at: 0.01, pointer: 3), move(500, 0, at: 0.02, pointer: 3),
        move(60, 50, at: 0.03, pointer: 2), up(60, 50, at: 0.04, pointer: 2),
    ])
    #expect(reports.map(\.phase) == [.began, .ended])
    #expect(reports.allSatisfy { $0.scale.isFinite && $0.scale == 10 })
}

@Test func oneFingerIsNoPinch() {
    var pinch = PinchRecognizer()
    #expect(pinch.run([down(0, 0, at: 0), move(100, 0, at: 0.1), up(100, 0, at: 0.2)]).isEmpty)
}
