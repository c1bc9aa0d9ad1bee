import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

@Test func aTapTurnsAPieceOnTheBoardClockwiseAfterTheDoubleTapWindow() {
    var game = PentominoesDriver()
    game.drag(.l, toCell: Cell(row: 1, column: 1))
    game.wait(0.4)
    let before = game.scene.placement.placed(.l)!
    game.send(game.script.tap(at: game.grabPoint(of: .l)))
    game.wait(0.05)
    #expect(
        game.scene.placement.placed(.l)?.orientation == before.orientation,
        "waits: it might be a double tap")
    game.wait(0.6)
    #expect(game.scene.placement.placed(.l)?.orientation == before.orientation.rotatedClockwise())
    // The turn is animated from the old look into the new one.
    #expect(!game.scene.look.isAnimating || abs(game.scene.look.pose(of: .l)!.rotation) < 1.6)
    game.wait(0.8)
    #expect(isClose(game.scene.look.pose(of: .l)!.rotation, 0, tolerance: 1e-3))
}

@Test func aDoubleTapFlipsAndNeverAlsoTurns() {
    var game = PentominoesDriver()
    game.drag(.n, toCell: Cell(row: 1, column: 1))
    game.wait(0.4)
    let before = game.scene.placement.placed(.n)!
    game.tap(at: game.grabPoint(of: .n), times: 2)
    #expect(game.scene.placement.placed(.n)?.orientation == before.orientation.mirrored())
}

@Test func tapsOnPiecesAtHomeDoNothing() {
    var game = PentominoesDriver()
    game.tap(at: game.grabPoint(of: .y))
    #expect(game.scene.orientations[PieceName.y.index] == .identity)
    #expect(game.scene.placement.pieces.isEmpty)
}

@Test func aTurnThatNoLongerFitsMovesToTheNearestFitOrHome() {
    var game = PentominoesDriver(board: .threeByTwenty)
    // I lying flat along the top row of a 3-row board cannot stand up: no room, so home.
    game.scene.orientations[PieceName.i.index] = .identity
    let flat = PieceName.i.orientations.first {
        PentominoesLayout.size(of: .i, $0, cell: 1).width == 5
    }!
    game.scene.reorient(.i, to: flat, at: 0)
    game.drag(.i, toCell: Cell(row: 0, column: 3))
    game.wait(0.4)
    #expect(game.scene.placement.placed(.i) != nil)
    game.tap(at: game.grabPoint(of: .i))
    #expect(game.scene.placement.placed(.i) == nil)
    #expect(game.scene.orientations[PieceName.i.index] == .identity)
    #expect(game.scene.status.contains("No room"))
}

@Test func rTurnsAndFFlipsThePieceBeingDragged() {
    var game = PentominoesDriver()
    game.drag(.f, toCell: Cell(row: 2, column: 3), release: false)
    game.key("r")
    #expect(game.scene.orientations[PieceName.f.index] == Orientation.identity.rotatedClockwise())
    game.key("f")
    #expect(
        game.scene.orientations[PieceName.f.index]
            == Orientation.identity.rotatedClockwise().mirrored())
    game.send(game.script.release())
    #expect(
        game.scene.placement.placed(.f)?.orientation
            == Orientation.identity.rotatedClockwise().mirrored())
}
