import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func theComputerAnswersAMoveAndThePieceGlidesToItsSquare() {
    var game = ChessApp(black: .computer, level: 1)
    game.drag("e2", to: "e4")
    // Level 1 may answer within the frame of the drop; otherwise it is thinking.
    #expect(game.scene.isThinking || game.moves.count == 2)
    #expect(game.moves.first == "e4")
    game.wait(1)
    #expect(!game.scene.isThinking)
    #expect(game.moves.count == 2)
    #expect(game.heard.hasPrefix("Computer: "))
    game.wait(0.5)
    // The reply's square: the one of the two lit for the last move that has a piece now.
    let position = game.position
    let reply = game.lastMove.first { position.piece(at: Square($0)!) != nil }
    #expect(game.lastMove.count == 2 && reply != nil)
    if let reply, let piece = position.piece(at: Square(reply)!) {
        #expect(piece.side == .black)
        #expect(game.isDrawn(ChessScene.words(for: piece), on: reply))
    }
}

@Test func thinkingIsSpreadOverFramesAndAnimationsKeepRunning() {
    // White (the computer, level 3) must find its move while black's last move still glides.
    var game = ChessApp(
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3", white: .computer,
        level: 3)
    let knight = game.label(on: "g8")
    game.drag("g8", to: "f6")
    var frames = 0
    var positions: [Point] = []
    while game.scene.isThinking && frames < 600 {
        game.wait(1.0 / 60)
        frames += 1
        if frames <= 10 { positions.append(game.drawnCenter(knight)!) }
    }
    #expect(frames > 3, "the search took several frames, \(frames)")
    #expect(
        Set(positions.map { "\($0)" }).count > 3,
        "the knight kept gliding while the computer thought")
    #expect(game.moves.count == 2)
    #expect(frames * ChessScene.nodesPerFrame >= game.moves.count)
}

@Test func aPieceOfTheComputersSideCannotBeTouchedAndTheStatusSaysSo() {
    var game = ChessApp(white: .computer, level: 3)
    #expect(game.scene.isThinking, "the computer opens")
    game.tap("e2")
    #expect(game.strings.contains("The computer plays White and is thinking."))
    #expect(game.selected == nil)
    game.wait(3)
    #expect(game.moves.count == 1)
}

@Test func thePickerChoosesWhichSideTheComputerPlaysAndTheLevel() {
    var game = ChessApp()
    #expect(game.isSelected("Nobody") && game.isSelected("1"))
    game.click("Black")
    #expect(game.isSelected("Black") && !game.isSelected("White") && !game.isSelected("Nobody"))
    game.click("3")
    #expect(game.isSelected("3") && !game.isSelected("1"))
    game.play(["d4"])
    game.wait(2)
    #expect(game.moves.count == 2)
    game.click("Nobody")
    #expect(game.isSelected("Nobody"))
    game.play(["c4"])
    game.wait(1)
    #expect(game.moves.count == 3, "nobody answers now")
}

@Test func undoAgainstTheComputerTakesBackToYourOwnTurn() {
    var game = ChessApp(black: .computer, level: 1)
    game.play(["e4"])
    game.wait(1)
    #expect(game.moves.count == 2)
    game.key("ctrl+z")
    #expect(game.moves.isEmpty)
    #expect(game.fen == Position.initial.fen)
    #expect(!game.scene.isThinking)
    game.key("ctrl+shift+z")
    #expect(game.moves.count == 2)
}

@Test func theComputerCanPlayBothSides() {
    var game = ChessApp(white: .computer, black: .computer, level: 1)
    game.wait(3)
    #expect(game.moves.count >= 4)
}

@Test func playingBlackAgainstTheComputerTheBoardStartsSeenFromBlacksSide() {
    var app = ChessApp(white: .computer, black: .human, level: 1)
    #expect(app.scene.isFlipped)
    let a1 = app.square("a1")
    let h8 = app.square("h8")
    #expect(a1.minY < h8.minY && a1.minX > h8.minX, "a1 top right, h8 bottom left")
    // The computer's first move lands at the top; black's pieces stay at the bottom.
    app.wait(1.5)
    app.settle()
    #expect(app.moves.count == 1)
    let blackKing = app.seen(.item).first { $0.value == "black king" }!
    #expect(blackKing.frame.midY > app.center("e4").y)
    #expect(app.pictureMismatches.isEmpty)

    for (white, black) in [
        (ChessScene.Player.human, ChessScene.Player.human), (.human, .computer),
        (.computer, .computer),
    ] {
        #expect(!ChessScene(white: white, black: black).isFlipped, "white at the bottom")
    }
}
