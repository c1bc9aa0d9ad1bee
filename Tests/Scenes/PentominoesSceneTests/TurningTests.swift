import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

@Test func aTapTurnsAPieceOnTheBoardClockwiseAfterTheDoubleTapWindow() throws {
    var game = SceneDriver(board: .sixByTen)
    game.drag("L", cornerTo: 1, column: 1)
    game.wait(0.4)
    let before = try #require(game.modelCells["L"])
    game.tap(at: game.grabPoint("L"), wait: 0)
    game.wait(0.05)
    #expect(game.modelCells["L"] == before, "waits: it might be a double tap")
    // Frame by frame until the turn is decided (well within the double-tap window).
    for _ in 0..<60 where game.modelCells["L"] == before {
        game.wait(SceneDriver<PentominoesScene>.frame)
    }
    let turned = SceneDriver<PentominoesScene>.shape(
        of: "L", Orientation.identity.rotatedClockwise())
    #expect(SceneDriver<PentominoesScene>.shape(of: game.modelCells["L"] ?? "") == turned)
    // The turn is animated from the old look into the new one: it does not snap.
    #expect(!game.isDrawnInPlace("L"), "drawn turning, not yet in its new look")
    game.wait(0.1)
    #expect(!game.isDrawnInPlace("L"), "still turning")
    game.wait(1.2)
    #expect(game.isDrawnInPlace("L", tolerance: 1e-2), "turned and at rest")
}

@Test func aDoubleTapFlipsAndNeverAlsoTurns() throws {
    var game = SceneDriver(board: .sixByTen)
    game.drag("N", cornerTo: 1, column: 1)
    game.wait(0.4)
    let before = try #require(game.modelCells["N"])
    game.doubleTap(at: game.grabPoint("N"))
    let flipped = SceneDriver<PentominoesScene>.shape(of: "N", Orientation.identity.mirrored())
    let after = game.modelCells["N"] ?? ""
    #expect(SceneDriver<PentominoesScene>.shape(of: after) == flipped)
    #expect(after != before)
}

@Test func tapsOnPiecesAtHomeDoNothing() {
    var game = SceneDriver(board: .sixByTen)
    let home = game.piece("Y")
    game.tap(at: game.grabPoint("Y"))
    game.settle()
    #expect(game.piece("Y") == home, "unturned, where it was")
    #expect(game.modelCells.isEmpty)
}

@Test func aTurnThatNoLongerFitsMovesToTheNearestFitOrHome() {
    var game = SceneDriver(board: .threeByTwenty)
    // I lying flat along the top row of a 3-row board cannot stand up: no room, so home.
    let home = game.piece("I")
    #expect(home.frame.width > home.frame.height, "the I rests flat")
    game.drag("I", cornerTo: 0, column: 3)
    game.wait(0.4)
    #expect(game.modelCells["I"] == "0,3 0,4 0,5 0,6 0,7")
    game.tap(at: game.grabPoint("I"))
    #expect(game.modelCells["I"] == nil)
    #expect(game.shows("No room"))
    game.settle()
    #expect(game.piece("I") == home, "home, unturned")
}

@Test func rTurnsAndFFlipsThePieceBeingDragged() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("F", cornerTo: 2, column: 3, release: false)
    game.key("r")
    let turned = Orientation.identity.rotatedClockwise()
    #expect(
        SceneDriver<PentominoesScene>.shape(of: game.outline ?? "")
            == SceneDriver<PentominoesScene>.shape(of: "F", turned))
    game.key("f")
    let flipped = SceneDriver<PentominoesScene>.shape(of: "F", turned.mirrored())
    #expect(SceneDriver<PentominoesScene>.shape(of: game.outline ?? "") == flipped)
    game.release()
    #expect(SceneDriver<PentominoesScene>.shape(of: game.modelCells["F"] ?? "") == flipped)
}
