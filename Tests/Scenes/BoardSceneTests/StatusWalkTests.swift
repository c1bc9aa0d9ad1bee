import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Issue 24: the status line says what the last change did. Each step is done as a person
/// does it, and the line must then describe that step, not an earlier one ("Left as it
/// was." after two cards were added; "Moving the column “Done”…" after it was dropped).
@Test func theStatusLineSaysWhatTheLastStepDid() {
    var app = SceneDriver(BoardScene())
    typealias Step = StatusStep<BoardScene>
    let header = { (app: SceneDriver<BoardScene>, title: String) -> Point in
        let column = app.frame(ofColumn: title)
        return Point(x: column.midX, y: column.minY + 20)
    }
    let steps: [Step] = [
        Step("open the add field and add a card", says: "Added “Fix the tap”") {
            $0.tap(at: $0.seen(.control, "Add a card to To do")!.frame.center)
            $0.type("Fix the tap")
            $0.key("enter")
        },
        Step("add a second card", says: "Added “Pay the bill”") {
            $0.type("Pay the bill")
            $0.key("enter")
        },
        Step("Esc closes the add field", says: "2 cards were added to “To do”") {
            $0.key("escape")
        },
        Step("open the add field and Esc at once", says: "no card was added to “Doing”") {
            $0.tap(at: $0.seen(.control, "Add a card to Doing")!.frame.center)
            $0.key("escape")
        },
        Step("move a card to Doing", says: "Moved “Call the plumber” to Doing") {
            let report = $0.frame(of: "Write the report")
            $0.pickUp("Call the plumber", andHoldAt: Point(x: report.midX, y: report.minY + 4))
            $0.wait(0.6)
            $0.release()
        },
        Step("pick up the column Done and drop it back", says: "“Done” is back in its place") {
            let grab = header($0, "Done")
            $0.press(at: grab)
            $0.drag(to: grab + Vector(dx: 30, dy: 10), steps: 4)
            $0.drag(to: grab, steps: 4)
            $0.release()
        },
        Step("move the column Done first", says: "Moved the column “Done” to place 1") {
            let grab = header($0, "Done")
            $0.press(at: grab)
            $0.drag(to: Point(x: 30, y: grab.y), steps: 12)
            $0.wait(0.4)
            $0.release()
        },
        Step("carry a card, then Esc", says: "Cancelled: “Plan the week” is back") {
            $0.pickUp(
                "Plan the week",
                andHoldAt: $0.frame(of: "Plan the week").center + Vector(dx: 80, dy: 40))
            $0.key("escape")
            $0.release()
        },
        Step("drop a card on the trash", says: "Deleted “Buy groceries”") {
            $0.pickUp(
                "Buy groceries",
                andHoldAt: $0.frame(of: "Buy groceries").center + Vector(dx: 20, dy: 20))
            $0.drag(to: $0.seen(.place, "Trash")!.frame.center)
            $0.release()
        },
        Step("undo", says: "Undone") { $0.key("ctrl+z") },
        Step("redo", says: "Redone") { $0.key("ctrl+shift+z") },
    ]
    #expect(app.walk(steps, status: { $0.scene.status }) == [])
}
