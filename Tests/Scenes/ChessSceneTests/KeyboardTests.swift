import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func arrowsMoveACursorAndEnterPicksUpAndDropsWithAnnouncements() {
    var game = ChessDriver()
    game.key("right")
    #expect(game.scene.cursor == .e1, "the cursor starts on the king")
    #expect(game.scene.announcement == "Cursor on e1: white king.")
    game.key("right")
    game.key("right")
    #expect(game.scene.cursor == .g1)
    #expect(game.scene.announcement == "Cursor on g1: white knight.")
    game.key("enter")
    #expect(game.scene.announcement.hasPrefix("Picked up Knight on g1."))
    #expect(game.scene.targets == [.f3, .h3])
    game.key("up")
    #expect(game.scene.announcement == "Knight over g2, cannot drop here.")
    game.key("up")
    game.key("left")
    #expect(game.scene.announcement == "Knight over f3, can drop here.")
    game.key("enter")
    #expect(game.scene.game.sanMoves == ["Nf3"])
    #expect(game.scene.announcement == "Knight g1 to f3. Black to move.")
    game.wait(0.5)
    #expect(isClose(game.drawnCenter(of: "f3")!, game.center("f3"), tolerance: 0.5))
}

@Test func escapePutsACarriedPieceBack() {
    var game = ChessDriver()
    game.key("up")  // cursor on e1
    game.key("up")  // e2
    game.key("enter")
    game.key("up")
    game.key("escape")
    #expect(game.scene.announcement == "Cancelled. Pawn is back on e2.")
    #expect(game.scene.game.moves.isEmpty && game.scene.targets.isEmpty)
    game.wait(0.6)
    #expect(isClose(game.drawnCenter(of: "e2")!, game.center("e2"), tolerance: 0.5))
}

@Test func enterOnAnIllegalSquareKeepsThePieceInHand() {
    var game = ChessDriver()
    game.key("up")
    game.key("up")
    game.key("enter")  // pawn e2
    game.key("right")  // f2: occupied by our own pawn
    game.key("enter")
    #expect(game.scene.announcement == "Pawn cannot be dropped on f2.")
    #expect(game.scene.keyboard.carry != nil)
}

@Test func theKeyboardCannotPickUpTheOtherSidesPieces() {
    var game = ChessDriver()
    game.key("up")
    for _ in 0..<8 { game.key("up") }  // the cursor stops at the edge
    #expect(game.scene.cursor == .e8)
    game.key("enter")
    #expect(game.scene.announcement == "White to move.")
    #expect(game.scene.keyboard.carry == nil)
}
