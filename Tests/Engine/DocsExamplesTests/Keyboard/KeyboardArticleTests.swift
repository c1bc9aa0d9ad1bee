import DragAndDrop
import TestSupport
import Testing

/// The keyboard and tap-to-place article: the same moves without a pointer, each step
/// with a sentence for screen readers.
@Suite struct KeyboardArticleTests {
    /// A 3×3 board whose middle cell is taken.
    let names = Announcer<String, GridCell>(
        item: { "the \($0) token" },
        location: { "row \($0.row + 1), column \($0.column + 1)" })
    let step = { (cell: GridCell, direction: Direction) -> GridCell? in
        let next = cell.moved(direction)
        return (0..<3).contains(next.column) && (0..<3).contains(next.row) ? next : nil
    }
    let accepts = { (_: String, cell: GridCell) in cell != GridCell(column: 1, row: 1) }

    @Test func carryATokenWithTheArrowKeys() {
        var keyboard = KeyboardDrag<String, GridCell>()

        let steps = [
            keyboard.pickUp("red", at: GridCell(column: 0, row: 1), announcer: names),
            keyboard.move(.right, navigate: step, accepts: accepts, announcer: names),
            keyboard.drop(accepts: accepts, announcer: names),
            keyboard.move(.up, navigate: step, accepts: accepts, announcer: names),
        ]
        let said = steps.map(\.announcement)
        let dropped = keyboard.drop(accepts: accepts, announcer: names)

        #expect(
            said == [
                "Picked up the red token on row 2, column 1. Arrow keys move it, Enter drops it, Escape cancels.",
                "The red token over row 2, column 2, cannot drop here.",
                "The red token cannot be dropped on row 2, column 2.",
                "The red token over row 1, column 2, can drop here.",
            ])
        #expect(
            dropped.outcome
                == .dropped(
                    "red", from: GridCell(column: 0, row: 1), to: GridCell(column: 1, row: 0)))
        #expect(dropped.announcement == "Dropped the red token on row 1, column 2.")
        #expect(keyboard.carry == nil)
    }

    @Test func escapePutsItBack() {
        var keyboard = KeyboardDrag<String, GridCell>()
        _ = keyboard.pickUp("red", at: GridCell(column: 0, row: 0), announcer: names)
        _ = keyboard.move(.down, navigate: step, accepts: accepts, announcer: names)

        let cancelled = keyboard.cancel(announcer: names)
        // "Cancelled. The red token is back on row 1, column 1."

        #expect(cancelled.outcome == .cancelled("red", returnTo: GridCell(column: 0, row: 0)))
        #expect(cancelled.announcement == "Cancelled. The red token is back on row 1, column 1.")
        let blocked = keyboard.move(.up, navigate: step, accepts: accepts, announcer: names)
        #expect(blocked.outcome == .ignored, "nothing is carried any more")
    }

    @Test func tapAnItemThenWhereItGoes() {
        var taps = TapToPlace<String, GridCell>()

        let picked = taps.tapItem("red", at: GridCell(column: 0, row: 0), announcer: names)
        let placed = taps.tapPlace(GridCell(column: 2, row: 2), accepts: accepts, announcer: names)

        #expect(
            picked.announcement
                == "Selected the red token on row 1, column 1. Tap where it should go.")
        #expect(
            placed.outcome
                == .placed(
                    "red", from: GridCell(column: 0, row: 0), to: GridCell(column: 2, row: 2)))
        #expect(
            placed.announcement == "Moved the red token from row 1, column 1 to row 3, column 3.")
        #expect(taps.selection == nil)
    }

    @Test func arrowKeysBetweenZonesScatteredFreely() {
        let zones = [
            ("inbox", Point(x: 100, y: 100)),
            ("archive", Point(x: 400, y: 130)),
            ("trash", Point(x: 160, y: 400)),
        ]

        let right = nearestPlace(from: Point(x: 100, y: 100), toward: .right, among: zones)
        let down = nearestPlace(from: Point(x: 100, y: 100), toward: .down, among: zones)
        let left = nearestPlace(from: Point(x: 100, y: 100), toward: .left, among: zones)
        // right == "archive", down == "trash", left == nil

        #expect(right == "archive")
        #expect(down == "trash")
        #expect(left == nil)
    }
}
