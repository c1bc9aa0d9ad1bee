import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

@Test func undoTakesBackPlacementsAndTurnsOneAtATimeAndRedoPutsThemBack() throws {
    var game = SceneDriver(board: .sixByTen)
    let home = game.piece("L").frame
    #expect(game.control("Undo") != nil && !game.isEnabled("Undo"))
    game.drag("L", cornerTo: 1, column: 1)
    game.wait(0.4)
    let placed = try #require(game.modelCells["L"])
    let turned = SceneDriver<PentominoesScene>.shape(
        of: "L", Orientation.identity.rotatedClockwise())
    game.tap(at: game.grabPoint("L"))
    #expect(SceneDriver<PentominoesScene>.shape(of: game.modelCells["L"] ?? "") == turned)
    #expect(game.isEnabled("Undo"))

    game.key("ctrl+z")  // the turn
    #expect(game.modelCells["L"] == placed)
    game.key("ctrl+z")  // the placement
    #expect(game.modelCells.isEmpty)
    game.wait(1)
    #expect(game.isDrawn("L", at: home), "glided home")
    #expect(!game.isEnabled("Undo"))

    game.key("ctrl+shift+z")
    #expect(game.modelCells["L"] == placed)
    game.key("ctrl+shift+z")
    #expect(SceneDriver<PentominoesScene>.shape(of: game.modelCells["L"] ?? "") == turned)
    #expect(game.control("Redo") != nil && !game.isEnabled("Redo"))
}

@Test func aNewChangeAfterUndoForgetsTheRedo() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("T", cornerTo: 0, column: 0)
    game.wait(0.4)
    game.key("ctrl+z")
    #expect(game.isEnabled("Redo"))
    game.wait(1)
    game.drag("U", cornerTo: 3, column: 3)
    #expect(!game.isEnabled("Redo"))
    game.key("ctrl+shift+z")
    #expect(game.modelCells["T"] == nil)
}

@Test func solveAndResetAreUndoableButADragThatChangesNothingIsNot() {
    var game = SceneDriver(board: .sixByTen)
    let start = (game.scene.stateDescription, game.pieces)
    // Picked up and dropped away from the board: still at home, nothing to undo.
    game.press(at: game.grabPoint("W"))
    game.drag(to: Point(x: 30, y: 780))
    game.release()
    game.settle()
    #expect(!game.isEnabled("Undo"))
    game.click("Solve")
    #expect(!game.scene.stateDescription.contains("."))
    game.click("Undo")  // while the pieces still glide in
    #expect(game.scene.stateDescription == start.0)
    game.settle()
    #expect(game.pieces == start.1, "every piece home and unturned again")
}
