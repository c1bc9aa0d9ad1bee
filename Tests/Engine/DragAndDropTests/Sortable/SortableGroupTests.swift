import DragAndDrop
import TestSupport
import Testing

@Suite struct SortableGroupTests {
    /// Advances the group until nothing moves.
    func settle(_ group: inout SortableGroup<String, Int>, from time: Double) -> Double {
        var now = time
        while group.advance(to: now) && now < time + 10 { now += 1.0 / 60 }
        return now
    }

    @Test func draggingDownOpensAGapThatTheItemLandsIn() {
        var group = threeLists()
        let start = group.center(of: 0, in: "To do")
        let began1 = group.begin(at: start, time: 0)
        #expect(began1)
        let below = group.center(of: 2, in: "To do")
        group.drag(to: below, at: 0.1)
        #expect(group.drag?.gap == SortablePlace(container: "To do", index: 2))
        // Items 1 and 2 glide up to close the lifted item's place; item 3 stays.
        let time = settle(&group, from: 0.1)
        let todo = group.container("To do")!
        #expect(group.drawnRect(ofItemAt: 1, in: "To do")!.minY == todo.itemRect(at: 0).minY)
        #expect(group.drawnRect(ofItemAt: 3, in: "To do") == todo.itemRect(at: 3))
        let landing = group.landingRect!
        let move = group.drop(at: time)
        #expect(
            move
                == SortableMove(
                    item: 0, from: SortablePlace(container: "To do", index: 0),
                    to: SortablePlace(container: "To do", index: 2)))
        #expect(group.orders[0] == [1, 2, 0, 3, 4])
        #expect(group.landingItem == 0)
        _ = settle(&group, from: time)
        #expect(group.landingItem == nil)
        #expect(group.drawnRect(ofItemAt: 2, in: "To do") == landing)
        #expect(group.isSettled)
    }

    @Test func anItemMovesIntoAnEmptyContainer() {
        var group = threeLists()
        let began2 = group.begin(at: group.center(of: 1, in: "Doing"), time: 0)
        #expect(began2)
        let done = group.container("Done")!.frame
        group.drag(to: Point(x: done.midX, y: done.minY + 200), at: 0.2)
        #expect(group.drag?.gap == SortablePlace(container: "Done", index: 0))
        #expect(group.landingRect?.origin == Point(x: done.minX + 8, y: done.minY + 8))
        let move = group.drop(at: 0.3)
        #expect(move?.to == SortablePlace(container: "Done", index: 0))
        #expect(group.orders == [[0, 1, 2, 3, 4], [5, 7], [6]])
    }

    @Test func cancelPutsEverythingBack() {
        var group = threeLists()
        let before = group.drawnRects
        let began3 = group.begin(at: group.center(of: 3, in: "To do"), time: 0)
        #expect(began3)
        group.drag(to: Point(x: 350, y: 60), at: 0.1)
        #expect(group.drag?.gap == SortablePlace(container: "Doing", index: 0))
        group.cancel(at: 0.2)
        #expect(group.orders == [[0, 1, 2, 3, 4], [5, 6, 7], []])
        #expect(group.landingItem == 3)
        _ = settle(&group, from: 0.2)
        #expect(group.drawnRects == before)
    }

    @Test func droppingOutsideEveryContainerPutsTheItemBack() {
        var group = threeLists()
        let began4 = group.begin(at: group.center(of: 0, in: "Doing"), time: 0)
        #expect(began4)
        group.drag(to: Point(x: 900, y: 900), at: 0.1)
        #expect(group.drag?.gap == nil)
        #expect(group.drop(at: 0.2) == nil)
        #expect(group.orders == [[0, 1, 2, 3, 4], [5, 6, 7], []])
    }

    @Test func keyboardSortingAnnouncesEachStep() {
        var group = threeLists(counts: [7, 2, 0])
        var step = group.pickUp(
            SortablePlace(container: "To do", index: 1), at: 0, announcer: boardNames)
        #expect(step.announcement == "Picked up Call mum, position 2 of 7 in To do.")
        step = group.moveCarried(.down, at: 0.1, announcer: boardNames)
        #expect(step.announcement == "Moved to position 3.")
        for _ in 0..<2 { _ = group.moveCarried(.down, at: 0.2, announcer: boardNames) }
        step = group.moveCarried(.down, at: 0.3, announcer: boardNames)
        #expect(step.announcement == "Moved to position 6.")
        step = group.moveCarried(.right, at: 0.4, announcer: boardNames)
        #expect(step.announcement == "Moved to Doing, position 3 of 3.")
        step = group.moveCarried(.right, at: 0.5, announcer: boardNames)
        #expect(step.announcement == "Moved to Done, position 1 of 1.")
        step = group.moveCarried(.right, at: 0.6, announcer: boardNames)
        #expect(step.announcement == "Call mum cannot move right.")
        step = group.dropCarried(at: 0.7, announcer: boardNames)
        #expect(step.announcement == "Dropped in Done, position 1 of 1.")
        #expect(step.move?.to == SortablePlace(container: "Done", index: 0))
        #expect(group.orders == [[0, 2, 3, 4, 5, 6], [7, 8], [1]])

        step = group.pickUp(
            SortablePlace(container: "Doing", index: 0), at: 1, announcer: boardNames)
        _ = group.moveCarried(.up, at: 1.1, announcer: boardNames)
        step = group.moveCarried(.left, at: 1.2, announcer: boardNames)
        #expect(step.announcement == "Moved to To do, position 1 of 7.")
        step = group.cancelCarried(at: 1.3, announcer: boardNames)
        #expect(step.announcement == "Cancelled. Book dentist is back in Doing, position 1 of 2.")
        #expect(group.orders == [[0, 2, 3, 4, 5, 6], [7, 8], [1]])
        step = group.dropCarried(at: 1.4, announcer: boardNames)
        #expect(step.announcement == "Nothing is picked up.")
    }

    @Test func theKeyboardCarriedItemGlidesToItsGap() {
        var group = threeLists()
        _ = group.pickUp(SortablePlace(container: "To do", index: 0), at: 0, announcer: boardNames)
        _ = group.moveCarried(.down, at: 0, announcer: boardNames)
        let landing = group.landingRect!
        let before = group.drag!.rect
        group.advance(to: 1.0 / 60)
        let after = group.drag!.rect
        #expect(after.minY > before.minY && after.minY < landing.minY)
        _ = settle(&group, from: 0)
        #expect(group.drag!.rect == landing)
    }

    @Test func axisLockAndBoundsLimitTheDrag() {
        var options = SortableConfiguration()
        options.lockedAxis = .vertical
        var group = threeLists(configuration: options)
        let start = group.center(of: 0, in: "To do")
        let began5 = group.begin(at: start, time: 0)
        #expect(began5)
        group.drag(to: start + Vector(dx: 300, dy: 50), at: 0.1)
        #expect(group.drag!.rect.center == start + Vector(dx: 0, dy: 50))
        #expect(group.drag?.gap?.container == "To do")
        group.cancel(at: 0.2)

        options = SortableConfiguration()
        options.bounds = .container
        group = threeLists(configuration: options)
        _ = settle(&group, from: 0.2)
        let began6 = group.begin(at: start, time: 1)
        #expect(began6)
        group.drag(to: start + Vector(dx: 300, dy: -500), at: 1.1)
        let frame = group.container("To do")!.frame
        #expect(frame.contains(group.drag!.rect))
        #expect(group.drag!.rect.minY == frame.minY)
    }

    @Test func onlyTheHandleStartsADragAndPinnedItemsStay() {
        var options = SortableConfiguration()
        options.handle = .leading(24)
        var group = threeLists(configuration: options)
        let row = group.container("To do")!.itemRect(at: 1)
        let began7 = group.begin(at: Point(x: row.maxX - 5, y: row.midY), time: 0)
        #expect(!began7)
        let began8 = group.begin(at: Point(x: row.minX + 5, y: row.midY), time: 0)
        #expect(began8)
        group.cancel(at: 0)

        group = threeLists()
        group.setPinned([1], of: "To do")
        let began9 = group.begin(at: row.center, time: 1)
        #expect(!began9)
        let step = group.pickUp(
            SortablePlace(container: "To do", index: 1), at: 1, announcer: boardNames)
        #expect(step.announcement == "Call mum cannot be moved.")
    }

    @Test func aContainerThatRefusesTheItemOpensNoGap() {
        var group = threeLists()
        let began10 = group.begin(
            at: group.center(of: 0, in: "To do"), time: 0, accepting: ["To do", "Done"])
        #expect(began10)
        group.drag(to: group.center(of: 0, in: "Doing"), at: 0.1)
        #expect(group.drag?.gap == nil)
        group.drag(to: Point(x: 550, y: 100), at: 0.2)
        #expect(group.drag?.gap?.container == "Done")
        _ = group.moveCarried(.left, at: 0.3, announcer: boardNames)  // not a keyboard drag
        #expect(group.drag?.gap?.container == "Done")
    }

    @Test func holdingAnItemNearTheBottomScrollsTheListAndMovesTheGap() {
        var group = threeLists(counts: [200, 0, 0], lengths: { _ in 40 }, height: 400)
        let began11 = group.begin(at: group.center(of: 2, in: "To do"), time: 0)
        #expect(began11)
        let frame = group.container("To do")!.frame
        group.drag(to: Point(x: frame.midX, y: frame.maxY - 10), at: 0.1)
        let gapBefore = group.drag!.gap!.index
        var time = 0.1
        for _ in 0..<60 {
            time += 1.0 / 60
            let moving12 = group.advance(to: time)
            #expect(moving12)
        }
        let scrolled = group.container("To do")!.scroll
        #expect(scrolled > 200)
        #expect(group.drag!.gap!.index > gapBefore + 4)
        #expect(group.visibleRange(of: "To do").lowerBound > 0)
        // Back in the middle, scrolling stops.
        group.drag(to: Point(x: frame.midX, y: frame.midY), at: time)
        group.advance(to: time + 0.5)
        #expect(group.container("To do")!.scroll == scrolled)
    }

    @Test func hostileNumbersChangeNothing() {
        var group = threeLists()
        let began13 = group.begin(at: Point(x: .nan, y: 60), time: 0)
        #expect(!began13)
        let began14 = group.begin(at: group.center(of: 0, in: "To do"), time: 0)
        #expect(began14)
        let rect = group.drag!.rect
        group.drag(to: Point(x: .infinity, y: 0), at: 0.1)
        group.drag(to: Point(x: 100, y: 300), at: .nan)
        #expect(group.drag!.rect == rect)
        group.setFrame(Rect(x: .nan, y: 0, width: 1, height: 1), of: "To do")
        #expect(group.container("To do")!.frame.isFinite)
        let replaced15 = group.setItems([1], of: "Done")
        #expect(!replaced15)  // not while dragging
    }
}

