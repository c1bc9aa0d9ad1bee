import Geometry
import Gestures
import Testing

@Test func aQuickPressAndReleaseIsATap() {
    var taps = TapRecognizer()
    let reports = taps.run([down(10, 10, at: 0), move(13, 12, at: 0.05), up(14, 12, at: 0.1)])
    #expect(reports == [TapRecognizer.Tap(location: Point(x: 14, y: 12), time: 0.1, count: 1)])
    #expect(!taps.isPossible)
}

@Test(arguments: [
    (
        "moved too far",
        [down(10, 10, at: 0), move(19, 10, at: 0.05), move(10, 10, at: 0.08), up(10, 10, at: 0.1)]
    ),
    ("held too long", [down(10, 10, at: 0), up(10, 10, at: 0.6)]),
    (
        "second finger",
        [down(10, 10, at: 0), down(50, 50, at: 0.02, pointer: 1), up(10, 10, at: 0.1)]
    ),
    ("cancelled", [down(10, 10, at: 0), cancel(10, 10, at: 0.05), up(10, 10, at: 0.1)]),
    ("up without a down", [up(10, 10, at: 0.1)]),
    ("down at NaN", [down(.nan, 10, at: 0), up(10, 10, at: 0.1)]),
])
func pressesThatAreNotTaps(_ name: String, _ events: [PointerEvent]) {
    var taps = TapRecognizer()
    #expect(taps.run(events).isEmpty, "\(name)")
    #expect(!taps.isPossible)
}

@Test func otherButtonsDoNotTap() {
    var taps = TapRecognizer()
    let right = PointerEvent(.down, at: Point(x: 1, y: 1), time: 0, button: .secondary)
    #expect(taps.run([right, up(1, 1, at: 0.1)]).isEmpty)
}

@Test func aTapReleasedAtANonFinitePlaceHappensWhereThePointerWas() {
    var taps = TapRecognizer()
    let reports = taps.run([
        down(10, 10, at: 0), move(12, 10, at: 0.02), up(.infinity, 0, at: .nan),
    ])
    #expect(reports == [TapRecognizer.Tap(location: Point(x: 12, y: 10), time: 0.02, count: 1)])
}

@Test func aDoubleTapNeedsTwoQuickNearbyTaps() {
    var double = TapRecognizer(.init(taps: 2))
    let quick = double.run([
        down(10, 10, at: 0), up(10, 10, at: 0.08), down(14, 12, at: 0.25), up(14, 12, at: 0.3),
    ])
    #expect(quick.map(\.count) == [2])
    let slow = double.run([
        down(10, 10, at: 1), up(10, 10, at: 1.08), down(10, 10, at: 1.5), up(10, 10, at: 1.55),
    ])
    #expect(slow.isEmpty)
    #expect(double.isPossible, "the late press starts a new sequence")
    _ = double.advance(to: 2)
    #expect(!double.isPossible)
    let apart = double.run([
        down(10, 10, at: 3), up(10, 10, at: 3.05), down(200, 10, at: 3.2), up(200, 10, at: 3.25),
        down(202, 10, at: 3.4), up(202, 10, at: 3.45),
    ])
    #expect(apart.map(\.location) == [Point(x: 202, y: 10)], "the far press began a new pair")
}
