import Geometry
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Issue 24: the status line says what the last change did. Each step is done as a person
/// does it, and the line must then describe that step, not an earlier one ("Solved,
/// keeping the pieces you had placed." on an empty board).
@Test func theStatusLineSaysWhatTheLastStepDid() {
    var game = SceneDriver(board: .sixByTen)
    typealias Step = StatusStep<PentominoesScene>
    let steps: [Step] = [
        Step("Solve on the empty board", says: "Solved: here is a solution of this board") {
            $0.click("Solve")
        },
        Step("Reset", says: "Reset: every piece is back in the tray") { $0.click("Reset") },
        Step("drag the L onto the board", says: "Placed the L piece. 1 of 12 pieces placed") {
            $0.drag("L", cornerTo: 1, column: 1)
        },
        Step("tap the L", says: "Turned the L piece") { $0.tap(at: $0.grabPoint("L")) },
        Step("double-tap the L", says: "Flipped the L piece") {
            $0.doubleTap(at: $0.grabPoint("L"))
        },
        Step("Solve keeping the L", says: "Solved") { $0.click("Solve") },
        Step("undo", says: "Undone") { $0.key("ctrl+z") },
        Step("drag the L back to the tray", says: "The L piece is in the tray") {
            let start = $0.grabPoint("L")
            $0.press(at: start)
            $0.drag(to: Point(x: start.x, y: $0.board.maxY + 400))
            $0.release()
        },
        Step("undo the drag", says: "Undone") { $0.key("ctrl+z") },
        Step("redo", says: "Redone") { $0.key("ctrl+shift+z") },
    ]
    #expect(game.walk(steps, status: { $0.scene.status }) == [])
}
