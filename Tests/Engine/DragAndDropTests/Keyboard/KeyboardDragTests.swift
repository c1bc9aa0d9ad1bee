import DragAndDrop
import TestSupport
import Testing

/// A 3×3 grid where only the centre accepts the item.
private var names: Announcer<String, GridCell> {
    Announcer(
        item: { $0 }, location: { "row \($0.row + 1), column \($0.column + 1)" })
}
private func step(_ cell: GridCell, _ direction: Direction) -> GridCell? {
    let next = cell.moved(direction)
    return (0..<3).contains(next.row) && (0..<3).contains(next.column) ? next : nil
}
private func accepts(_ item: String, _ cell: GridCell) -> Bool {
    cell == GridCell(column: 1, row: 1)
}

@Test func pickUpMoveAndDropWithTheKeyboardAnnouncingEachStep() {
    var keyboard = KeyboardDrag<String, GridCell>()
    let start = GridCell(column: 0, row: 0)
    var step1 = keyboard.pickUp("the L piece", at: start, announcer: names)
    #expect(
        step1.announcement
            == "Picked up the L piece on row 1, column 1. Arrow keys move it, Enter drops it, Escape cancels."
    )
    step1 = keyboard.move(.right, navigate: step, accepts: accepts, announcer: names)
    #expect(step1.announcement == "The L piece over row 1, column 2, cannot drop here.")
    let refused = keyboard.drop(accepts: accepts, announcer: names)
    #expect(refused.outcome == .refused("the L piece", at: GridCell(column: 1, row: 0)))
    #expect(keyboard.carry != nil, "a refused drop keeps the item in hand")
    let down = keyboard.move(.down, navigate: step, accepts: accepts, announcer: names)
    #expect(down.outcome == .moved(to: GridCell(column: 1, row: 1), accepted: true))
    #expect(down.announcement == "The L piece over row 2, column 2, can drop here.")
    let dropped = keyboard.drop(accepts: accepts, announcer: names)
    #expect(
        dropped.outcome == .dropped("the L piece", from: start, to: GridCell(column: 1, row: 1)))
    #expect(dropped.announcement == "Dropped the L piece on row 2, column 2.")
    #expect(keyboard.carry == nil)
}

@Test func theEdgeBlocksAndEscapeCancels() {
    var keyboard = KeyboardDrag<String, GridCell>()
    _ = keyboard.pickUp("X", at: GridCell(column: 0, row: 0), announcer: names)
    let blocked = keyboard.move(.up, navigate: step, accepts: accepts, announcer: names)
    #expect(blocked.outcome == .blocked(.up))
    #expect(blocked.announcement == "X cannot move up from row 1, column 1.")
    _ = keyboard.move(.right, navigate: step, accepts: accepts, announcer: names)
    let cancelled = keyboard.cancel(announcer: names)
    #expect(cancelled.outcome == .cancelled("X", returnTo: GridCell(column: 0, row: 0)))
    #expect(cancelled.announcement == "Cancelled. X is back on row 1, column 1.")
    #expect(
        keyboard.move(.left, navigate: step, accepts: accepts, announcer: names).outcome == .ignored
    )
}

@Test func arrowKeysFindTheNextZoneInThatDirection() {
    let places = [
        ("left", Point(x: 0, y: 100)), ("up", Point(x: 110, y: 0)),
        ("right", Point(x: 300, y: 120)),
        ("nearRight", Point(x: 150, y: 130)),
    ]
    let from = Point(x: 100, y: 100)
    #expect(nearestPlace(from: from, toward: .right, among: places) == "nearRight")
    #expect(nearestPlace(from: from, toward: .up, among: places) == "up")
    #expect(nearestPlace(from: from, toward: .left, among: places) == "left")
    #expect(nearestPlace(from: Point(x: 400, y: 400), toward: .down, among: places) == nil)
}

@Test func tapToPickThenTapToPlace() {
    var taps = TapToPlace<String, GridCell>()
    let from = GridCell(column: 0, row: 0)
    #expect(taps.tapPlace(from, accepts: accepts, announcer: names).outcome == .ignored)
    let picked = taps.tapItem("X", at: from, announcer: names)
    #expect(picked.announcement == "Selected X on row 1, column 1. Tap where it should go.")
    let refused = taps.tapPlace(GridCell(column: 2, row: 2), accepts: accepts, announcer: names)
    #expect(refused.announcement == "X cannot go to row 3, column 3.")
    #expect(taps.selection == nil)
    _ = taps.tapItem("X", at: from, announcer: names)
    #expect(taps.tapItem("X", at: from, announcer: names).outcome == .deselected("X"))
    _ = taps.tapItem("X", at: from, announcer: names)
    let placed = taps.tapPlace(GridCell(column: 1, row: 1), accepts: accepts, announcer: names)
    #expect(placed.outcome == .placed("X", from: from, to: GridCell(column: 1, row: 1)))
    #expect(placed.announcement == "Moved X from row 1, column 1 to row 2, column 2.")
}

@Test func anItemBroughtInFromOutsideIsPlacedWhereItEntersAndCancelledBackOutside() {
    var keyboard = KeyboardDrag<String, GridCell>()
    let centre = GridCell(column: 1, row: 1)
    _ = keyboard.pickUp("X", enteringAt: centre, announcer: names)
    let dropped = keyboard.drop(accepts: accepts, announcer: names)
    #expect(
        dropped.outcome == .dropped("X", from: nil, to: centre),
        "dropping where it entered places it")
    _ = keyboard.pickUp("Y", enteringAt: GridCell(column: 0, row: 0), announcer: names)
    let cancelled = keyboard.cancel(announcer: names)
    #expect(cancelled.outcome == .cancelled("Y", returnTo: nil))
    #expect(cancelled.announcement == "Cancelled. Y is back where it was.")
}
