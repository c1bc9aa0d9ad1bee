import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func clickAPieceThenATargetMovesIt() {
    var game = ChessApp()
    let knight = game.label(on: "g1")
    game.tap("g1")
    #expect(game.targets == ["f3", "h3"])
    #expect(game.heard == "Selected Knight on g1. Tap where it should go.")
    game.tap("f3")
    #expect(game.moves == ["Nf3"])
    #expect(game.targets.isEmpty)
    game.wait(0.5)
    #expect(isClose(game.drawnCenter(knight)!, game.center("f3"), tolerance: 0.5))
}

@Test func clickingTheSelectedPieceAgainDeselectsIt() {
    var game = ChessApp()
    game.tap("e2")
    #expect(game.selected == "e2")
    game.tap("e2")
    #expect(game.selected == nil && game.targets.isEmpty)
}

@Test func clickingAnotherOwnPieceSelectsItAndAnIllegalSquareSelectsNothing() {
    var game = ChessApp()
    game.tap("e2")
    game.tap("d2")
    #expect(game.selected == "d2")
    game.tap("d5")
    #expect(game.selected == nil)
    #expect(game.moves.isEmpty)
    #expect(game.fen == Position.initial.fen)
}

@Test func clickingTheRookCastlesWhenTheKingIsSelected() {
    var game = ChessApp(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    game.tap("e1")
    game.tap("a1")
    #expect(game.moves == ["O-O-O"])
}
