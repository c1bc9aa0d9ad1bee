import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

/// A second mouse button pressed and released in the middle of a left-button drag
/// changes nothing: the piece stays lifted over the square, no move is played; only the
/// left release plays it, and Escape still cancels.
@Test(arguments: [PointerButton.secondary, .middle])
func aSecondButtonClickedMidDragNeitherPlaysNorCancelsTheMove(button: PointerButton) {
    var app = SceneDriver(ChessScene())
    let layout = app.scene.layout
    app.press(at: layout.frame(of: .g1).center)
    app.drag(to: layout.frame(of: .f3).center)
    app.click(button)
    app.wait(0.5)
    #expect(app.scene.game.moves.isEmpty, "no move played by the \(button) button")
    #expect(app.scene.look.dragged == app.scene.ids[.g1], "the knight is still lifted")
    #expect(app.scene.hover == .f3)
    let knight = app.seen(.item).first {
        $0.value == "white knight" && $0.frame.contains(layout.frame(of: .f3).center)
    }
    #expect(knight != nil, "the knight is drawn under the pointer over f3")
    app.drag(to: layout.frame(of: .f3).center + Vector(dx: 3, dy: 2), steps: 2)
    app.release()
    app.settle()
    #expect(app.scene.game.sanMoves == ["Nf3"], "the left release plays it")
}

@Test func escapeStillCancelsADragAfterASecondButtonClick() {
    var app = SceneDriver(ChessScene())
    let layout = app.scene.layout
    app.press(at: layout.frame(of: .e2).center)
    app.drag(to: layout.frame(of: .e4).center)
    app.click(.secondary)
    app.key("escape")
    app.release()
    app.settle()
    #expect(app.scene.game.moves.isEmpty)
    #expect(app.scene.look.dragged == nil)
}

@Test func aSecondButtonClickNeitherAnswersNorCancelsThePromotionPicker() {
    var app = SceneDriver(ChessScene(start: try! Position(fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")))
    let layout = app.scene.layout
    app.drag(from: layout.frame(of: .a7).center, to: layout.frame(of: .a8).center)
    #expect(app.scene.promotion != nil, "the picker is up")
    let frames = app.scene.promotionChoiceFrames()
    app.press(at: frames[3].center, button: .secondary)
    app.release(button: .secondary)
    app.press(at: layout.frame(of: .e4).center, button: .middle)
    app.release(button: .middle)
    #expect(app.scene.promotion != nil, "still waiting for the choice")
    #expect(app.scene.game.moves.isEmpty)
    app.tap(at: frames[3].center)
    #expect(app.scene.game.sanMoves == ["a8=N"], "the left button chose the knight")
}
