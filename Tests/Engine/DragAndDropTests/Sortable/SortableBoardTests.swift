import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// What a board of lists needs: a trash beside the lists, columns that catch a card over
/// a wider band than they show, and a row of columns that scrolls for a card.
@Suite struct SortableBoardTests {
    @Test func anItemTakenOutOverATrashLeavesItsListAndNothingJumps() {
        var group = threeLists()
        let began = group.begin(at: group.center(of: 1, in: "To do"), time: 0)
        #expect(began)
        let trash = Point(x: 900, y: 700)
        group.drag(to: trash, at: 0.1, outside: true)
        #expect(group.drag?.isOutside == true)
        #expect(group.drag?.gap == nil)
        group.advance(to: 1)
        var before = group.drawnRects
        before[1] = nil
        let taken = group.takeOut(at: 1)
        #expect(taken?.item == 1)
        #expect(taken?.from == SortablePlace(container: "To do", index: 1))
        #expect(group.orders[0] == [0, 2, 3, 4])
        #expect(group.drag == nil)
        // At that instant everything is drawn where it was; then the rest close up.
        #expect(largestStep(from: before, to: group.drawnRects) < 1e-9)
        group.advance(to: 10)
        #expect(group.isSettled)
        let todo = group.container("To do")!
        #expect(group.drawnRect(ofItemAt: 1, in: "To do") == todo.itemRect(at: 1))
    }

    @Test func backInsideTheListsTheGapOpensAgain() {
        var group = threeLists()
        let began = group.begin(at: group.center(of: 0, in: "To do"), time: 0)
        #expect(began)
        group.drag(to: Point(x: 900, y: 700), at: 0.1, outside: true)
        let doing = group.center(of: 1, in: "Doing")
        group.drag(to: doing, at: 0.2, outside: false)
        #expect(group.drag?.isOutside == false)
        #expect(group.drag?.gap?.container == "Doing")
        #expect(group.drop(at: 0.3)?.to.container == "Doing")
    }

    @Test func aDropAreaCatchesAnItemBesideTheFrame() {
        var group = threeLists()
        // Below the frame of "Doing" (40…640), within its drop area.
        let below = Point(x: 340, y: 700)
        group.setFrame(
            group.container("Doing")!.frame,
            dropArea: Rect(x: 232, y: 0, width: 216, height: 800), of: "Doing")
        let began = group.begin(at: group.center(of: 0, in: "To do"), time: 0)
        #expect(began)
        group.drag(to: below, at: 0.1)
        #expect(group.drag?.gap == SortablePlace(container: "Doing", index: 3))
    }

    @Test func movingAContainerDuringADragMovesTheGap() {
        var group = threeLists()
        let began = group.begin(at: group.center(of: 0, in: "To do"), time: 0)
        #expect(began)
        let over = group.center(of: 0, in: "Doing")
        group.drag(to: over, at: 0.1)
        #expect(group.drag?.gap == SortablePlace(container: "Doing", index: 0))
        // The column slides sideways out from under the item (its row scrolled).
        var frame = group.container("Doing")!.frame
        frame.origin.x += 600
        group.setFrame(frame, of: "Doing")
        #expect(group.drag?.gap == nil)
    }

    @Test func anOuterRowScrollsForAnItemNearItsEdge() {
        var row = SortableGroup(containers: [
            SortableContainer(
                id: 0, frame: Rect(x: 0, y: 0, width: 600, height: 400),
                layout: .list(.horizontal, spacing: 16), padding: 0, items: Array(0..<6),
                lengths: Array(repeating: 200, count: 6))
        ])
        let still = row.autoScroll(0, toward: Point(x: 300, y: 200), for: 0.1)
        #expect(!still)
        let scrolls = row.autoScroll(0, toward: Point(x: 596, y: 200), for: 0.1)
        #expect(scrolls)
        let scrolled = row.container(0)!.scroll
        #expect(scrolled > 50)
        let never = row.autoScroll(0, toward: Point(x: 596, y: 200), for: .nan)
        #expect(!never)
        // Held long enough, it stops at the end.
        for _ in 0..<100 { row.autoScroll(0, toward: Point(x: 596, y: 200), for: 0.1) }
        #expect(row.container(0)!.scroll == row.container(0)!.maxScroll)
        let atTheEnd = row.autoScroll(0, toward: Point(x: 596, y: 200), for: 0.1)
        #expect(!atTheEnd)
    }

    @Test func nothingScrollsUnderAnItemOverATrash() {
        var group = threeLists(counts: [30, 3, 0], height: 300)
        let began = group.begin(at: group.center(of: 0, in: "To do"), time: 0)
        #expect(began)
        let frame = group.container("To do")!.frame
        group.drag(to: Point(x: frame.midX, y: frame.maxY - 4), at: 0.1, outside: true)
        group.advance(to: 2)
        #expect(group.container("To do")!.scroll == 0)
        group.drag(to: Point(x: frame.midX, y: frame.maxY - 4), at: 2.1, outside: false)
        group.advance(to: 3)
        #expect(group.container("To do")!.scroll > 0)
    }

    @Test func aListScrollsFarEnoughToShowAGapOpenedAtItsEnd() {
        var group = threeLists(counts: [30, 3, 0], height: 300)
        let began = group.begin(at: group.center(of: 0, in: "Doing"), time: 0)
        #expect(began)
        let todo = group.container("To do")!.frame
        group.drag(to: Point(x: todo.midX, y: todo.maxY - 4), at: 0.1)
        for k in 1...60 { group.advance(to: 0.1 + Double(k) / 20) }
        let list = group.container("To do")!
        #expect(list.scroll > list.maxScroll)
        #expect(group.drag?.gap == SortablePlace(container: "To do", index: 30))
        let landing = group.landingRect!
        #expect(landing.maxY <= todo.maxY - list.padding + 1e-9)
        #expect(group.drop(at: 4)?.to == SortablePlace(container: "To do", index: 30))
        #expect(group.container("To do")!.scroll <= group.container("To do")!.maxScroll)
    }
}

/// Drags that wander on and off a trash beside the lists and end there (taken out), in a
/// list (dropped) or anywhere (cancelled): the item taken out is the only one gone, every
/// other item is drawn where it was at that instant, the order agrees with a model that
/// only the returned moves and removals change, and everything comes to rest in place.
@Test func takingOutLosesOnlyTheItemAndNothingJumps() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var s = SortableScenario(random: &random)
        for _ in 0..<6 {
            s.time += 0.1
            guard s.group.begin(at: s.somewhere(&random), time: s.time) else { continue }
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                s.time += 1.0 / 60
                let outside = Int.random(in: 0..<3, using: &random) == 0
                s.group.drag(to: s.somewhere(&random), at: s.time, outside: outside)
                s.group.advance(to: s.time)
            }
            var before = s.group.drawnRects
            let item = s.group.drag!.item
            before[item] = nil
            switch (s.group.drag!.isOutside, Bool.random(using: &random)) {
            case (true, _):
                let taken = s.group.takeOut(at: s.time)
                #expect(taken?.item == item)
                if let taken {
                    let removed = s.mirror[taken.from.container]!.remove(at: taken.from.index)
                    #expect(removed == item)
                }
                #expect(largestStep(from: before, to: s.group.drawnRects) < 1e-9)
            case (false, true): s.apply(s.group.drop(at: s.time))
            case (false, false): s.group.cancel(at: s.time)
            }
            #expect(s.group.orders == ["A", "B", "C"].map { s.mirror[$0]! })
        }
        s.comeToRest()
    }
}
