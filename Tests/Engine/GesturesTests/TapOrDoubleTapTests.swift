import Geometry
import Gestures
import Testing

typealias Taps = RequireFailure<TapRecognizer, TapRecognizer>

/// The single taps (rotations) and double taps (flips) in `reports`.
func split(_ reports: [Taps.Gesture]) -> (
    singles: [TapRecognizer.Tap], doubles: [TapRecognizer.Tap]
) {
    var singles: [TapRecognizer.Tap] = []
    var doubles: [TapRecognizer.Tap] = []
    for report in reports {
        switch report {
        case .primary(let tap): singles.append(tap)
        case .preferred(let tap): doubles.append(tap)
        }
    }
    return (singles, doubles)
}

@Test func aSingleTapIsReportedOnlyAfterTheDoubleTapWindowPasses() {
    var taps = Taps.tapOrDoubleTap()
    #expect(taps.run([down(10, 10, at: 0), up(10, 10, at: 0.1)]).isEmpty)
    #expect(taps.advance(to: 0.3).isEmpty, "still inside the window")
    #expect(taps.isPossible)
    let late = split(taps.advance(to: 0.41))
    #expect(late.singles.map(\.time) == [0.1], "reported with its own time and place")
    #expect(late.doubles.isEmpty)
    #expect(!taps.isPossible)
}

@Test func aDoubleTapNeverAlsoRotates() {
    var taps = Taps.tapOrDoubleTap()
    var reports = taps.run([
        down(10, 10, at: 0), up(10, 10, at: 0.1), down(11, 10, at: 0.2), up(11, 10, at: 0.28),
    ])
    reports += taps.advance(to: 5)
    let (singles, doubles) = split(reports)
    #expect(singles.isEmpty)
    #expect(doubles.map(\.count) == [2])
}

@Test func twoSlowTapsAreTwoSingleTaps() {
    var taps = Taps.tapOrDoubleTap()
    var reports = taps.run([down(10, 10, at: 0), up(10, 10, at: 0.1)])
    // The next press comes after the window; its event time closes the window first.
    reports += taps.run([down(10, 10, at: 0.6), up(10, 10, at: 0.65)])
    reports += taps.advance(to: 1.5)
    #expect(split(reports).singles.map(\.time) == [0.1, 0.65])
    #expect(split(reports).doubles.isEmpty)
}

@Test func aHeldReportIsReleasedAsSoonAsThePreferredRecognizerFails() {
    // A tap unless it turns into a long press: released at once on the up, no waiting.
    var tap = RequireFailure(TapRecognizer(), unless: LongPressRecognizer())
    let quick = tap.run([down(0, 0, at: 0), up(0, 0, at: 0.1)])
    #expect(quick.count == 1)
    if case .primary(let t)? = quick.first { #expect(t.time == 0.1) } else { Issue.record() }
    // Held long: the long press wins, there is no tap.
    var held = tap.run([down(0, 0, at: 1)])
    held += tap.advance(to: 1.6)
    held += tap.run([up(0, 0, at: 1.7)])
    #expect(held.count == 2)
    #expect(held.allSatisfy { if case .preferred = $0 { true } else { false } })
}

@Test func aTapFollowedQuicklyByADoubleTapElsewhereKeepsBoth() {
    // Rotate piece A, then at once flip piece B: A's rotation must not be lost.
    var taps = Taps.tapOrDoubleTap()
    var reports = taps.run([down(10, 10, at: 0), up(10, 10, at: 0.05)])
    reports += taps.run([down(300, 10, at: 0.15)])
    #expect(
        split(reports).singles.map(\.location) == [Point(x: 10, y: 10)], "released when B began")
    reports += taps.run([up(300, 10, at: 0.2), down(301, 10, at: 0.3), up(301, 10, at: 0.35)])
    reports += taps.advance(to: 2)
    let (singles, doubles) = split(reports)
    #expect(singles.map(\.location) == [Point(x: 10, y: 10)])
    #expect(doubles.map(\.location) == [Point(x: 301, y: 10)])
}

@Test func theFirstSingleTapComesOutWhenTheWindowHasClosedNotLater() {
    var taps = Taps.tapOrDoubleTap()
    var reports = taps.run([down(10, 10, at: 0), up(10, 10, at: 0.1)])
    // No tick came; the next press, after the window, is what reveals the timeout.
    reports += taps.run([down(10, 10, at: 0.6)])
    #expect(split(reports).singles.map(\.time) == [0.1])
}
