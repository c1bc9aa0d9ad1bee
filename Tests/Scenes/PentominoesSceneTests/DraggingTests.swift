import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

@Test func aPieceDraggedNearAFreeSpotLandsThereAndGlidesIntoPlace() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("X", cornerTo: 0, column: 0, release: false)
    // X's bounding box fits the corner exactly (the corner cell itself stays empty).
    #expect(game.outline == "0,1 1,0 1,1 1,2 2,1")
    game.release()
    #expect(game.modelCells["X"] == "0,1 1,0 1,1 1,2 2,1")
    game.wait(0.25)
    #expect(game.isDrawnInPlace("X"), "in place within a quarter second")
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
    var game = SceneDriver(board: .sixByTen)
    game.drag("I", cornerTo: 0, column: 0)  // I lies along the top row
    game.wait(0.4)
    #expect(game.rows[0] == "IIIII.....")
    // Aim the upright L at the same corner: the top row is taken, so the nearest fit is
    // one row down (one column over would still hit the I).
    game.drag("L", cornerTo: 0, column: 0, offset: (0.1, 0.1), release: false)
    let shape = SceneDriver<PentominoesScene>.unturned("L")
    let expected = SceneDriver<PentominoesScene>.value(
        shape.map { Cell(row: $0.row + 1, column: $0.column) })
    #expect(game.outline == expected, "one row down")
    game.release()
    #expect(game.modelCells["L"] == expected)
}

@Test func aPieceDroppedAwayFromTheBoardGlidesHome() {
    var game = SceneDriver(board: .sixByTen)
    let home = game.piece("W").frame
    game.press(at: game.grabPoint("W"))
    game.drag(to: Point(x: 40, y: 120), steps: 10)
    #expect(game.outline == nil, "no outline far from the board")
    #expect(game.piece("W").frame.width > home.width * 1.05, "lifted while dragged")
    game.release()
    #expect(game.modelCells.isEmpty)
    game.wait(0.1)
    #expect(
        game.piece("W").frame.center.distance(to: home.center) > 20,
        "still gliding, not jumped home")
    game.wait(0.5)
    #expect(game.isDrawn("W", at: home))
}

@Test func aPieceOnTheBoardCanBePickedUpAgainAndItsCellsAreFreed() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("P", cornerTo: 1, column: 1)
    game.wait(0.4)
    #expect(game.modelCells["P"] != nil)
    game.drag("P", cornerTo: 3, column: 6)
    let cells = SceneDriver<PentominoesScene>.cells(game.modelCells["P"] ?? "")
    #expect(cells.map { $0.row }.min() == 3 && cells.map { $0.column }.min() == 6)
    #expect(game.rows[1].dropFirst().first == ".", "the cell it left is free")
}

@Test func aPressPicksThePieceWhoseCellIsUnderThePointerNotTheBoundingBox() throws {
    var game = SceneDriver(board: .sixByTen)
    // V's corner cell (0, 0) leaves its bounding box mostly empty; put F's cell inside it.
    game.drag("V", cornerTo: 0, column: 0)
    game.wait(0.4)
    game.drag("F", cornerTo: 0, column: 1)
    game.wait(0.4)
    // At rest, the V is drawn above the F, so its bounding box covers F's cell there.
    game.settle()
    let order = game.seen(.item).map { $0.label }
    #expect(order.firstIndex(of: "V") ?? 0 > order.firstIndex(of: "F") ?? 0)
    let vFrame = try #require(game.modelFrame("V"))
    let fCells = SceneDriver<PentominoesScene>.cells(try #require(game.modelCells["F"]))
    let inside = try #require(
        fCells.first { vFrame.contains(game.center(row: $0.row, column: $0.column)) })
    // A press there and a drag pick up the F, not the V.
    game.press(at: game.center(row: inside.row, column: inside.column))
    game.drag(to: Point(x: 40, y: 120))
    #expect(game.modelCells["F"] == nil && game.modelCells["V"] != nil)
    game.key("escape")
    game.settle()
    // And a press on V's own corner cell picks up the V.
    game.press(at: game.center(row: 0, column: 0))
    game.drag(to: Point(x: 40, y: 120))
    #expect(game.modelCells["V"] == nil && game.modelCells["F"] != nil)
}

@Test func escapeCancelsTheDragAndThePieceReturnsToItsPlace() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("T", cornerTo: 2, column: 4)
    game.wait(0.4)
    let placed = game.modelCells["T"]
    #expect(placed != nil)
    game.drag("T", cornerTo: 0, column: 0, release: false)
    #expect(game.modelCells["T"] == nil, "lifted off the board while dragged")
    game.key("escape")
    #expect(game.modelCells["T"] == placed)
    game.wait(0.6)
    #expect(game.isDrawnInPlace("T"))
}

@Test func theDraggedPieceIsLiftedAndDrawnAboveTheOthers() {
    var game = SceneDriver(board: .sixByTen)
    let resting = game.piece("Z").frame
    game.drag("Z", cornerTo: 2, column: 2, release: false)
    game.wait(0.3)
    #expect(game.piece("Z").frame.width > resting.width * 1.08)
    #expect(game.topmostPiece == "Z")
    let shadows = game.list.items.filter { $0.shadow == Theme.standard.liftedShadow }
    #expect(!shadows.isEmpty, "a lifted piece casts a shadow")
}

@Test func escapeLeavesOnlyWhenThereIsNothingToCancelAndTheHostWantsIt() {
    var standalone = SceneDriver(board: .sixByTen)
    standalone.key("escape")
    #expect(standalone.scene.exitRequest == nil, "a standalone game never quits on Esc")
    var game = SceneDriver(board: .sixByTen, escapeLeaves: true)
    game.drag("T", cornerTo: 2, column: 4, release: false)
    game.key("escape")
    #expect(game.scene.exitRequest == nil, "the first Esc cancels the drag")
    game.key("escape")
    #expect(game.scene.exitRequest == .back)
}

@Test func aSeenValueWritesEachCellAsRowCommaColumn() {
    let cells = [
        Cell(row: 0, column: 12), Cell(row: -3, column: 105), Cell(row: Int.min, column: 7),
        Cell(row: 1_000_000, column: -1_000_000),
    ]
    #expect(
        PentominoesScene.value(of: cells)
            == "0,12 -3,105 \(Int.min),7 1000000,-1000000")
    #expect(PentominoesScene.value(of: []) == "")
    #expect(PentominoesScene.spokenNames[PieceName.x.index] == "The X piece")
}
