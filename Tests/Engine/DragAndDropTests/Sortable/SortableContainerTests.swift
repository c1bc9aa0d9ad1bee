import DragAndDrop
import TestSupport
import Testing

@Suite struct SortableContainerTests {
    let list = SortableContainer(
        id: "list", frame: Rect(x: 10, y: 20, width: 200, height: 100),
        layout: .list(.vertical, spacing: 4), padding: 5, items: [1, 2, 3, 4],
        lengths: [30, 50, 20, 40])

    @Test func listItemsFollowOneAnotherWithTheirLengthsAndSpacing() {
        #expect(list.itemRect(at: 0) == Rect(x: 15, y: 25, width: 190, height: 30))
        #expect(list.itemRect(at: 1) == Rect(x: 15, y: 59, width: 190, height: 50))
        #expect(list.itemRect(at: 3) == Rect(x: 15, y: 137, width: 190, height: 40))
        #expect(list.contentLength == 152)  // 30 + 50 + 20 + 40 and three spacings
        #expect(list.maxScroll == 62)  // the content and the padding, less the frame
    }

    @Test func theGapIsBeforeTheFirstItemWhoseMiddleIsPastTheCentre() {
        #expect(list.insertionIndex(for: Point(x: 50, y: 0)) == 0)
        #expect(list.insertionIndex(for: Point(x: 50, y: 39)) == 0)
        #expect(list.insertionIndex(for: Point(x: 50, y: 41)) == 1)
        #expect(list.insertionIndex(for: Point(x: 50, y: 500)) == 4)
        // Lifting item 1 out closes its place: item 2's middle moves up by 54.
        #expect(list.insertionIndex(for: Point(x: 50, y: 80), removing: 1) == 2)
        #expect(list.insertionIndex(for: Point(x: 50, y: 500), removing: 1) == 3)
        #expect(list.insertionIndex(for: Point(x: .nan, y: 80)) == 4)
    }

    @Test func scrollingMovesTheItemsAndTheVisibleRange() {
        var scrolled = list
        #expect(scrolled.visibleRange() == 0..<3)
        scrolled.scroll(to: 1000)
        #expect(scrolled.scroll == scrolled.maxScroll)
        #expect(scrolled.itemRect(at: 3).maxY == 120 - 5)
        #expect(scrolled.visibleRange() == 1..<4)
        scrolled.scroll(to: .nan)
        #expect(scrolled.scroll == 0)
    }

    @Test func anItemIsFoundUnderAPoint() {
        #expect(list.index(at: Point(x: 50, y: 60)) == 1)
        #expect(list.index(at: Point(x: 50, y: 57)) == nil)  // in the spacing
        #expect(list.index(at: Point(x: 300, y: 60)) == nil)
    }

    @Test func aGridFillsRowsAndFindsCellsByArithmetic() {
        let grid = SortableContainer(
            id: "grid", frame: Rect(x: 0, y: 0, width: 230, height: 200),
            layout: .grid(cell: Size(width: 50, height: 40), spacing: 10), padding: 5,
            items: Array(0..<10))
        #expect(grid.columns == 3)  // 5 + 3 × 60 − 10 + 5 = 180 ≤ 230 < 240
        #expect(grid.itemRect(at: 4) == Rect(x: 65, y: 55, width: 50, height: 40))
        #expect(grid.index(at: Point(x: 70, y: 60)) == 4)
        #expect(grid.insertionIndex(for: Point(x: 70, y: 60)) == 4)
        #expect(grid.insertionIndex(for: Point(x: 1000, y: 60)) == 5)
        #expect(grid.insertionIndex(for: Point(x: 20, y: 1000)) == 10)
        #expect(grid.insertionIndex(for: Point(x: 20, y: 1000), removing: 0) == 9)
        #expect(grid.contentLength == 190)  // four rows of 40, three spacings
        #expect(grid.visibleRange() == 0..<10)
    }

    @Test func badLengthsCountAsNothing() {
        let odd = SortableContainer(
            id: 0, frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: .list(.horizontal),
            padding: .nan, items: ["a", "b", "c"], lengths: [.nan, -5])
        #expect(odd.lengths == [0, 0, 0])
        #expect(odd.padding == 0)
        #expect(odd.itemRect(at: 2).origin == Point(x: 0, y: 0))
    }
}
