import DragAndDrop
import Testing

private let rows = [10, 20, 30, 40, 50]

@Test func aClickSelectsOnlyTheItem() {
    var selection = Selection([10, 20])
    selection.click(30, order: rows)
    #expect(selection.items == [30])
    #expect(selection.anchor == 30)
}

@Test func shiftClickAddsTheRunFromTheAnchor() {
    var selection = Selection<Int>()
    selection.click(20, order: rows)
    selection.click(40, modifiers: .shift, order: rows)
    #expect(selection.items == [20, 30, 40])
    selection.click(10, modifiers: .shift, order: rows)
    #expect(selection.items == [10, 20, 30, 40], "the anchor stays at 20")
}

@Test func shiftClickWithoutAnOrderAddsTheItem() {
    var selection = Selection<Int>()
    selection.click(20)
    selection.click(40, modifiers: .shift)
    #expect(selection.items == [20, 40])
}

@Test func controlOrCommandClickToggles() {
    var selection = Selection([10, 20])
    selection.click(20, modifiers: .control)
    selection.click(30, modifiers: .command)
    #expect(selection.items == [10, 30])
}

@Test func selectAllClearAndSpace() {
    var selection = Selection<Int>()
    selection.selectAll(rows)
    #expect(selection.count == 5)
    selection.toggle(30)
    #expect(selection.ordered(by: rows) == [10, 20, 40, 50])
    selection.clear()
    #expect(selection.isEmpty && selection.anchor == nil)
}

@Test func pressingASelectedItemWaitsForTheTap() {
    var selection = Selection([10, 20, 30])
    selection.pressed(20)
    #expect(selection.items == [10, 20, 30], "a drag would carry all three")
    selection.tapped(20)
    #expect(selection.items == [20], "released without a drag: a click")
    selection.pressed(40, modifiers: .shift, order: rows)
    #expect(selection.items == [20, 30, 40], "an unselected item is clicked at the press")
    selection.tapped(40)
    #expect(selection.items == [20, 30, 40], "and not again at the release")
}

@Test func removingItemsDropsAStaleAnchor() {
    var selection = Selection<Int>()
    selection.click(20)
    selection.remove([20])
    #expect(selection.anchor == nil)
    selection.click(40, modifiers: .shift, order: rows)
    #expect(selection.items == [40])
}
