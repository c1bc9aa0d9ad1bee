import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func theComputerAnswersAMoveAndThePieceGlidesToItsSquare() {
    var game = ChessDriver(black: .computer, level: 1)
    game.drag("e2", to: "e4")
    #expect(game.scene.isThinking)
    game.wait(1)
    #expect(!game.scene.isThinking)
    #expect(game.scene.game.moves.count == 2)
    #expect(game.scene.announcement.hasPrefix("Computer: "))
    game.wait(0.5)
    let reply = game.scene.game.moves[1]
    #expect(
        isClose(game.drawnCenter(of: reply.to.name)!, game.center(reply.to.name), tolerance: 0.5))
}

@Test func thinkingIsSpreadOverFramesAndAnimationsKeepRunning() {
    // White (the computer, level 3) must find its move while black's last move still glides.
    var game = ChessDriver(
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3", white: .computer,
        level: 3)
    game.drag("g8", to: "f6")
    let id = game.scene.ids[.f6]!
    var frames = 0
    var positions: [Point] = []
    while game.scene.isThinking && frames < 600 {
        game.wait(1.0 / 60)
        frames += 1
        if frames <= 10 { positions.append(game.scene.look.pose(of: id)!.position) }
    }
    #expect(frames > 3, "the search took several frames, \(frames)")
    #expect(
        Set(positions.map { "\($0)" }).count > 3,
        "the knight kept gliding while the computer thought")
    #expect(game.scene.game.moves.count == 2)
    #expect(frames * ChessScene.nodesPerFrame >= game.scene.game.moves.count)
}

@Test func aPieceOfTheComputersSideCannotBeTouchedAndTheStatusSaysSo() {
    var game = ChessDriver(white: .computer, level: 3)
    #expect(game.scene.isThinking, "the computer opens")
    game.click("e2")
    #expect(game.scene.notice == "The computer plays White and is thinking.")
    #expect(game.scene.liftedFrom == nil)
    game.wait(3)
    #expect(game.scene.game.moves.count == 1)
}

@Test func thePickerChoosesWhichSideTheComputerPlaysAndTheLevel() {
    var game = ChessDriver()
    game.choose(2, in: "computer")  // Black
    #expect(game.scene.black == .computer && game.scene.white == .human)
    game.choose(2, in: "level")
    #expect(game.scene.level == 3)
    game.play(["d4"])
    game.wait(2)
    #expect(game.scene.game.moves.count == 2)
    game.choose(0, in: "computer")  // Nobody
    game.play(["c4"])
    game.wait(1)
    #expect(game.scene.game.moves.count == 3, "nobody answers now")
}

@Test func undoAgainstTheComputerTakesBackToYourOwnTurn() {
    var game = ChessDriver(black: .computer, level: 1)
    game.play(["e4"])
    game.wait(1)
    #expect(game.scene.game.moves.count == 2)
    game.key("ctrl+z")
    #expect(game.scene.game.moves.isEmpty)
    #expect(!game.scene.isThinking)
    game.key("ctrl+shift+z")
    #expect(game.scene.game.moves.count == 2)
}

@Test func theComputerCanPlayBothSides() {
    var game = ChessDriver(white: .computer, black: .computer, level: 1)
    game.wait(3)
    #expect(game.scene.game.moves.count >= 4)
}

@Test func playingBlackAgainstTheComputerTheBoardStartsSeenFromBlacksSide() {
    var app = SceneDriver(ChessScene(white: .computer, black: .human, level: 1))
    #expect(app.scene.isFlipped)
    let a1 = app.seen(.place, "a1")!.frame
    let h8 = app.seen(.place, "h8")!.frame
    #expect(a1.minY < h8.minY && a1.minX > h8.minX, "a1 top right, h8 bottom left")
    // The computer's first move lands at the top; black's pieces stay at the bottom.
    app.wait(1.5)
    app.settle()
    #expect(app.scene.game.moves.count == 1)
    let blackKing = app.seen(.item).first { $0.value == "black king" }!
    #expect(blackKing.frame.midY > app.seen(.place, "e4")!.frame.midY)
    #expect(PicturePlay.mismatches(in: app.scene).isEmpty)

    for (white, black) in [
        (ChessScene.Player.human, ChessScene.Player.human), (.human, .computer),
        (.computer, .computer),
    ] {
        #expect(!ChessScene(white: white, black: black).isFlipped, "white at the bottom")
    }
}
