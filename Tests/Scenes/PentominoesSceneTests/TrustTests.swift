import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Defects found by a user trial, each driven as the user drove it.
@Suite struct PentominoesTrustTests {
    @Test(arguments: ["r", "f"])
    func aBoardPieceTurnedWhileDraggedAndCancelledIsBackAsItWas(key: String) {
        var game = SceneDriver(board: .sixByTen)
        game.drag("L", toRow: 1, column: 1)
        let placed = game.modelCells["L"]
        #expect(placed != nil)
        game.press(at: game.grabPoint("L"))
        game.drag(to: game.center(row: 3, column: 5))
        game.key(key)
        game.key("escape")
        game.settle()
        #expect(game.modelCells["L"] == placed)
        game.pictureMatchesModel("after a turned piece was cancelled")
        // A piece dropped next to it must not overlap what is drawn.
        game.drag("I", toRow: 0, column: 0)
        game.pictureMatchesModel("after the next drop")
    }

    @Test(arguments: ["r", "f"])
    func aBoardPieceTurnedWhileCarriedByKeysAndCancelledIsBackAsItWas(key: String) {
        var game = SceneDriver(board: .sixByTen)
        game.drag("F", toRow: 2, column: 2)
        let placed = game.modelCells["F"]
        game.key("tab")  // the focus ring starts on the first piece, F
        game.key("enter")
        game.key(key)
        game.key("escape")
        game.settle()
        #expect(game.modelCells["F"] == placed)
        game.pictureMatchesModel("after a keyboard turn was cancelled")
    }

    @Test func aPieceTurnedByKeysWhereItStartedDropsTurned() {
        var game = SceneDriver(board: .sixByTen)
        game.drag("F", toRow: 2, column: 2)
        let placed = game.modelCells["F"]
        game.key("tab")
        game.key("enter")
        game.key("r")
        game.key("enter")
        game.settle()
        #expect(game.modelCells["F"] != nil && game.modelCells["F"] != placed)
        game.pictureMatchesModel("after a keyboard turn was dropped")
    }

    @Test func theRightButtonDuringADragTurnsThePieceButNeverDropsIt() {
        var game = SceneDriver(board: .sixByTen)
        game.press(at: game.grabPoint("I"))
        game.drag(to: game.center(row: 2, column: 2))
        game.click(.secondary)
        game.settle()
        #expect(game.modelCells.isEmpty, "the right button dropped nothing")
        #expect(game.seen(.place, "drop outline") != nil, "the piece is still carried")
        game.release()
        game.settle()
        #expect(game.modelCells["I"] != nil, "the left button's release drops it")
        game.pictureMatchesModel()
    }

    @Test func aCarriedPieceTurnedAtTheEdgeStaysOnTheBoardAndCanBeDropped() {
        var game = SceneDriver(board: .sixByTen)
        // Tab to the I piece (the second of the twelve), pick it up, four steps right, turn.
        game.key("tab")
        game.key("tab")
        game.key("enter")
        for _ in 0..<4 { game.key("right") }
        game.key("r")
        game.settle()
        let carried = game.piece("I")
        #expect(
            game.board.contains(carried.frame.center) && carried.frame.height > carried.frame.width,
            "the turned piece is over the board, upright")
        #expect(game.shows("can drop here"))
        game.key("left")
        game.key("enter")
        game.settle()
        #expect(game.modelCells["I"] != nil, "Left and Enter still work: it is placed")
        game.pictureMatchesModel()
    }

    @Test func choosingAnotherBoardIsOneUndoStep() throws {
        var game = SceneDriver(board: .sixByTen)
        game.drag("X", toRow: 2, column: 2)
        game.drag("P", toRow: 0, column: 6)
        let before = game.scene.stateDescription
        game.tap(at: try #require(game.control("5×12")).center)
        game.settle()
        #expect(game.scene.board == .fiveByTwelve)
        #expect(game.modelCells.isEmpty)
        #expect(game.shows("Undo brings back your game"))
        game.key("ctrl+z")
        game.settle()
        #expect(game.scene.board == .sixByTen)
        #expect(game.scene.stateDescription == before)
        game.pictureMatchesModel("after undoing a board switch")
        game.key("ctrl+shift+z")
        game.settle()
        #expect(game.scene.board == .fiveByTwelve && game.modelCells.isEmpty)
        game.pictureMatchesModel("after redoing it")
    }

    @Test func aResizeDuringADragMovesTheOutlineToWhereThePieceWouldNowLand() {
        var game = SceneDriver(board: .sixByTen)
        game.press(at: game.grabPoint("T"))
        game.drag(to: game.center(row: 1, column: 1))
        #expect(game.seen(.place, "drop outline") != nil)
        // The pointer stands still while the window changes size.
        game.resize(to: Size(width: 900, height: 700))
        guard let outline = game.seen(.place, "drop outline") else {
            Issue.record("no outline after the resize")
            return
        }
        let piece = game.piece("T")
        #expect(
            outline.frame.center.distance(to: piece.frame.center) < 3 * game.cell,
            "the outline is drawn near the carried piece")
        game.release()
        game.settle()
        #expect(game.modelCells["T"] == outline.value, "it lands where the outline showed")
        game.pictureMatchesModel()
    }

    @Test func resetWhileAPieceIsCarriedByKeysPutsEverythingHome() throws {
        var game = SceneDriver(board: .sixByTen)
        game.drag("X", toRow: 2, column: 2)
        game.key("tab")
        game.key("enter")
        game.key("down")
        game.tap(at: try #require(game.control("Reset")).center)
        game.settle()
        #expect(game.modelCells.isEmpty)
        game.pictureMatchesModel("after a reset mid-carry")
        game.key("enter")  // nothing is carried any more: Enter picks up the focused piece
        game.key("escape")
        game.settle()
        game.pictureMatchesModel()
    }
}
