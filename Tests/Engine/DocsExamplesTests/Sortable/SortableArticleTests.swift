import DragAndDrop
import TestSupport
import Testing

/// The sortable-containers article: a to-do list reordered and emptied into a second
/// list, by pointer and by keyboard, with the modifiers that limit a drag.
@Suite struct SortableArticleTests {
    /// Two lists side by side: "To do" with three rows of different heights, and "Done".
    func lists() -> SortableGroup<String, String> {
        let todo = SortableContainer(
            id: "To do", frame: Rect(x: 20, y: 20, width: 240, height: 400),
            layout: .list(.vertical, spacing: 6),
            items: ["milk", "bread", "eggs"], lengths: [40, 60, 40])
        let done = SortableContainer(
            id: "Done", frame: Rect(x: 300, y: 20, width: 240, height: 400),
            layout: .list(.vertical, spacing: 6),
            items: ["tea"], lengths: [40])
        let group = SortableGroup(containers: [todo, done])
        return group
    }

    @Test func theOthersGlideAsideAndTheDropReordersTheList() throws {
        var group = lists()
        let milk = group.container("To do")!.itemRect(at: 0)

        let began = group.begin(at: milk.center, time: 0)
        group.drag(to: milk.center + Vector(dx: 0, dy: 40), at: 0.1)
        group.advance(to: 1)  // the other rows glide aside
        let bread = group.drawnRect(ofItemAt: 1, in: "To do")  // moved up into milk's place
        let move = group.drop(at: 1)
        // move: "milk" from index 0 of "To do" to index 1 of "To do"

        #expect(began)
        #expect(bread?.origin == milk.origin)
        #expect(
            move
                == SortableMove(
                    item: "milk", from: SortablePlace(container: "To do", index: 0),
                    to: SortablePlace(container: "To do", index: 1)))
        #expect(group.container("To do")?.items == ["bread", "milk", "eggs"])
        group.advance(to: 2)
        #expect(group.isSettled)
        #expect(
            group.drawnRect(ofItemAt: 1, in: "To do") == group.container("To do")?.itemRect(at: 1))
    }

    @Test func anItemMovesToAnotherList() throws {
        var group = lists()
        let eggs = group.container("To do")!.itemRect(at: 2)
        let tea = group.container("Done")!.itemRect(at: 0)

        _ = group.begin(at: eggs.center, time: 0)
        group.drag(to: tea.center + Vector(dx: 0, dy: 30), at: 0.2)
        let landing = group.landingRect  // under "tea", where the eggs will go
        let move = group.drop(at: 0.3)
        // move: "eggs" from index 2 of "To do" to index 1 of "Done"

        #expect(landing?.minY ?? 0 > tea.maxY)
        #expect(move?.to == SortablePlace(container: "Done", index: 1))
        #expect(group.container("Done")?.items == ["tea", "eggs"])
        #expect(group.container("To do")?.items == ["milk", "bread"])
    }

    @Test func escapePutsEverythingBack() throws {
        var group = lists()
        let milk = group.container("To do")!.itemRect(at: 0)
        _ = group.begin(at: milk.center, time: 0)
        group.drag(to: Point(x: 400, y: 300), at: 0.1)

        group.cancel(at: 0.2)
        group.advance(to: 2)

        #expect(group.container("To do")?.items == ["milk", "bread", "eggs"])
        #expect(group.container("Done")?.items == ["tea"])
        #expect(group.drawnRect(ofItemAt: 0, in: "To do") == milk)
    }

    @Test func sortingWithTheKeyboard() {
        var group = lists()
        let names = Announcer<String, String>(item: { $0 }, location: { $0 })

        let picked = group.pickUp(
            SortablePlace(container: "To do", index: 0), at: 0, announcer: names)
        let moved = group.moveCarried(.down, at: 0.1, announcer: names)
        let dropped = group.dropCarried(at: 0.2, announcer: names)

        #expect(picked.announcement == "Picked up milk, position 1 of 3 in To do.")
        #expect(moved.announcement == "Moved to position 2.")
        #expect(dropped.announcement == "Dropped in To do, position 2 of 3.")
        #expect(dropped.move?.to == SortablePlace(container: "To do", index: 1))
        #expect(group.container("To do")?.items == ["bread", "milk", "eggs"])
    }

    @Test func modifiersLimitTheDrag() throws {
        var group = lists()
        group.configuration.lockedAxis = .vertical  // rows move only up and down
        group.configuration.bounds = .container  // and never leave their list
        group.configuration.handle = .leading(28)  // only the grip at the left starts a drag
        let milk = group.container("To do")!.itemRect(at: 0)

        let offHandle = group.begin(at: milk.center, time: 0)  // false: not on the grip
        let onHandle = group.begin(at: Point(x: milk.minX + 10, y: milk.midY), time: 0)
        group.drag(to: Point(x: 500, y: 2000), at: 0.1)
        let held = group.drag?.rect  // straight down, and stopped at the list's bottom

        #expect(!offHandle)
        #expect(onHandle)
        let rect = try #require(held)
        #expect(rect.minX == milk.minX)
        #expect(rect.maxY <= 420)
    }

    @Test func anItemDroppedOnATrashLeavesItsList() {
        var group = lists()
        let trash = Rect(x: 300, y: 440, width: 240, height: 60)
        let milk = group.container("To do")!.itemRect(at: 0)

        _ = group.begin(at: milk.center, time: 0)
        group.drag(to: trash.center, at: 0.2, outside: trash.contains(trash.center))
        let taken = group.takeOut(at: 0.3)
        // taken: "milk", from index 0 of "To do"; the list is now bread, eggs

        #expect(taken?.item == "milk")
        #expect(taken?.from == SortablePlace(container: "To do", index: 0))
        #expect(group.container("To do")?.items == ["bread", "eggs"])
        #expect(group.drag == nil)
    }

    @Test func theRowScrollsForACardHeldAtItsEdge() {
        var row = SortableGroup(containers: [
            SortableContainer(
                id: "Row", frame: Rect(x: 0, y: 0, width: 600, height: 400),
                layout: .list(.horizontal, spacing: 16), padding: 0,
                items: ["To do", "Doing", "Done", "Later"], lengths: [272, 272, 272, 272])
        ])
        let scrolled = row.autoScroll("Row", toward: Point(x: 590, y: 200), for: 0.1)
        // true: a card held near the row's right edge brings the next column in

        #expect(scrolled)
        #expect(row.container("Row")!.scroll > 0)
    }
}
