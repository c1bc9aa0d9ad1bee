import DragAndDrop
import TestSupport
import Testing

/// Tiles 0, 2 and 4 are selected; dragging tile 2 carries all three.
private func tableWithEvensSelected() -> TileTable {
    var table = TileTable()
    table.selection.selectAll([0, 2, 4])
    return table
}

@Test func draggingASelectedTileCarriesTheWholeSelection() {
    var table = tableWithEvensSelected()
    table.send(.down, at: Point(x: 80, y: 20))
    table.send(.move, at: Point(x: 100, y: 60))
    #expect(table.drag.group.count == 3)
    #expect(table.drag.group.items == [2, 0, 4], "the pressed tile leads")
    #expect(
        table.log.filter { $0.hasPrefix("pickUp") }.sorted() == [
            "pickUp 0", "pickUp 2", "pickUp 4",
        ])
    #expect(table.drag.look.drawingOrder(table.tiles).suffix(3).last == 2, "the lead on top")
}

@Test func anUnselectedTileIsDraggedAlone() {
    var table = tableWithEvensSelected()
    table.dragSelection(from: Point(x: 50, y: 20), to: Point(x: 400, y: 100))
    table.settle()
    #expect(table.log.filter { $0.hasPrefix("pickUp") } == ["pickUp 1"])
    #expect(table.binOf == [1: 0])
}

@Test func anAcceptedGroupDropLandsEveryTileKeepingItsOffset() {
    var table = tableWithEvensSelected()
    table.dragSelection(from: Point(x: 80, y: 20), to: Point(x: 380, y: 100))
    table.settle()
    #expect(table.binOf == [0: 0, 2: 0, 4: 0])
    #expect(table.spots[2]! == Point(x: 380, y: 100))
    #expect(table.spots[0]! == Point(x: 320, y: 100), "60 points left of the lead, as before")
    #expect(table.spots[4]! == Point(x: 440, y: 100))
    #expect(table.pictureMatchesModel)
}

@Test func allOrNothingSendsEveryTileBackWhenOneIsRefused() {
    var table = TileTable()
    table.selection.selectAll([1, 2])
    // Tile 1 is odd: bin 1 refuses it, so neither lands.
    table.send(.down, at: Point(x: 80, y: 20))
    table.send(.move, at: Point(x: 400, y: 300))
    #expect(table.drag.group.targets.map(\.feedback) == [.rejected])
    #expect(!table.drag.group.isAccepted)
    #expect(table.drag.landingZone == nil, "no landing shown for a group that would not land")
    table.send(.up, at: Point(x: 400, y: 300))
    table.settle()
    #expect(table.binOf.isEmpty)
    #expect(table.log.filter { $0.hasPrefix("commit") }.isEmpty)
    #expect(table.pictureMatchesModel, "both glided back")
}

@Test func perItemLandsTheTilesTheBinTakes() {
    var table = TileTable()
    table.selection.selectAll([1, 2])
    table.drag.group.policy = .perItem
    table.dragSelection(from: Point(x: 80, y: 20), to: Point(x: 400, y: 300))
    table.settle()
    #expect(table.binOf == [2: 1], "the even tile lands, the odd one goes back")
    #expect(table.spots[1]! == Point(x: 50, y: 20))
    #expect(table.pictureMatchesModel)
}

@Test func aStackGathersUnderTheLeadAndLandsWithIt() {
    var table = tableWithEvensSelected()
    table.drag.group.arrangement = .stack(step: Vector(dx: 5, dy: 5))
    table.send(.down, at: Point(x: 80, y: 20))
    table.send(.move, at: Point(x: 380, y: 100))
    table.time += 2
    table.drag.look.advance(to: table.time)
    let lead = table.drag.look.pose(of: 2)!.position
    #expect(table.drag.look.pose(of: 0)!.position.distance(to: lead + Vector(dx: 5, dy: 5)) < 0.5)
    #expect(table.drag.look.pose(of: 4)!.position.distance(to: lead + Vector(dx: 10, dy: 10)) < 0.5)
    table.send(.up, at: Point(x: 380, y: 100))
    table.settle()
    #expect(table.binOf == [0: 0, 2: 0, 4: 0])
    #expect(table.pictureMatchesModel)
}

@Test func escapeSendsEveryCarriedTileBack() {
    var table = tableWithEvensSelected()
    table.send(.down, at: Point(x: 80, y: 20))
    table.send(.move, at: Point(x: 380, y: 100))
    table.cancelDrag(.escape, at: table.time)
    table.settle()
    #expect(table.binOf.isEmpty)
    for tile in [0, 2, 4] { #expect(table.count("ended", tile) == 1) }
    #expect(table.pictureMatchesModel)
}

@Test func keysCarryTheSelectionAndSpeakOfTheGroup() {
    var table = TileTable()
    table.selection.selectAll([1, 2, 3])
    let names = Announcer<Int, Int>(
        item: { "tile \($0)" }, location: { $0 == 0 ? "bin A" : "bin B" },
        items: { "\($0) tiles" })
    let up = table.pickUpByKeys(2, from: nil, at: 1, announcer: names, time: 0)
    #expect(up.announcement.hasPrefix("Picked up 3 tiles on bin B."))
    #expect(table.drag.landingZone == nil, "bin B refuses the odd tiles")
    let refused = table.dropCarry(announcer: names, time: 0.1)
    #expect(refused.announcement == "3 tiles cannot be dropped on bin B.")
    let moved = table.moveCarry(
        .up, navigate: { _, _ in 0 }, announcer: names, time: 0.2)
    #expect(moved.announcement == "3 tiles over bin A, can drop here.")
    let dropped = table.dropCarry(announcer: names, time: 0.3)
    #expect(dropped.announcement == "Dropped 3 tiles on bin A.")
    table.settle()
    #expect(table.binOf == [1: 0, 2: 0, 3: 0])
    #expect(table.pictureMatchesModel)
}

@Test func aCancelledKeyboardCarryPutsEveryTileBack() {
    var table = TileTable()
    table.selection.selectAll([0, 1])
    let names = Announcer<Int, Int>(item: { "tile \($0)" }, location: { "bin \($0)" })
    _ = table.pickUpByKeys(0, from: nil, at: 0, announcer: names, time: 0)
    let step = table.cancelCarry(announcer: names, time: 0.1)
    #expect(step.announcement == "Cancelled. 2 items are back where they were.")
    table.settle()
    #expect(table.binOf.isEmpty)
    for tile in [0, 1] { #expect(table.count("ended", tile) == 1) }
    #expect(table.pictureMatchesModel)
}
