import Board
import StageKit
import TestSupport
import Testing

@testable import BoardScene

@Suite struct KeyboardSortingTests {
    var app = SceneDriver(BoardScene())

    @Test mutating func tabEnterArrowsAndEnterMoveACard() {
        app.key("tab")
        app.key("tab")
        #expect(app.scene.announcement.contains("“Buy groceries”, in To do, 2 of 3"))
        app.key("enter")
        #expect(app.scene.announcement.hasPrefix("Picked up “Buy groceries”. 2 of 3 in To do."))
        app.key("right")
        #expect(app.scene.announcement == "“Buy groceries”: 2 of 2 in Doing.")
        app.key("up")
        #expect(app.scene.announcement == "“Buy groceries”: 1 of 2 in Doing.")
        app.wait(0.5)
        // The card is shown where it would land, with the report glided below it.
        #expect(app.frame(of: "Buy groceries").midY < app.frame(of: "Write the report").minY)
        app.key("enter")
        app.settle()
        #expect(app.scene.announcement == "Dropped “Buy groceries” in Doing, 1 of 2.")
        #expect(app.cardsSeen(in: "Doing") == ["Buy groceries", "Write the report"])
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func escapeCancelsAKeyboardMove() {
        app.key("tab")
        app.key("enter")
        app.key("right")
        app.key("right")
        app.key("escape")
        app.settle()
        #expect(app.scene.board == .sample)
        #expect(app.scene.announcement.hasPrefix("Cancelled"))
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test mutating func arrowsMoveTheFocusAndDeleteRemoves() {
        app.key("tab")
        app.key("down")
        app.key("down")
        app.key("down")
        #expect(app.scene.announcement.contains("“Call the plumber”"))
        app.key("right")
        #expect(app.scene.announcement.contains("“Write the report”"))
        app.key("delete")
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == [])
    }
}
