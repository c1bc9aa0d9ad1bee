import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func theMoveListShowsTheMovesInSANBesideTheBoard() {
    var game = ChessDriver()
    game.play(["e4", "e5", "Nf3", "Nc6", "Bb5"])
    let strings = game.list.strings
    for text in ["1.", "e4", "e5", "2.", "Nf3", "Nc6", "3.", "Bb5"] {
        #expect(strings.contains(text), "\(text)")
    }
    let runs = game.list.textRuns("Bb5")
    #expect(runs.count == 1 && game.scene.layout.moveListFrame.contains(runs[0].position))
}

@Test func undoAndRedoTakeBackAndReplayMovesWithTheirPiecesGliding() {
    var game = ChessDriver()
    game.play(["e4", "d5", "exd5"])
    let taken = game.scene.idHistory.last![.d5]!
    game.key("ctrl+z")
    #expect(game.scene.game.sanMoves == ["e4", "d5"])
    game.wait(0.6)
    #expect(game.scene.look.pose(of: taken)!.opacity > 0.99, "the taken pawn is back")
    #expect(isClose(game.drawnCenter(of: "e4")!, game.center("e4"), tolerance: 0.5))
    game.key("ctrl+z")
    game.key("ctrl+shift+z")
    #expect(game.scene.game.sanMoves == ["e4", "d5"])
    game.key("ctrl+shift+z")
    #expect(game.scene.game.sanMoves == ["e4", "d5", "exd5"])
    game.key("ctrl+shift+z")
    #expect(game.scene.game.moves.count == 3, "nothing more to redo")
    game.key("ctrl+z")
    game.play(["Nf3"])
    #expect(game.scene.redoMoves.isEmpty, "a new move forgets the redo")
}

@Test func theToolbarUndoesRedoesStartsANewGameAndFlipsTheBoard() {
    var game = ChessDriver()
    #expect(game.scene.toolbar.button("undo")?.isEnabled == false)
    game.play(["d4"])
    #expect(game.scene.toolbar.button("undo")?.isEnabled == true)
    game.press(button: "undo")
    #expect(game.scene.game.moves.isEmpty)
    game.press(button: "redo")
    #expect(game.scene.game.sanMoves == ["d4"])
    game.press(button: "flip")
    #expect(game.scene.isFlipped)
    #expect(
        game.scene.layout.frame(of: .h8).maxY == game.scene.layout.boardFrame.maxY,
        "black at the bottom")
    game.wait(0.6)
    #expect(isClose(game.drawnCenter(of: "d4")!, game.center("d4"), tolerance: 0.5))
    game.drag("d7", to: "d5")
    #expect(game.scene.game.sanMoves == ["d4", "d5"], "dragging works on the flipped board")
    game.press(button: "new")
    #expect(game.fen == Position.initial.fen)
    #expect(game.scene.game.moves.isEmpty && game.scene.redoMoves.isEmpty)
    game.wait(0.8)
    for name in ["d2", "d7", "e1"] {
        #expect(isClose(game.drawnCenter(of: name)!, game.center(name), tolerance: 0.5))
    }
}

@Test func aGameKeptWithItsMovesComesBackDrawnAsPlayedAndCanBeUndone() {
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"]
    var replayed = Game()
    for san in moves { try! replayed.play(san: san) }
    var app = SceneDriver(ChessScene(moves: replayed.moves))
    #expect(app.scene.game.position.fen == replayed.position.fen)
    #expect(PicturePlay.mismatches(in: app.scene).isEmpty)
    app.key("ctrl+z")
    app.settle()
    #expect(app.scene.game.sanMoves == Array(moves.dropLast()))
    #expect(PicturePlay.mismatches(in: app.scene).isEmpty, "the taken knight is back on c6")
    var greeted = ChessScene(moves: replayed.moves)
    greeted.say("Welcome back: your game is as you left it.")
    #expect(
        SceneDriver(greeted).shows("Welcome back: your game is as you left it."))
}
