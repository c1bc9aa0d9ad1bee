import DragAndDrop
import TestSupport
import Testing

/// Drags a knight on a chess board of zones where only e4 and e3 are legal.
private struct KnightDrag {
    var session = DragSession<String, String>()
    var zones = chessBoardZones()
    var script = PointerScript()
    var events: [DragEvent<String, String>] = []
    let legal: Set = ["e4", "e3"]
    /// The knight sits on g1: the square at (480, 560).
    let knightFrame = Rect(x: 480, y: 560, width: 80, height: 80)

    func resolve(_ probe: DragProbe) -> DropTarget<String> {
        zones.target(for: probe, using: PointerWithin()) { zone in
            zone.id == "board" ? .none : legal.contains(zone.id) ? .accepted : .rejected
        }
    }

    mutating func feed(_ pointerEvents: [PointerEvent]) {
        for event in pointerEvents {
            if event.phase == .down {
                events += session.press("knight", frame: knightFrame, with: event, resolve: resolve)
            } else {
                events += session.handle(event, resolve: resolve)
            }
        }
    }
}

@Test func aDragOntoALegalSquareDropsThereAndSettlesOnItsCentre() throws {
    var drag = KnightDrag()
    drag.feed(drag.script.press(at: Point(x: 500, y: 580)))
    #expect(drag.events.isEmpty, "a press alone is not a drag yet")
    drag.feed(drag.script.drag(to: Point(x: 350, y: 330), steps: 10))
    #expect(drag.session.liftedItem == "knight")
    #expect(
        drag.session.frame.origin == Point(x: 330, y: 310), "the grab point stays under the pointer"
    )
    drag.feed(drag.script.release())
    #expect(drag.events.first == .started("knight"))
    #expect(drag.events.contains(.entered("e4")))
    let last = try #require(drag.events.last)
    guard case .dropped(let result) = last else {
        Issue.record("expected a drop, got \(last)")
        return
    }
    #expect(result.isAccepted)
    #expect(result.target.zone == "e4")
    #expect(result.landing.destination == Rect(x: 320, y: 320, width: 80, height: 80))
    #expect(!result.landing.returnsHome)
    #expect(drag.session.phase == .idle)
    #expect(drag.session.liftedItem == nil)
}

@Test func aDropOnAnIllegalSquareGlidesBackHome() throws {
    var drag = KnightDrag()
    drag.feed(
        drag.script.press(at: Point(x: 500, y: 580)) + drag.script.drag(to: Point(x: 100, y: 100)))
    guard case .over(let target) = try #require(drag.events.last) else {
        Issue.record("expected over")
        return
    }
    #expect(target.feedback == .rejected)
    drag.feed(drag.script.release())
    guard case .dropped(let result) = try #require(drag.events.last) else {
        Issue.record("expected a drop")
        return
    }
    #expect(!result.isAccepted)
    #expect(result.landing.returnsHome)
    #expect(result.landing.destination == drag.knightFrame)
    #expect(result.landing.from.origin == Point(x: 80, y: 80))
}

@Test func enterOverAndExitFollowThePointerAcrossSquares() {
    var drag = KnightDrag()
    drag.feed(drag.script.press(at: Point(x: 500, y: 580)))
    drag.feed(drag.script.drag(to: Point(x: 360, y: 360), steps: 1))  // e4
    drag.feed(drag.script.drag(to: Point(x: 360, y: 440), steps: 1))  // e3
    drag.feed(drag.script.drag(to: Point(x: 360, y: 445), steps: 1))  // still e3
    let transitions = drag.events.filter {
        if case .over = $0 { return false }
        return true
    }
    #expect(transitions == [.started("knight"), .entered("e4"), .exited("e4"), .entered("e3")])
}

@Test func aShortPressIsATapNotADrag() {
    var drag = KnightDrag()
    drag.feed(drag.script.press(at: Point(x: 500, y: 580)))
    drag.feed(drag.script.drag(to: Point(x: 502, y: 581), steps: 2))
    drag.feed(drag.script.release())
    #expect(drag.events == [.tapped("knight")])
}

@Test func escapeCancelsAndTheItemGoesHome() {
    var drag = KnightDrag()
    drag.feed(
        drag.script.press(at: Point(x: 500, y: 580)) + drag.script.drag(to: Point(x: 360, y: 360)))
    let events = drag.session.cancel(reason: .escape)
    guard case .cancelled(let item, let reason, let landing) = events.last else {
        Issue.record("expected a cancel, got \(events)")
        return
    }
    #expect(item == "knight")
    #expect(reason == .escape)
    #expect(landing.destination == drag.knightFrame)
    drag.feed(drag.script.release())
    #expect(drag.session.phase == .idle)
}