@Suite struct HorizontalSortableTests {
    func strip() -> SortableGroup<String, Int> {
        SortableGroup(containers: [
            SortableContainer(
                id: "Strip", frame: Rect(x: 0, y: 0, width: 600, height: 80),
                layout: .list(.horizontal, spacing: 10), items: [0, 1, 2, 3],
                lengths: [60, 100, 60, 80])
        ])
    }

    @Test func aHorizontalListReordersAlongX() {
        var group = strip()
        let began = group.begin(at: group.center(of: 0, in: "Strip"), time: 0)
        #expect(began)
        group.drag(to: group.center(of: 2, in: "Strip"), at: 0.1)
        #expect(group.drag?.gap == SortablePlace(container: "Strip", index: 2))
        #expect(group.landingRect == Rect(x: 8 + 100 + 10 + 60 + 10, y: 8, width: 60, height: 64))
        let move = group.drop(at: 0.2)
        #expect(move?.to.index == 2)
        #expect(group.orders == [[1, 2, 0, 3]])
    }

    @Test func leftAndRightMoveAlongAHorizontalListUpAndDownAreBlocked() {
        var group = strip()
        _ = group.pickUp(SortablePlace(container: "Strip", index: 1), at: 0, announcer: boardNames)
        var step = group.moveCarried(.right, at: 0.1, announcer: boardNames)
        #expect(step.announcement == "Moved to position 3.")
        step = group.moveCarried(.down, at: 0.2, announcer: boardNames)
        #expect(step.announcement == "Call mum cannot move down.")
        step = group.dropCarried(at: 0.3, announcer: boardNames)
        #expect(step.move?.to == SortablePlace(container: "Strip", index: 2))
        #expect(group.orders == [[0, 2, 1, 3]])
    }
}
