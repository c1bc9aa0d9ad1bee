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
