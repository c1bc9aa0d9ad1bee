import Chess
import Geometry
import Gestures
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// Chess played with a finger: a piece follows the finger only after a short press, so a
/// finger that slides at once does not drag; a mouse drags at once as before; prompts
/// speak of taps.
@Suite("Chess by touch")
struct ChessTouchTests {
    @Test("a finger held still for 300 ms on e2 then dragged to e4 plays e4")
    func heldThenDraggedPlays() {
        var game = ChessApp()
        game.pointerKind = .touch
        game.press(at: game.center("e2"))
        game.wait(0.3)
        game.drag(to: game.center("e4"), steps: 10)
        game.release()
        game.settle()
        #expect(game.fen.hasPrefix("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"))
    }

    @Test("a finger that slides off e2 at once does not drag the pawn")
    func slidAtOnceDoesNotDrag() {
        var game = ChessApp()
        game.pointerKind = .touch
        game.press(at: game.center("e2"))
        game.drag(to: game.center("e4"), steps: 4)
        #expect(game.lifted == nil)
        game.release()
        game.settle()
        #expect(game.fen == Position.initial.fen)
        #expect(game.isDrawn("white pawn", on: "e2"))
    }

    @Test("the scene keeps ticking while a finger is held, so the pawn lifts without a move")
    func heldFingerLiftsByTime() {
        var game = ChessApp()
        game.pointerKind = .touch
        game.press(at: game.center("e2"))
        let ticking = game.scene.advance(to: game.time)
        #expect(ticking, "a press waiting for its delay needs ticks")
        game.wait(0.3)
        #expect(game.lifted != nil)
    }

    @Test("a mouse still drags at once")
    func mouseDragsAtOnce() {
        var game = ChessApp()
        game.press(at: game.center("e2"))
        game.drag(to: game.center("e4"), steps: 4)
        #expect(game.lifted != nil)
        game.release()
        game.settle()
        #expect(game.fen.hasPrefix("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"))
    }

    @Test("a promotion prompt speaks of taps after a touch, of keys after a mouse")
    func promotionWords() {
        let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
        var touch = ChessApp(fen: fen)
        touch.pointerKind = .touch
        touch.press(at: touch.center("a7"))
        touch.wait(0.3)
        touch.drag(to: touch.center("a8"), steps: 6)
        touch.release()
        touch.settle()
        #expect(touch.heard.contains("tap the queen"), "\(touch.heard)")
        #expect(!touch.heard.contains("Escape"))
        var mouse = ChessApp(fen: fen)
        mouse.drag("a7", to: "a8")
        mouse.settle()
        #expect(mouse.heard.contains("Escape cancels"), "\(mouse.heard)")
    }
}