@Test func aDelayedActivationNeedsAStillHold() {
    var session = DragSession<Int, Int>(configuration: .init(activation: .delay(0.3, tolerance: 5)))
    let none: (DragProbe) -> DropTarget<Int> = { _ in .none }
    var script = PointerScript()
    _ = session.press(
        1, frame: Rect(x: 0, y: 0, width: 10, height: 10),
        with: script.press(at: Point(x: 5, y: 5))[0], resolve: none)
    #expect(session.advance(to: 0.2, resolve: none).isEmpty)
    #expect(session.advance(to: 0.31, resolve: none).first == .started(1))

    // Moving beyond the tolerance before the delay abandons the press (it was a scroll).
    script = PointerScript()
    _ = session.cancel()
    _ = session.press(
        2, frame: Rect(x: 0, y: 0, width: 10, height: 10),
        with: script.press(at: Point(x: 5, y: 5))[0], resolve: none)
    for event in script.drag(to: Point(x: 50, y: 5), steps: 3, duration: 0.1) {
        #expect(session.handle(event, resolve: none).isEmpty)
    }
    #expect(session.phase == .idle)
    #expect(session.advance(to: 1, resolve: none).isEmpty)
}

@Test func releaseVelocityCarriesIntoTheLanding() {
    var drag = KnightDrag()
    drag.feed(drag.script.press(at: Point(x: 500, y: 580)))
    // 2000 points a second, leftwards.
    drag.feed(drag.script.drag(to: Point(x: 100, y: 580), steps: 10, duration: 0.2))
    drag.feed([PointerEvent(.up, at: Point(x: 100, y: 580), time: drag.script.time)])
    guard case .dropped(let result) = drag.events.last else {
        Issue.record("expected a drop")
        return
    }
    #expect(isClose(result.landing.velocity.dx, -2000, tolerance: 1))
    #expect(isClose(result.landing.velocity.dy, 0))
}

@Test func eventsFromOtherPointersAndBadCoordinatesAreIgnored() {
    var drag = KnightDrag()
    drag.feed(
        drag.script.press(at: Point(x: 500, y: 580)) + drag.script.drag(to: Point(x: 360, y: 360)))
    let before = drag.session.frame
    drag.feed([
        PointerEvent(.move, at: Point(x: 10, y: 10), time: 1, pointer: 7),
        PointerEvent(.up, at: Point(x: 10, y: 10), time: 1, pointer: 7),
        PointerEvent(.move, at: Point(x: .nan, y: 10), time: 1),
        PointerEvent(.move, at: Point(x: 10, y: -.infinity), time: .nan),
    ])
    #expect(drag.session.frame == before)
    #expect(drag.session.phase == .dragging)
}

@Test func aFinitePointTooFarForTheFrameToFollowIsIgnored() {
    // Pressed near the most negative y, then moved to the most positive: both points are
    // finite, but the frame moved that far would sit at an infinite y (a case the
    // property test below found).
    var drag = KnightDrag()
    let press = Point(x: 500, y: -1.7e308)
    drag.events += drag.session.press(
        "knight", frame: Rect(x: 480, y: -1.7e308, width: 80, height: 80),
        with: PointerEvent(.down, at: press, time: 0), resolve: drag.resolve)
    drag.feed([PointerEvent(.move, at: Point(x: 520, y: -1.7e308), time: 0.1)])
    #expect(drag.session.phase == .dragging)
    drag.feed([PointerEvent(.move, at: Point(x: 520, y: 1.7e308), time: 0.2)])
    #expect(drag.session.frame.isFinite)
    #expect(drag.session.frame.origin == Point(x: 500, y: -1.7e308), "the frame stays where it was")
    drag.feed([PointerEvent(.up, at: Point(x: 520, y: 1.7e308), time: 0.3)])
    #expect(drag.session.phase == .idle)
}

@Test func aSecondPressEndsTheLostDragFirst() {
    var drag = KnightDrag()
    drag.feed(
        drag.script.press(at: Point(x: 500, y: 580)) + drag.script.drag(to: Point(x: 360, y: 360)))
    drag.events.removeAll()
    drag.feed(drag.script.press(at: Point(x: 20, y: 20)))
    guard case .cancelled(_, let reason, _) = drag.events.first else {
        Issue.record("expected the lost drag to be cancelled, got \(drag.events)")
        return
    }
    #expect(reason == .pointerLost)
    #expect(drag.session.phase == .pressed)
}

@Test func aZoneRemovedMidDragIsExitedOnRefresh() {
    var drag = KnightDrag()
    drag.feed(
        drag.script.press(at: Point(x: 500, y: 580)) + drag.script.drag(to: Point(x: 360, y: 360)))
    #expect(drag.session.target.zone == "e4")
    drag.zones.remove("e4")
    let events = drag.session.refresh(resolve: drag.resolve)
    #expect(events.first == .exited("e4"))
    #expect(drag.session.target.zone == nil)
}
