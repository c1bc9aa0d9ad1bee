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
        #expect(disabled == ["Move up", "Move to top"], "the first card cannot go higher")
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
            #expect(app.menuItems.count == 6)
            for row in app.menuItems {
                #expect(window.contains(row.frame), "\(row.label) at \(size)")
                if TouchTarget.isPhoneSized(size) { #expect(row.frame.height >= 44) }
            }
        }
    }
}
