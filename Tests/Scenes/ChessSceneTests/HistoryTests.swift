import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func theMoveListShowsTheMovesInSANBesideTheBoard() {
    var game = ChessApp()
    #expect(game.moves.isEmpty && game.moveListRuns.contains { $0.string == "No moves yet." })
    game.play(["e4", "e5", "Nf3", "Nc6", "Bb5"])
    let shown = game.moveListRuns.map { $0.string }
    for text in ["1.", "e4", "e5", "2.", "Nf3", "Nc6", "3.", "Bb5"] {
        #expect(shown.contains(text), "\(text)")
    }
    #expect(game.moves == ["e4", "e5", "Nf3", "Nc6", "Bb5"])
    let runs = game.list.textRuns("Bb5")
    #expect(runs.count == 1, "drawn once, in the move list")
    #expect(game.moveListPanel.map { $0.minX >= game.board.maxX } == true, "beside the board")
}

@Test func undoAndRedoTakeBackAndReplayMovesWithTheirPiecesGliding() {
    var game = ChessApp()
    game.play(["e4", "d5"])
    let taken = game.label(on: "d5")
    let pawn = game.label(on: "e4")
    game.play(["exd5"])
    game.key("ctrl+z")
    #expect(game.moves == ["e4", "d5"])
    game.wait(0.6)
    #expect(
        game.piece(taken).map { isClose($0.frame.center, game.center("d5"), tolerance: 0.5) }
            == true, "the taken pawn is back")
    #expect(
        game.list.items.allSatisfy { item in
            guard case .text(let run) = item.content, run.string == PieceGlyphs.solid(.pawn)
            else { return true }
            return item.opacity > 0.99
        }, "drawn opaque")
    #expect(isClose(game.drawnCenter(pawn)!, game.center("e4"), tolerance: 0.5))
    game.key("ctrl+z")
    game.key("ctrl+shift+z")
    #expect(game.moves == ["e4", "d5"])
    game.key("ctrl+shift+z")
    #expect(game.moves == ["e4", "d5", "exd5"])
    #expect(!game.isEnabled("Redo"))
    game.key("ctrl+shift+z")
    #expect(game.moves.count == 3, "nothing more to redo")
    game.key("ctrl+z")
    #expect(game.isEnabled("Redo"))
    game.play(["Nf3"])
    #expect(game.moves == ["e4", "d5", "Nf3"])
    #expect(!game.isEnabled("Redo"), "a new move forgets the redo")
    game.key("ctrl+shift+z")
    #expect(game.moves == ["e4", "d5", "Nf3"])
}

@Test func theToolbarUndoesRedoesStartsANewGameAndFlipsTheBoard() {
    var game = ChessApp()
    #expect(game.control("Undo") != nil && !game.isEnabled("Undo"))
    game.play(["d4"])
    #expect(game.isEnabled("Undo"))
    let pawn = game.label(on: "d4")
    game.click("Undo")
    #expect(game.moves.isEmpty)
    game.click("Redo")
    #expect(game.moves == ["d4"])
    game.click("Flip board")
    #expect(game.scene.isFlipped)
    #expect(game.square("h8").maxY == game.board.maxY, "black at the bottom")
    game.wait(0.6)
    #expect(isClose(game.drawnCenter(pawn)!, game.center("d4"), tolerance: 0.5))
    game.drag("d7", to: "d5")
    #expect(game.moves == ["d4", "d5"], "dragging works on the flipped board")
    game.click("New game")
    game.wait(0.3)
    game.clickTopmost("Start")  // two people, no clock: as the game was set up
    #expect(game.fen == Position.initial.fen)
    #expect(game.moves.isEmpty && !game.isEnabled("Redo") && !game.isEnabled("Undo"))
    game.wait(0.8)
    for (name, value) in [("d2", "white pawn"), ("d7", "black pawn"), ("e1", "white king")] {
        #expect(game.isDrawn(value, on: name))
    }
}

@Test func aGameKeptWithItsMovesComesBackDrawnAsPlayedAndCanBeUndone() {
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"]
    var replayed = Game()
    for san in moves { try! replayed.play(san: san) }
    var app = SceneDriver(ChessScene(moves: replayed.moves))
    #expect(app.fen == replayed.position.fen)
    #expect(app.moves == moves)
    #expect(app.pictureMismatches.isEmpty)
    app.key("ctrl+z")
    app.settle()
    #expect(app.moves == Array(moves.dropLast()))
    #expect(app.pictureMismatches.isEmpty, "the taken knight is back on c6")
    var greeted = ChessScene(moves: replayed.moves)
    greeted.say("Welcome back: your game is as you left it.")
    #expect(
        SceneDriver(greeted).shows("Welcome back: your game is as you left it."))
}
