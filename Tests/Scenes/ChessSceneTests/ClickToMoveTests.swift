import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func clickAPieceThenATargetMovesIt() {
    var game = ChessDriver()
    game.click("g1")
    #expect(game.scene.targets == [.f3, .h3])
    #expect(game.scene.announcement == "Selected Knight on g1. Tap where it should go.")
    game.click("f3")
    #expect(game.scene.game.sanMoves == ["Nf3"])
    #expect(game.scene.targets.isEmpty)
    game.wait(0.5)
    #expect(isClose(game.drawnCenter(of: "f3")!, game.center("f3"), tolerance: 0.5))
}

@Test func clickingTheSelectedPieceAgainDeselectsIt() {
    var game = ChessDriver()
    game.click("e2")
    #expect(game.scene.liftedFrom == .e2)
    game.click("e2")
    #expect(game.scene.liftedFrom == nil && game.scene.targets.isEmpty)
}

@Test func clickingAnotherOwnPieceSelectsItAndAnIllegalSquareSelectsNothing() {
    var game = ChessDriver()
    game.click("e2")
    game.click("d2")
    #expect(game.scene.liftedFrom == .d2)
    game.click("d5")
    #expect(game.scene.liftedFrom == nil)
    #expect(game.scene.game.moves.isEmpty)
}

@Test func clickingTheRookCastlesWhenTheKingIsSelected() {
    var game = ChessDriver(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    game.click("e1")
    game.click("a1")
    #expect(game.scene.game.sanMoves == ["O-O-O"])
}
