import DragAndDrop
import TestSupport
import Testing

/// Two 100×100 slots side by side at y = 0, and a third far away.
private let slots = [
    SnapZone(id: 1, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
    SnapZone(id: 2, frame: Rect(x: 100, y: 0, width: 100, height: 100)),
    SnapZone(id: 3, frame: Rect(x: 500, y: 0, width: 100, height: 100)),
]

private func item(at center: Point) -> Rect {
    Rect(center: center, size: Size(width: 40, height: 40))
}

@Test func aFreeItemStrayingIntoAZoneIsCapturedAndHeldAtItsSnapPoint() {
    var tracker = SnapZoneTracker<Int>()
    #expect(tracker.move(freeFrame: item(at: Point(x: 350, y: 50)), zones: slots) == nil)
    // 5 points over the edge is not enough: it must come the 8-point margin inside.
    #expect(tracker.move(freeFrame: item(at: Point(x: 485, y: 50)), zones: slots) == nil)
    #expect(
        tracker.move(freeFrame: item(at: Point(x: 495, y: 50)), zones: slots)
            == .captured(3, from: nil))
    #expect(
        tracker.restingCenter(freeFrame: item(at: Point(x: 495, y: 50)), zones: slots)
            == Point(x: 550, y: 50))
}

@Test func aHeldItemEscapesWithoutBeingRecapturedAndIsFreedAway() {
    var tracker = SnapZoneTracker<Int>(holder: 3)
    tracker.beginDrag()
    #expect(
        tracker.move(freeFrame: item(at: Point(x: 480, y: 50)), zones: slots) == nil,
        "still near: held")
    #expect(tracker.move(freeFrame: item(at: Point(x: 450, y: 50)), zones: slots) == .escaped(3))
    #expect(
        tracker.restingCenter(freeFrame: item(at: Point(x: 450, y: 50)), zones: slots)
            == Point(x: 450, y: 50))
    // Back over its own zone mid-drag: not recaptured...
    #expect(tracker.move(freeFrame: item(at: Point(x: 540, y: 50)), zones: slots) == nil)
    #expect(!tracker.isHeld)
    // ...but released there, it snaps back.
    #expect(tracker.release(freeFrame: item(at: Point(x: 540, y: 50)), zones: slots) == .settled(3))
    #expect(tracker.holder == 3)
}

@Test func releasedAwayFromEveryZoneTheItemIsFree() {
    var tracker = SnapZoneTracker<Int>(holder: 3)
    tracker.beginDrag()
    _ = tracker.move(freeFrame: item(at: Point(x: 300, y: 300)), zones: slots)
    #expect(
        tracker.release(freeFrame: item(at: Point(x: 300, y: 300)), zones: slots) == .freed(from: 3)
    )
    #expect(tracker.holder == nil)
}

@Test func draggedOntoAnotherZoneTheItemIsReparented() {
    var tracker = SnapZoneTracker<Int>(holder: 1)
    tracker.beginDrag()
    // Between the two neighbours, mostly over its own slot: it stays.
    #expect(tracker.move(freeFrame: item(at: Point(x: 95, y: 50)), zones: slots) == nil)
    // Deeper into slot 2 than it is in slot 1: slot 2 takes it.
    #expect(
        tracker.move(freeFrame: item(at: Point(x: 120, y: 50)), zones: slots)
            == .captured(2, from: 1))
    #expect(tracker.release(freeFrame: item(at: Point(x: 120, y: 50)), zones: slots) == .settled(2))
}

@Test func theEdgeDoesNotFlickerUnderSmallMovements() {
    var tracker = SnapZoneTracker<Int>(holder: 3)
    tracker.beginDrag()
    var events: [SnapZoneEvent<Int>] = []
    // Jitter around the zone's left edge (x = 500), with the item's right edge at x ± 3.
    for i in 0..<50 {
        let x = 480 + (i % 2 == 0 ? -3.0 : 3.0)
        if let event = tracker.move(freeFrame: item(at: Point(x: x, y: 50)), zones: slots) {
            events.append(event)
        }
    }
    #expect(events.isEmpty)
}

@Test func aRemovedZoneLetsItsItemGo() {
    var tracker = SnapZoneTracker<Int>(holder: 3)
    tracker.beginDrag()
    let remaining = Array(slots.prefix(2))
    #expect(
        tracker.move(freeFrame: item(at: Point(x: 550, y: 50)), zones: remaining) == .escaped(3))
    #expect(
        tracker.release(freeFrame: item(at: Point(x: 550, y: 50)), zones: remaining)
            == .freed(from: 3))
}
