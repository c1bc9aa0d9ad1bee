import DragAndDrop
import TestSupport
import Testing

/// The snap-zones article: capture, escape, reparenting, settling, and the spring pull.
@Suite struct SnapZonesArticleTests {
    let slots = [
        SnapZone(id: 1, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
        SnapZone(id: 2, frame: Rect(x: 200, y: 0, width: 100, height: 100)),
    ]

    /// The frame of the 40-point item when the pointer holds its centre at `x`.
    func item(at x: Double) -> Rect {
        Rect(center: Point(x: x, y: 50), size: Size(width: 40, height: 40))
    }

    @Test func anItemEscapesOneSlotAndIsCapturedByTheNext() {
        var tracker = SnapZoneTracker<Int>(holder: 1)
        tracker.beginDrag()
        var events: [SnapZoneEvent<Int>] = []
        var centers: [Double] = []
        for x in stride(from: 50.0, through: 250, by: 10) {
            if let event = tracker.move(freeFrame: item(at: x), zones: slots) {
                events.append(event)
            }
            centers.append(tracker.restingCenter(freeFrame: item(at: x), zones: slots).x)
        }
        let end = tracker.release(freeFrame: item(at: 250), zones: slots)
        // events == [.escaped(1), .captured(2, from: 1)], end == .settled(2)

        #expect(events == [.escaped(1), .captured(2, from: 1)])
        #expect(end == .settled(2))
        #expect(tracker.holder == 2)
        // Held at slot 1's snap point until it escapes at x = 130 (its edge 8 points clear
        // of the slot), then following the pointer until slot 2 captures it at x = 190
        // (its edge 8 points inside) and holds it at its own.
        #expect(centers.prefix(8).allSatisfy { $0 == 50 })
        #expect(centers[8...13] == [130, 140, 150, 160, 170, 180])
        #expect(centers.suffix(7).allSatisfy { $0 == 250 })
    }

    @Test func aFreeItemIsCapturedAndReleasedAwayItIsFree() {
        var tracker = SnapZoneTracker<Int>()
        tracker.beginDrag()

        let caught = tracker.move(freeFrame: item(at: 90), zones: slots)  // .captured(1, from: nil)
        _ = tracker.move(freeFrame: item(at: 160), zones: slots)  // .escaped(1)
        let end = tracker.release(freeFrame: item(at: 160), zones: slots)  // .freed(from: 1)

        #expect(caught == .captured(1, from: nil))
        #expect(end == .freed(from: 1))
        #expect(tracker.holder == nil)
    }

    @Test func releasedNearItsOwnSlotItSnapsBack() {
        var tracker = SnapZoneTracker<Int>(holder: 1)
        tracker.beginDrag()
        _ = tracker.move(freeFrame: item(at: 90), zones: slots)

        let end = tracker.release(freeFrame: item(at: 90), zones: slots)  // .settled(1)

        #expect(end == .settled(1))
    }

    @Test func aSpringPullsTheCapturedItemToTheSnapPoint() throws {
        var look = DragPresentation<String>()
        look.place("coin", center: Point(x: 50, y: 50))
        look.lift("coin", at: 0)
        var tracker = SnapZoneTracker<Int>(holder: 1)
        tracker.beginDrag()
        var time = 0.0
        for x in stride(from: 60.0, through: 200, by: 10) {
            time += 1.0 / 60
            look.advance(to: time)
            let free = item(at: x)
            if tracker.move(freeFrame: free, zones: slots) != nil {
                look.pull(
                    "coin", toward: tracker.restingCenter(freeFrame: free, zones: slots), at: time)
            } else if !tracker.isHeld {
                look.follow("coin", center: free.center)
            }
        }
        let pulledFrom = try #require(look.pose(of: "coin")).position.x
        look.advance(to: time + 1)
        let restedAt = try #require(look.pose(of: "coin")).position.x

        #expect(pulledFrom < 250, "the capture is a glide, not a jump")
        #expect(isClose(restedAt, 250, tolerance: 0.01))
    }
}
