import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func arrowsMoveACursorAndEnterPicksUpAndDropsWithAnnouncements() {
    var game = ChessApp()
    let knight = game.label(on: "g1")
    #expect(game.cursor == nil)
    game.key("up")
    #expect(game.cursor == "e1", "the cursor starts on the king")
    #expect(game.heard == "Cursor on e1: white king.")
    game.key("right")
    game.key("right")
    #expect(game.cursor == "g1")
    #expect(game.heard == "Cursor on g1: white knight.")
    game.key("enter")
    #expect(game.heard.hasPrefix("Picked up Knight on g1."))
    #expect(game.targets == ["f3", "h3"])
    game.key("up")
    #expect(game.heard == "Knight over g2, cannot drop here.")
    game.key("up")
    game.key("left")
    #expect(game.heard == "Knight over f3, can drop here.")
    game.key("enter")
    #expect(game.moves == ["Nf3"])
    #expect(game.heard == "Knight g1 to f3. Black to move.")
    game.wait(0.5)
    #expect(isClose(game.drawnCenter(knight)!, game.center("f3"), tolerance: 0.5))
}

@Test func escapePutsACarriedPieceBack() {
    var game = ChessApp()
    game.key("up")  // cursor on e1
    game.key("up")  // e2
    game.key("enter")
    game.key("up")
    game.key("escape")
    #expect(game.heard == "Cancelled. Pawn is back on e2.")
    #expect(game.moves.isEmpty && game.targets.isEmpty)
    #expect(game.fen == Position.initial.fen)
    game.wait(0.6)
    #expect(game.isDrawn("white pawn", on: "e2"))
}

@Test func enterOnAnIllegalSquareKeepsThePieceInHand() {
    var game = ChessApp()
    game.key("up")
    game.key("up")
    game.key("enter")  // pawn e2
    game.key("right")  // f2: occupied by our own pawn
    game.key("enter")
    #expect(game.heard == "Pawn cannot be dropped on f2.")
    #expect(game.lifted?.value == "white pawn", "still in hand")
    #expect(game.selected == "e2" && game.targets == ["e3", "e4"])
    #expect(game.fen == Position.initial.fen)
}

@Test func theKeyboardCannotPickUpTheOtherSidesPieces() {
    var game = ChessApp()
    game.key("up")
    for _ in 0..<8 { game.key("up") }  // the cursor stops at the edge
    #expect(game.cursor == "e8")
    game.key("enter")
    #expect(game.heard == "White to move.")
    #expect(game.lifted == nil && game.selected == nil && game.targets.isEmpty)
}
