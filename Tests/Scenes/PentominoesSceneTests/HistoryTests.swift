import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

@Test func undoTakesBackPlacementsAndTurnsOneAtATimeAndRedoPutsThemBack() {
    var game = PentominoesDriver()
    #expect(game.scene.toolbar.button("undo")?.isEnabled == false)
    game.drag(.l, toCell: Cell(row: 1, column: 1))
    game.wait(0.4)
    let placed = game.scene.placement.placed(.l)!
    game.tap(at: game.grabPoint(of: .l))
    #expect(game.scene.placement.placed(.l)?.orientation == placed.orientation.rotatedClockwise())
    #expect(game.scene.toolbar.button("undo")?.isEnabled == true)

    game.key("ctrl+z")  // the turn
    #expect(game.scene.placement.placed(.l) == placed)
    game.key("ctrl+z")  // the placement
    #expect(game.scene.placement.pieces.isEmpty)
    game.wait(1)
    #expect(
        isClose(
            game.scene.look.pose(of: .l)!.position,
            game.scene.layout.homeFrame(of: .l, .identity).center, tolerance: 0.5),
        "glided home")
    #expect(game.scene.toolbar.button("undo")?.isEnabled == false)

    game.key("ctrl+shift+z")
    #expect(game.scene.placement.placed(.l) == placed)
    game.key("ctrl+shift+z")
    #expect(game.scene.placement.placed(.l)?.orientation == placed.orientation.rotatedClockwise())
    #expect(game.scene.toolbar.button("redo")?.isEnabled == false)
}

@Test func aNewChangeAfterUndoForgetsTheRedo() {
    var game = PentominoesDriver()
    game.drag(.t, toCell: Cell(row: 0, column: 0))
    game.wait(0.4)
    game.scene.undo()
    #expect(game.scene.toolbar.button("redo")?.isEnabled == true)
    game.wait(1)
    game.drag(.u, toCell: Cell(row: 3, column: 3))
    #expect(game.scene.toolbar.button("redo")?.isEnabled == false)
    game.scene.redo()
    #expect(game.scene.placement.placed(.t) == nil)
}

@Test func solveAndResetAreUndoableButADragThatChangesNothingIsNot() {
    var game = PentominoesDriver()
    let start = game.scene.snapshot
    // Picked up and dropped away from the board: still at home, nothing to undo.
    let from = game.grabPoint(of: .w)
    game.send(game.script.press(at: from))
    game.send(game.script.drag(to: Point(x: 30, y: 780)))
    game.send(game.script.release())
    #expect(game.scene.undoStack.isEmpty)
    game.scene.perform(.button("solve"))
    #expect(game.scene.placement.isComplete)
    game.scene.perform(.button("undo"))
    #expect(game.scene.snapshot == start)
}
