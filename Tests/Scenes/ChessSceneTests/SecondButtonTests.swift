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
    var app = ChessApp()
    let knight = app.label(on: "g1")
    app.press(at: app.center("g1"))
    app.drag(to: app.center("f3"))
    app.click(button)
    app.wait(0.5)
    #expect(app.moves.isEmpty, "no move played by the \(button) button")
    #expect(app.fen == Position.initial.fen)
    #expect(app.lifted?.label == knight, "the knight is still lifted")
    #expect(app.hovered == "f3")
    #expect(
        app.piece(knight).map { $0.frame.contains(app.center("f3")) } == true,
        "the knight is drawn under the pointer over f3")
    app.drag(to: app.center("f3") + Vector(dx: 3, dy: 2), steps: 2)
    app.release()
    app.settle()
    #expect(app.moves == ["Nf3"], "the left release plays it")
}

@Test func escapeStillCancelsADragAfterASecondButtonClick() {
    var app = ChessApp()
    app.press(at: app.center("e2"))
    app.drag(to: app.center("e4"))
    app.click(.secondary)
    app.key("escape")
    app.release()
    app.settle()
    #expect(app.moves.isEmpty)
    #expect(app.lifted == nil)
    #expect(app.isDrawn("white pawn", on: "e2"))
}

@Test func aSecondButtonClickNeitherAnswersNorCancelsThePromotionPicker() {
    var app = ChessApp(fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
    app.drag(from: app.center("a7"), to: app.center("a8"))
    #expect(!app.promotionChoices.isEmpty, "the picker is up")
    app.click("Promote to knight", button: .secondary)
    app.press(at: app.center("e4"), button: .middle)
    app.release(button: .middle)
    #expect(!app.promotionChoices.isEmpty, "still waiting for the choice")
    #expect(app.moves.isEmpty)
    app.click("Promote to knight")
    #expect(app.moves == ["a8=N"], "the left button chose the knight")
}
