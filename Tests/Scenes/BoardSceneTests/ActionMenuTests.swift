import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// A card's action menu: every move a drag makes, without dragging (WCAG 2.5.7).
@Suite struct BoardActionMenuTests {
    var app = SceneDriver(BoardScene())

    @Test mutating func aRightClickOpensTheMenuOfTheCardUnderThePointer() {
        app.rightClick(at: app.frame(of: "Buy groceries").center)
        #expect(
            app.menuTitles == [
                "Move to Doing", "Move to Done", "Move up", "Move down", "Move to top", "Delete",
                "Select more", "Move the column left", "Move the column right",
            ])
        #expect(app.focusedMenuItem == nil, "a pointer opens it with nothing highlighted")
        let menu = app.menuItems.map { $0.frame }.reduce(app.menuItems[0].frame) { $0.union($1) }
        #expect(!menu.intersects(app.frame(of: "Buy groceries")), "beside the card, not over it")
        app.chooseMenuItem("Move to Done")
        app.settle()
        #expect(app.menuTitles.isEmpty)
        #expect(app.cardsSeen(in: "Done") == ["Water the plants", "Buy groceries"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        #expect(app.scene.announcement == "Moved “Buy groceries” to Done, 2 of 2.")
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample, "one undo step")
    }

    @Test mutating func shiftF10OnTheFocusedCardOpensItAndTheKeysChoose() {
        app.key("tab")
        app.key("shift+f10")
        #expect(app.focusedMenuItem == "Move to Doing", "the keyboard starts on the first row")
        app.key("down")
        #expect(app.focusedMenuItem == "Move to Done")
        app.key("enter")
        app.settle()
        #expect(app.cardsSeen(in: "Done") == ["Water the plants", "Plan the week"])
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func theMenuKeyOpensItAndDisabledRowsAreSkipped() {
        app.key("tab")
        app.key("menu")
        let disabled = app.menuItems.filter { $0.states.contains(.disabled) }.map { $0.label }
        #expect(
            disabled == ["Move up", "Move to top", "Move the column left"],
            "the first card cannot go higher, nor the first column further left")
        app.key("down")
        app.key("down")
        #expect(app.focusedMenuItem == "Move down")
        app.key("space")
        app.settle()
        #expect(
            app.cardsSeen(in: "To do") == ["Buy groceries", "Plan the week", "Call the plumber"])
    }

    @Test mutating func deleteIsUndoable() {
        app.rightClick(at: app.frame(of: "Call the plumber").center)
        app.chooseMenuItem("Delete")
        app.settle()
        #expect(app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries"])
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample)
    }

    @Test mutating func escapeAndAPressOutsideCloseItWithoutActing() {
        app.rightClick(at: app.frame(of: "Buy groceries").center)
        app.key("escape")
        #expect(app.menuTitles.isEmpty)
        #expect(app.scene.exitRequest == nil)
        let outside = app.frame(ofColumn: "Doing").center
        app.rightClick(at: app.frame(of: "Buy groceries").center)
        // The press outside only closes the menu: it neither drags nor pans.
        app.press(at: outside)
        app.drag(to: Point(x: outside.x + 200, y: outside.y), steps: 8)
        app.release()
        app.settle()
        #expect(app.menuTitles.isEmpty)
        #expect(app.scene.board == .sample)
    }

    @Test mutating func aFingerHeldStillOnACardOpensItsMenu() {
        app.pointerKind = .touch
        let card = app.frame(of: "Buy groceries").center
        app.press(at: card)
        app.wait(0.6)
        app.release()
        app.settle()
        #expect(app.menuTitles.contains("Move to Done"))
        #expect(app.scene.board == .sample)
        app.chooseMenuItem("Move to Doing")
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Buy groceries"])
    }

    @Test func theMenuFitsInsideTheWindowWithFingerSizedRowsOnAPhone() {
        for size in [Size(width: 320, height: 480), Size(width: 1280, height: 800)] {
            var app = SceneDriver(BoardScene(), size: size)
            app.key("tab")
            app.key("shift+f10")
            let window = Rect(origin: .zero, size: size)
            #expect(app.menuItems.count == 9)
            for row in app.menuItems {
                #expect(window.contains(row.frame), "\(row.label) at \(size)")
                if TouchTarget.isPhoneSized(size) { #expect(row.frame.height >= 44) }
            }
        }
    }

    /// The columns' titles in the order drawn, left to right.
    var columnOrder: [String] { app.columnsSeen.map { $0.column } }
    /// The card the keys act on.
    var focusedCard: String? {
        app.seen(.item).first { $0.states.contains(.focused) }?.label
    }

    @Test mutating func aRightClickOnAHeaderMovesTheColumnWithoutADrag() {
        #expect(columnOrder == ["To do", "Doing", "Done"])
        let header = app.frame(ofColumn: "Doing")
        app.rightClick(at: Point(x: header.midX, y: header.minY + 12))
        #expect(
            app.menuTitles == ["Move left", "Move right", "Move to the start", "Move to the end"])
        app.chooseMenuItem("Move right")
        app.settle()
        #expect(columnOrder == ["To do", "Done", "Doing"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        #expect(app.scene.announcement == "Moved the column “Doing” to place 3 of 3.")
        app.rightClick(at: Point(x: app.frame(ofColumn: "Doing").midX, y: header.minY + 12))
        app.chooseMenuItem("Move to the start")
        app.settle()
        #expect(columnOrder == ["Doing", "To do", "Done"])
        app.key("ctrl+z")
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample, "one undo step each")
    }

    @Test mutating func keysMoveTheFocusedCardsColumnAndItsMenuToo() {
        app.key("tab")
        let focused = focusedCard
        app.key("ctrl+shift+right")
        app.settle()
        #expect(columnOrder == ["Doing", "To do", "Done"])
        #expect(same(app.columnsSeen, app.columnsInModel))
        #expect(focusedCard == focused, "the focus stays on its card")
        app.key("ctrl+shift+left")
        app.key("ctrl+shift+left")
        app.settle()
        #expect(columnOrder == ["To do", "Doing", "Done"], "no further left than the first place")
        app.key("shift+f10")
        // Move to Done, Move down, Delete, Select more, then the column's row; disabled
        // rows are skipped.
        for _ in 0..<5 { app.key("down") }
        #expect(app.focusedMenuItem == "Move the column right")
        app.key("enter")
        app.settle()
        #expect(columnOrder == ["Doing", "To do", "Done"])
    }
}
