import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

@Test func aPieceDraggedNearAFreeSpotLandsThereAndGlidesIntoPlace() {
    var game = PentominoesDriver()
    game.drag(.x, toCell: Cell(row: 0, column: 0), release: false)
    // X's bounding box fits the corner exactly (the corner cell itself stays empty).
    #expect(game.scene.outline == PlacedPiece(.x, at: Cell(row: 0, column: 0)))
    game.send(game.script.release())
    #expect(game.scene.placement.placed(.x) == PlacedPiece(.x, at: Cell(row: 0, column: 0)))
    game.wait(0.25)
    let rest = game.scene.look.pose(of: .x)!.position
    #expect(
        isClose(
            rest, game.scene.layout.frame(of: PlacedPiece(.x, at: Cell(row: 0, column: 0))).center,
            tolerance: 0.5),
        "in place within a quarter second")
    #expect(
        game.rows == [
            ".X........",
            "XXX.......",
            ".X........",
            "..........",
            "..........",
            "..........",
        ])
}

@Test func theOutlineFindsTheNearestSpotWhereThePieceFits() {
    var game = PentominoesDriver()
    game.drag(.i, toCell: Cell(row: 0, column: 0))  // I lies along the top row
    #expect(game.rows[0] == "IIIII.....")
    // Aim the upright L at the same corner: the top row is taken, so the nearest fit is
    // one row down (one column over would still hit the I).
    game.drag(.l, toCell: Cell(row: 0, column: 0), offset: (0.1, 0.1), release: false)
    #expect(game.scene.outline?.anchor == Cell(row: 1, column: 0))
    game.send(game.script.release())
    #expect(game.scene.placement.placed(.l)?.anchor == Cell(row: 1, column: 0))
}

@Test func aPieceDroppedAwayFromTheBoardGlidesHome() {
    var game = PentominoesDriver()
    let home = game.scene.layout.homeFrame(of: .w, .identity).center
    let start = game.grabPoint(of: .w)
    game.send(game.script.press(at: start))
    game.send(game.script.drag(to: Point(x: 40, y: 120), steps: 10))
    #expect(game.scene.outline == nil, "no outline far from the board")
    #expect(game.scene.look.dragged == .w)
    game.send(game.script.release())
    #expect(game.scene.placement.pieces.isEmpty)
    game.wait(0.1)
    #expect(
        game.scene.look.pose(of: .w)!.position.distance(to: home) > 20,
        "still gliding, not jumped home")
    game.wait(0.5)
    #expect(isClose(game.scene.look.pose(of: .w)!.position, home, tolerance: 0.5))
}

@Test func aPieceOnTheBoardCanBePickedUpAgainAndItsCellsAreFreed() {
    var game = PentominoesDriver()
    game.drag(.p, toCell: Cell(row: 1, column: 1))
    game.wait(0.4)
    #expect(game.scene.placement.placed(.p) != nil)
    game.drag(.p, toCell: Cell(row: 3, column: 6))
    #expect(game.scene.placement.placed(.p)?.anchor == Cell(row: 3, column: 6))
    #expect(game.scene.placement.piece(at: Cell(row: 1, column: 1)) == nil)
}

@Test func aPressPicksThePieceWhoseCellIsUnderThePointerNotTheBoundingBox() {
    var game = PentominoesDriver()
    // V's corner cell (0, 0) leaves its bounding box mostly empty; put F's cell inside it.
    game.drag(.v, toCell: Cell(row: 0, column: 0))
    game.wait(0.4)
    game.drag(.f, toCell: Cell(row: 0, column: 1))
    game.wait(0.4)
    let vFrame = game.scene.layout.frame(of: game.scene.placement.placed(.v)!)
    let fCells = game.scene.placement.placed(.f)!.cells
    let inside = fCells.first { vFrame.contains(game.scene.layout.frame(of: $0).center) }!
    #expect(game.scene.piece(at: game.scene.layout.frame(of: inside).center) == .f)
    #expect(game.scene.piece(at: game.scene.layout.frame(of: Cell(row: 0, column: 0)).center) == .v)
}

@Test func escapeCancelsTheDragAndThePieceReturnsToItsPlace() {
    var game = PentominoesDriver()
    game.drag(.t, toCell: Cell(row: 2, column: 4))
    game.wait(0.4)
    game.drag(.t, toCell: Cell(row: 0, column: 0), release: false)
    #expect(game.scene.placement.placed(.t) == nil, "lifted off the board while dragged")
    game.key("escape")
    #expect(game.scene.placement.placed(.t)?.anchor == Cell(row: 2, column: 4))
    game.wait(0.6)
    #expect(
        isClose(
            game.scene.look.pose(of: .t)!.position,
            game.scene.layout.frame(of: game.scene.placement.placed(.t)!).center, tolerance: 0.5))
}

@Test func theDraggedPieceIsLiftedAndDrawnAboveTheOthers() {
    var game = PentominoesDriver()
    game.drag(.z, toCell: Cell(row: 2, column: 2), release: false)
    game.wait(0.3)
    #expect(game.scene.look.pose(of: .z)!.scale > 1.08)
    #expect(game.scene.look.drawingOrder(PieceName.allCases).last == .z)
    var list = DisplayList()
    game.scene.draw(into: &list)
    let shadows = list.items.filter { $0.shadow != nil }
    #expect(!shadows.isEmpty, "a lifted piece casts a shadow")
}

@Test func escapeLeavesOnlyWhenThereIsNothingToCancelAndTheHostWantsIt() {
    var game = PentominoesDriver()
    game.key("escape")
    #expect(game.scene.exitRequest == nil, "a standalone game never quits on Esc")
    game.scene.escapeLeaves = true
    game.drag(.t, toCell: Cell(row: 2, column: 4), release: false)
    game.key("escape")
    #expect(game.scene.exitRequest == nil, "the first Esc cancels the drag")
    game.key("escape")
    #expect(game.scene.exitRequest == .back)
}
