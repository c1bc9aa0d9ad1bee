import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// The toolbar reached by keys alone: F10 puts the focus on its first control, the arrows
/// walk it, Enter presses.
@Test func f10AndTheArrowsReachFlipBoardAndEnterPressesIt() {
    var game = ChessApp(size: Size(width: 1600, height: 900))
    game.key("f10")
    #expect(game.control("New game")?.states.contains(.focused) == true)
    var steps = 0
    while game.control("Flip board")?.states.contains(.focused) != true, steps < 12 {
        game.key("right")
        steps += 1
    }
    #expect(game.control("Flip board")?.states.contains(.focused) == true)
    #expect(game.cursor == nil, "the arrows moved the bar's focus, not the board's cursor")
    game.key("enter")
    #expect(game.scene.isFlipped)
    #expect(game.control("Flip board")?.states.contains(.focused) == false)
    game.key("up")
    #expect(game.cursor != nil, "after the press the arrows are the board's again")
}
