import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

@Test func tabEnterArrowsAndEnterPlaceAPieceWithoutAPointer() {
    var game = SceneDriver(board: .sixByTen)
    game.key("tab")
    #expect(game.focusedPiece == "F")
    #expect(game.heard == "The F piece in the tray. Enter picks it up.")
    #expect(game.shows("The F piece in the tray. Enter picks it up."))
    game.key("tab")
    game.key("tab")
    #expect(game.focusedPiece == "L")
    game.key("shift+tab")
    #expect(game.focusedPiece == "I")
    game.key("enter")
    #expect(game.heard.hasPrefix("Picked up the I piece on row "))
    game.wait(0.3)
    #expect(game.piece("I").frame.width > 5 * game.cell * 1.05, "lifted")
    guard let start = game.announcedCell else {
        Issue.record("no cell in \(game.heard)")
        return
    }
    game.key("left")
    #expect(game.announcedCell == Cell(row: start.row, column: start.column - 1))
    #expect(game.heard.contains("can drop here"))
    #expect(game.outline != nil)
    game.key("enter")
    let placed = SceneDriver<PentominoesScene>.cells(game.modelCells["I"] ?? "")
    #expect(placed.first == Cell(row: start.row, column: start.column - 1))
    #expect(game.heard.hasPrefix("Dropped the I piece on row"))
    game.wait(0.5)
    #expect(game.isDrawnInPlace("I"))
    // One undo step: a single undo empties the board and leaves nothing to undo.
    game.key("ctrl+z")
    #expect(game.modelCells.isEmpty)
    #expect(!game.isEnabled("Undo"), "one undo step")
}

@Test func theBoardEdgeStopsTheCarriedPieceAndTakenCellsRefuseIt() {
    var game = SceneDriver(board: .sixByTen)
    let home = game.piece("I").frame
    game.drag("X", cornerTo: 0, column: 0)
    game.wait(0.4)
    for _ in 0..<2 { game.key("tab") }  // I
    game.key("enter")
    for _ in 0..<12 { game.key("up") }
    #expect(game.announcedCell?.row == 0)
    #expect(game.heard.contains("cannot move up"))
    for _ in 0..<12 { game.key("left") }
    #expect(game.announcedCell == Cell(row: 0, column: 0))
    #expect(game.outline == nil, "no outline where it does not fit")
    game.key("enter")
    #expect(game.heard.contains("cannot be dropped"))
    #expect(game.modelCells["I"] == nil)
    game.key("right")
    #expect(game.heard.hasPrefix("The I piece over row 1, column 2"), "refused: still in hand")
    game.key("left")
    game.key("escape")
    #expect(game.heard.hasPrefix("Cancelled."))
    game.key("right")
    #expect(!game.heard.contains("over row"), "nothing in hand any more")
    #expect(game.modelCells["I"] == nil)
    game.wait(0.8)
    #expect(game.isDrawn("I", at: home))
}

@Test func rAndFTurnTheCarriedPiece() {
    var game = SceneDriver(board: .sixByTen)
    game.key("tab")
    game.key("enter")
    game.key("r")
    game.key("f")
    let shape = SceneDriver<PentominoesScene>.shape(
        of: "F", Orientation.identity.rotatedClockwise().mirrored())
    #expect(SceneDriver<PentominoesScene>.shape(of: game.outline ?? "") == shape)
    game.key("enter")
    #expect(SceneDriver<PentominoesScene>.shape(of: game.modelCells["F"] ?? "") == shape)
}
