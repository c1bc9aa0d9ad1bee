import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Several cards at once: shift-click, ctrl-click, ctrl+a and Space select them; a drag or
/// a keyboard carry of one of them moves them all, as one undo step.
@Suite struct BoardManySelectedTests {
    var app = SceneDriver(BoardScene())

    /// The titles of the cards seen selected (marked as part of a selection of several).
    var selected: [String] {
        app.seen(.item).filter { $0.states.contains(.selected) }.map { $0.label }
    }

    mutating func click(_ card: String) { app.tap(at: app.frame(of: card).center) }

    mutating func shiftClick(_ card: String) {
        app.tap(at: app.frame(of: card).center, modifiers: .shift)
    }

    mutating func ctrlClick(_ card: String) {
        app.tap(at: app.frame(of: card).center, modifiers: .control)
    }

    @Test mutating func shiftClickExtendsCtrlClickTogglesAndAPlainClickSelectsOne() {
        click("Plan the week")
        #expect(selected.isEmpty, "one card is only the focus")
        shiftClick("Call the plumber")
        #expect(selected == ["Plan the week", "Buy groceries", "Call the plumber"])
        #expect(app.scene.status == "3 cards selected: drag one to move them all.")
        ctrlClick("Buy groceries")
        #expect(selected == ["Plan the week", "Call the plumber"])
        ctrlClick("Water the plants")
        #expect(selected == ["Plan the week", "Call the plumber", "Water the plants"])
        click("Plan the week")
        #expect(selected.isEmpty)
    }

    @Test mutating func ctrlASelectsTheColumnThenTheBoardAndEscapeClears() {
        click("Buy groceries")
        app.key("ctrl+a")
        #expect(selected == ["Plan the week", "Buy groceries", "Call the plumber"])
        #expect(app.scene.announcement == "3 cards selected.")
        app.key("ctrl+a")
        #expect(selected.count == 5)
        app.key("escape")
        #expect(selected.isEmpty)
        #expect(app.scene.announcement == "Selection cleared.")
    }

    @Test mutating func draggingASelectedCardToAnotherColumnMovesThemAllInOneUndoStep() {
        click("Plan the week")
        ctrlClick("Call the plumber")
        let report = app.frame(of: "Write the report")
        app.pickUp(
            "Call the plumber",
            andHoldAt: Point(x: app.frame(ofColumn: "Doing").midX, y: report.maxY + 20))
        app.wait(0.4)
        app.release()
        app.settle()
        #expect(
            app.cardsSeen(in: "Doing") == ["Write the report", "Plan the week", "Call the plumber"])
        #expect(app.cardsSeen(in: "To do") == ["Buy groceries"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        #expect(app.scene.status == "Moved 2 cards to Doing, 2 to 3 of 3.")
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample, "one undo step")
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func aSelectionIsReorderedWithinItsColumn() {
        click("Plan the week")
        shiftClick("Buy groceries")
        let plumber = app.frame(of: "Call the plumber")
        app.pickUp("Buy groceries", andHoldAt: Point(x: plumber.midX, y: plumber.maxY + 10))
        app.wait(0.4)
        app.release()
        app.settle()
        #expect(
            app.cardsSeen(in: "To do") == ["Call the plumber", "Plan the week", "Buy groceries"])
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func aSelectionDroppedOnTheTrashIsDeletedInOneUndoStep() {
        click("Plan the week")
        ctrlClick("Write the report")
        app.lift("Write the report")
        let trash = app.seen(.place, "Trash")!.frame.center
        app.drag(to: trash)
        app.release()
        app.settle()
        #expect(app.cardsSeen(in: "To do") == ["Buy groceries", "Call the plumber"])
        #expect(app.cardsSeen(in: "Doing") == [])
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample)
    }

    @Test mutating func spaceSelectsAndEnterCarriesTheSelectionByKeys() {
        app.key("tab")
        app.key("space")
        #expect(app.scene.announcement == "“Plan the week” selected. 1 card selected.")
        app.key("down")
        app.key("down")
        app.key("space")
        #expect(app.scene.announcement == "“Call the plumber” selected. 2 cards selected.")
        app.key("enter")
        #expect(
            app.scene.announcement.hasPrefix("Picked up 2 cards: over To do, position 2 of 3."))
        app.key("right")
        #expect(app.scene.announcement == "2 cards: over Doing, position 2 of 3.")
        app.key("up")
        #expect(app.scene.announcement == "2 cards: over Doing, position 1 of 3.")
        app.key("enter")
        app.settle()
        #expect(app.scene.announcement == "Moved 2 cards to Doing, 1 to 2 of 3.")
        #expect(
            app.cardsSeen(in: "Doing") == ["Plan the week", "Call the plumber", "Write the report"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample)
    }
}
