import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

@Test func tabEnterArrowsAndEnterPlaceAPieceWithoutAPointer() {
    var game = PentominoesDriver()
    game.key("tab")
    #expect(game.scene.keyboardFocus == .f)
    #expect(game.scene.announcement == "The F piece in the tray. Enter picks it up.")
    game.key("tab")
    game.key("tab")
    #expect(game.scene.keyboardFocus == .l)
    game.key("shift+tab")
    #expect(game.scene.keyboardFocus == .i)
    game.key("enter")
    #expect(game.scene.announcement.hasPrefix("Picked up the I piece on row "))
    #expect(game.scene.look.dragged == .i)
    let start = game.scene.keyboard.carry!.location
    game.key("left")
    #expect(game.scene.keyboard.carry!.location == Cell(row: start.row, column: start.column - 1))
    #expect(game.scene.announcement.contains("can drop here"))
    game.key("enter")
    let placed = game.scene.placement.placed(.i)
    #expect(placed?.anchor == Cell(row: start.row, column: start.column - 1))
    #expect(game.scene.announcement.hasPrefix("Dropped the I piece on row"))
    game.wait(0.5)
    #expect(
        isClose(
            game.scene.look.pose(of: .i)!.position, game.scene.layout.frame(of: placed!).center,
            tolerance: 0.5))
    #expect(game.scene.undoStack.count == 1, "one undo step")
}

@Test func theBoardEdgeStopsTheCarriedPieceAndTakenCellsRefuseIt() {
    var game = PentominoesDriver()
    game.drag(.x, toCell: Cell(row: 0, column: 0))
    game.wait(0.4)
    for _ in 0..<2 { game.key("tab") }  // I
    game.key("enter")
    for _ in 0..<12 { game.key("up") }
    #expect(game.scene.keyboard.carry!.location.row == 0)
    #expect(game.scene.announcement.contains("cannot move up"))
    for _ in 0..<12 { game.key("left") }
    #expect(game.scene.keyboard.carry!.location == Cell(row: 0, column: 0))
    #expect(game.scene.outline == nil, "no outline where it does not fit")
    game.key("enter")
    #expect(game.scene.keyboard.carry != nil, "refused: still in hand")
    #expect(game.scene.announcement.contains("cannot be dropped"))
    game.key("escape")
    #expect(game.scene.keyboard.carry == nil)
    #expect(game.scene.placement.placed(.i) == nil)
    game.wait(0.8)
    #expect(
        isClose(
            game.scene.look.pose(of: .i)!.position,
            game.scene.layout.homeFrame(of: .i, .identity).center, tolerance: 0.5))
}

@Test func rAndFTurnTheCarriedPiece() {
    var game = PentominoesDriver()
    game.key("tab")
    game.key("enter")
    game.key("r")
    game.key("f")
    #expect(
        game.scene.orientations[PieceName.f.index]
            == Orientation.identity.rotatedClockwise().mirrored())
    game.key("enter")
    #expect(
        game.scene.placement.placed(.f)?.orientation
            == Orientation.identity.rotatedClockwise().mirrored())
}
