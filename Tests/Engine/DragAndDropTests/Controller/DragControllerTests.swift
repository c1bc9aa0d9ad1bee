import DragAndDrop
import TestSupport
import Testing

private let slotA = Point(x: 50, y: 50)
private let slot3 = Point(x: 350, y: 50)

@Test func aPressReleasedInPlaceIsATapAndPicksNothingUp() {
    var row = SlotRow()
    var script = PointerScript()
    row.feed(script.press(at: slotA) + script.drag(to: Point(x: 52, y: 50)) + script.release())
    #expect(row.log == ["tapped a"])
    #expect(row.slots[0] == "a")
}

@Test func aDropOnAnEmptySlotCommitsAndGlidesIntoIt() {
    var row = SlotRow()
    var script = PointerScript()
    row.feed(script.press(at: slotA) + script.drag(to: Point(x: 340, y: 60)))
    #expect(row.drag.carried == "a")
    #expect(row.drag.look.dragged == "a", "the dragged item is drawn on top, lifted")
    #expect(row.drag.landingZone == 3)
    row.feed(script.release())
    #expect(row.log == ["pickUp a", "commit a 3", "ended a"])
    expectSettled(&row, [3: "a", 2: "b"])
}

@Test func aDropOnATakenSlotIsRefusedAndGlidesBack() {
    var row = SlotRow()
    var script = PointerScript()
    row.feed(script.press(at: slotA) + script.drag(to: Point(x: 250, y: 50)))
    #expect(row.drag.landingZone == nil, "slot 2 is taken")
    row.feed(script.release())
    #expect(row.log == ["pickUp a", "refused a", "restore a", "ended a"])
    expectSettled(&row, [0: "a", 2: "b"])
}

@Test func escapeAndPointerCancelRestoreExactlyWhatWasPickedUp() {
    for cancel in [true, false] {
        var row = SlotRow()
        var script = PointerScript()
        row.feed(script.press(at: slotA) + script.drag(to: slot3))
        if cancel {
            row.feed(script.cancel())
        } else {
            let cancelled = row.cancelDrag(.escape, at: script.time)
            #expect(cancelled)
        }
        #expect(row.log == ["pickUp a", "restore a", "ended a"])
        expectSettled(&row, [0: "a", 2: "b"])
    }
}

@Test func onlyThePointerAndButtonThatPressedEndTheDrag() {
    var row = SlotRow()
    var script = PointerScript()
    row.feed(script.press(at: slotA) + script.drag(to: slot3))
    row.feed([
        PointerEvent(.down, at: slot3, time: script.time, button: .secondary),
        PointerEvent(.up, at: slot3, time: script.time, button: .secondary),
        PointerEvent(.up, at: slot3, time: script.time, pointer: 7),
    ])
    #expect(row.drag.isDragging, "a second button or another pointer never drops")
    row.feed(script.release())
    #expect(row.slots[3] == "a")
}

@Test func keysCarryAndDropThroughTheSameCommit() {
    var row = SlotRow()
    let names = Announcer<String, Int>(item: { $0 }, location: { "slot \($0)" })
    _ = row.pickUpByKeys("a", from: 0, at: 0, announcer: names, time: 0)
    let taken = row.dragPointer(PointerEvent(.down, at: slot3, time: 0))
    #expect(!taken, "a carried item ignores the pointer")
    _ = row.moveCarry(.right, navigate: { s, _ in s + 1 }, announcer: names, time: 0)
    #expect(row.drag.landingZone == 1)
    _ = row.moveCarry(.right, navigate: { s, _ in s + 1 }, announcer: names, time: 0)
    #expect(row.drag.landingZone == nil, "slot 2 is taken")
    let refused = row.dropCarry(announcer: names, time: 0)
    #expect(refused.outcome == .refused("a", at: 2))
    _ = row.moveCarry(.right, navigate: { s, _ in s + 1 }, announcer: names, time: 0)
    _ = row.dropCarry(announcer: names, time: 0)
    #expect(row.log == ["pickUp a", "commit a 3", "ended a"])
    expectSettled(&row, [3: "a", 2: "b"])
}

@Test func aKeyboardCancelRestoresAsAPointerCancelDoes() {
    var row = SlotRow()
    let names = Announcer<String, Int>(item: { $0 }, location: { "slot \($0)" })
    _ = row.pickUpByKeys("b", from: 2, at: 2, announcer: names, time: 0)
    _ = row.moveCarry(.right, navigate: { s, _ in s + 1 }, announcer: names, time: 0)
    _ = row.cancelCarry(announcer: names, time: 0)
    #expect(row.log == ["pickUp b", "restore b", "ended b"])
    expectSettled(&row, [0: "a", 2: "b"])
}

@Test func placingByTapGoesThroughTheSameCommitAndRefusesTakenPlaces() {
    var row = SlotRow()
    let onTaken = row.place("a", in: 2, time: 0)
    let onFree = row.place("a", in: 4, time: 0)
    #expect(!onTaken && onFree)
    #expect(row.log == ["pickUp a", "commit a 4", "ended a"])
    expectSettled(&row, [4: "a", 2: "b"])
}

/// Lets the glides finish, then checks the model and that the picture shows it.
private func expectSettled(
    _ row: inout SlotRow, _ slots: [Int: String], sourceLocation: SourceLocation = #_sourceLocation
) {
    row.settle()
    #expect(row.slots == slots, sourceLocation: sourceLocation)
    #expect(row.pictureMatchesModel, sourceLocation: sourceLocation)
}
