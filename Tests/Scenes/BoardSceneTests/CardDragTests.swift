import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

@Suite struct CardDragTests {
    var app = SceneDriver(BoardScene())

    @Test mutating func aCardDraggedToAnotherColumnLandsWhereTheGapWas() {
        let doing = frame(ofColumn: "Doing")
        let report = app.frame(of: "Write the report")
        app.pickUp("Call the plumber", andHoldAt: Point(x: doing.midX, y: report.minY + 4))
        app.wait(0.6)
        // The gap opened above the report: it glided down by the dragged card's height.
        let moved = app.frame(of: "Write the report")
        #expect(moved.minY > report.minY + 40)
        #expect(app.seen(.place, "Trash") != nil)
        app.release()
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Call the plumber", "Write the report"])
        #expect(app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        #expect(app.seen(.place, "Trash") == nil)
    }

    func frame(ofColumn title: String) -> Rect { app.frame(ofColumn: title) }

    @Test mutating func aCardIsReorderedWithinItsColumn() {
        let plan = app.frame(of: "Plan the week")
        app.drag(
            from: app.frame(of: "Call the plumber").center, to: Point(x: plan.midX, y: plan.minY))
        #expect(
            app.cardsSeen(in: "To do") == ["Call the plumber", "Plan the week", "Buy groceries"])
        app.key("ctrl+z")
        app.settle()
        #expect(
            app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries", "Call the plumber"])
        app.key("ctrl+shift+z")
        app.settle()
        #expect(
            app.cardsSeen(in: "To do") == ["Call the plumber", "Plan the week", "Buy groceries"])
    }

    @Test mutating func theColumnUnderADraggedCardIsHighlighted() {
        let done = app.frame(ofColumn: "Done")
        let water = app.frame(of: "Water the plants")
        app.pickUp("Plan the week", andHoldAt: Point(x: done.midX, y: done.maxY - 10))
        app.wait(0.5)
        // The gap opened in Done, below its one card.
        #expect(app.frame(ofColumn: "Done").height > done.height + 40)
        // (The card passed over Water's place on its way: it may still be settling back.)
        #expect(isClose(app.frame(of: "Water the plants"), water, tolerance: 0.01))
        let fills = app.list.items.filter {
            if case .stroke(.roundedRect, let stroke) = $0.content {
                return stroke.color == Theme.standard.accent && stroke.width == 2
            }
            return false
        }
        #expect(!fills.isEmpty)
        app.release()
        app.settle()
        #expect(app.cardsSeen(in: "Done") == ["Water the plants", "Plan the week"])
    }

    @Test mutating func escapeCancelsAndEverythingGlidesBack() {
        let before = app.list.seen(.item)
        app.pickUp("Buy groceries", andHoldAt: app.frame(ofColumn: "Done").center)
        app.wait(0.5)
        app.key("escape")
        app.release()
        app.settle()
        #expect(app.scene.board == .sample)
        // Where each card is drawn and what it says (the focus ring may have moved to it).
        let drawn = { (items: [SeenElement]) in items.map { "\($0.label) \($0.frame) \($0.value)" }
        }
        #expect(drawn(app.list.seen(.item)) == drawn(before))
    }

    @Test mutating func aCardLetGoOutsideTheColumnsGoesBack() {
        app.drag(from: app.frame(of: "Buy groceries").center, to: Point(x: 1100, y: 500))
        #expect(app.scene.board == .sample)
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func theTrashDeletesAndUndoBringsTheCardBack() {
        app.press(at: app.frame(of: "Buy groceries").center)
        app.drag(to: Point(x: 600, y: 600))
        let trash = app.seen(.place, "Trash")!.frame
        app.drag(to: trash.center)
        #expect(app.seen(.place, "Trash")?.value == "over")
        #expect(app.shows("Release to delete"))
        app.release()
        app.settle()
        #expect(app.scene.board.cardCount == 4)
        #expect(app.seen(.item, "Buy groceries") == nil)
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample)
        #expect(
            app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries", "Call the plumber"])
    }

    @Test mutating func aSecondButtonDoesNotEndTheDrag() {
        let doing = app.frame(ofColumn: "Doing")
        app.pickUp("Plan the week", andHoldAt: Point(x: doing.midX, y: doing.maxY - 10))
        app.click(.secondary)
        app.click(.middle)
        // Still dragging: the trash shows, and the card follows the pointer.
        #expect(app.seen(.place, "Trash") != nil)
        let held = app.frame(of: "Plan the week")
        app.move(to: Point(x: app.pointer.x + 10, y: app.pointer.y))
        #expect(abs(app.frame(of: "Plan the week").midX - held.midX - 10) < 0.5)
        app.release()
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Plan the week"])
    }

    @Test mutating func anEmptyColumnSaysWhereToDrop() {
        app.drag(
            from: app.frame(of: "Water the plants").center, to: app.frame(ofColumn: "Doing").center)
        #expect(app.cardsSeen(in: "Done") == [])
        #expect(app.shows("Drop cards here"))
        app.drag(
            from: app.frame(of: "Plan the week").center, to: app.frame(ofColumn: "Done").center)
        #expect(app.cardsSeen(in: "Done") == ["Plan the week"])
    }

    @Test mutating func aColumnIsDraggedByItsHeader() {
        let todo = app.frame(ofColumn: "To do")
        let done = app.frame(ofColumn: "Done")
        app.press(at: Point(x: done.minX + 60, y: done.minY + 20))
        app.drag(to: Point(x: todo.minX + 40, y: todo.minY + 20))
        app.wait(0.5)
        // The other columns glided aside: To do is now where Doing was.
        #expect(app.frame(ofColumn: "To do").minX > todo.minX + 100)
        app.release()
        app.settle()
        #expect(app.columnsSeen.map { $0.column } == ["Done", "To do", "Doing"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        app.key("ctrl+z")
        app.settle()
        #expect(app.columnsSeen.map { $0.column } == ["To do", "Doing", "Done"])
    }
}
