import Board
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Undo and redo as the shared skeleton wires them: the keys, and the toolbar's buttons
/// enabled only while there is something to take back or put back.
@Suite struct HistoryTests {
    var app = SceneDriver(BoardScene())

    /// Whether the toolbar's button with `title` is drawn enabled.
    func isEnabled(_ title: String) -> Bool {
        app.seen(.control, title)?.value == ""
    }

    /// Moves the first card of To do to the end of Doing with the keyboard.
    mutating func moveACard() {
        app.key("tab")
        app.key("enter")
        app.key("right")
        app.key("down")
        app.key("enter")
        app.settle()
    }

    @Test mutating func theButtonsFollowTheHistoryAndUndoAndRedoTheMove() {
        #expect(!isEnabled("Undo") && !isEnabled("Redo"))
        moveACard()
        let moved = app.scene.board
        #expect(moved != .sample)
        #expect(isEnabled("Undo") && !isEnabled("Redo"))
        app.tap(at: app.seen(.control, "Undo")!.frame.center)
        app.settle()
        #expect(app.scene.board == .sample)
        #expect(app.scene.announcement == "Undone.")
        #expect(!isEnabled("Undo") && isEnabled("Redo"))
        #expect(same(app.columnsSeen, app.columnsInModel))
        app.tap(at: app.seen(.control, "Redo")!.frame.center)
        app.settle()
        #expect(app.scene.board == moved)
        #expect(isEnabled("Undo") && !isEnabled("Redo"))
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func ctrlYRedoesLikeCtrlShiftZ() {
        moveACard()
        let moved = app.scene.board
        app.key("ctrl+z")
        #expect(app.scene.board == .sample)
        app.key("ctrl+y")
        #expect(app.scene.board == moved)
        app.key("ctrl+y")
        #expect(app.scene.board == moved)
        #expect(app.scene.status == "Nothing to redo.")
    }

    @Test mutating func aLetterThatOpensTheFieldIsNotTypedIntoItEvenAfterATick() {
        app.key("tab")
        app.key("a")
        // A host's frame tick between the key and its text.
        app.scene.handle(.tick(app.time + 0.01))
        app.type("a")
        app.type("Milk")
        app.key("enter")
        #expect(app.scene.board.columns[0].cards.last?.title == "Milk")
    }
}
