import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Pentominoes with a finger: a piece follows only after a short press, and a quick tap
/// still turns a piece on the board.
@Suite("Pentominoes by touch")
struct PentominoesTouchTests {
    @Test("a piece held a moment then dragged lands on the board; slid at once it stays home")
    func holdThenDrag() {
        var game = SceneDriver(board: .sixByTen)
        game.pointerKind = .touch
        let start = game.grabPoint("L")
        game.press(at: start)
        game.drag(to: game.center(row: 2, column: 2), steps: 6)
        game.release()
        game.settle()
        #expect(game.modelCells["L"] == nil, "slid at once: no drag")
        game.press(at: start)
        game.wait(0.3)
        game.drag(to: game.center(row: 2, column: 2), steps: 6)
        game.release()
        game.settle()
        #expect(game.modelCells["L"] != nil, "held first: placed")
    }

    @Test("a quick tap of a finger still turns a piece on the board")
    func tapTurns() throws {
        var game = SceneDriver(board: .sixByTen)
        game.drag("L", cornerTo: 1, column: 1)
        game.settle()
        let before = try #require(game.modelCells["L"])
        game.pointerKind = .touch
        game.tap(at: game.grabPoint("L"))
        game.settle()
        #expect(game.modelCells["L"] != before)
        #expect(
            SceneDriver<PentominoesScene>.shape(of: game.modelCells["L"] ?? "")
                == SceneDriver<PentominoesScene>.shape(
                    of: "L", Orientation.identity.rotatedClockwise()))
    }
}
