import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// The board on a phone held upright (390×844), used by hand: a column takes most of the
/// width, the row of columns pans under a swipe on empty space, and a card held at the
/// edge scrolls the row, so a column that starts off-screen can be reached and filled.
@Suite struct PhoneTests {
    static let phone = Size(width: 390, height: 844)

    /// A point on empty space below the columns' cards and add buttons, in the board area.
    static func emptySpace(in app: SceneDriver<BoardScene>, x: Double) -> Point {
        let bottom = app.list.seen(.place).map { $0.frame.maxY }.max() ?? 0
        return Point(x: x, y: bottom + 40)
    }

    @Test func aColumnTakesMostOfAPhonesWidthAndTheNextPeeksIn() {
        let app = SceneDriver(BoardScene(), size: Self.phone)
        let todo = app.frame(ofColumn: "To do")
        let doing = app.frame(ofColumn: "Doing")
        #expect(todo.width >= 0.6 * Self.phone.width && todo.minX >= 0)
        #expect(doing.minX < Self.phone.width, "the next column shows its edge")
        #expect(doing.maxX > Self.phone.width, "and runs on past the window")
        #expect(app.frame(ofColumn: "Done").minX > Self.phone.width, "the last starts off-screen")
    }

    @Test func aSwipeOnEmptySpacePansTheRowAndACardMovesToAColumnThatWasOffScreen() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        let before = app.scene.board.text
        let start = Self.emptySpace(in: app, x: 340)
        #expect(start.y < Self.phone.height - 40, "there is empty space below the columns")
        // Two swipes to the left, as a thumb makes them.
        app.drag(from: start, to: Point(x: 40, y: start.y))
        app.drag(from: start, to: Point(x: 40, y: start.y))
        let done = app.frame(ofColumn: "Done")
        #expect(done.minX >= 0 && done.maxX <= Self.phone.width, "the last column is in view")
        #expect(app.scene.board.text == before, "a pan changes nothing on the board")
        // The column before it still peeks in at the left: a card is dragged from there.
        let report = app.frame(of: "Write the report")
        #expect(report.maxX > 20)
        let grab = Point(x: max(report.maxX - 20, 4), y: report.midY)
        app.drag(
            from: grab, to: Point(x: done.midX, y: app.frame(of: "Water the plants").maxY + 20))
        #expect(app.cardsSeen(in: "Done") == ["Water the plants", "Write the report"])
        #expect(app.scene.board.columns[2].cards.map { $0.title }.contains("Write the report"))
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aSwipeBackPansTheRowBackAndStopsAtItsStart() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        let todo = app.frame(ofColumn: "To do")
        let start = Self.emptySpace(in: app, x: 340)
        app.drag(from: start, to: Point(x: 140, y: start.y))
        #expect(isClose(app.frame(ofColumn: "To do").minX, todo.minX - 200, tolerance: 1))
        app.drag(from: Point(x: 40, y: start.y), to: Point(x: 380, y: start.y))
        #expect(app.frame(ofColumn: "To do") == todo, "no further than the first column")
    }

    @Test func aCardHeldAtTheRightEdgeOfAPhoneScrollsTheRowToTheLastColumn() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.pickUp("Plan the week", andHoldAt: Point(x: Self.phone.width - 30, y: 200))
        app.wait(2)
        let done = app.frame(ofColumn: "Done")
        #expect(done.maxX <= Self.phone.width + 1 && done.minX >= 0, "the row came to its end")
        app.release()
        app.settle()
        #expect(app.scene.board.columns[2].cards.map { $0.title }.contains("Plan the week"))
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aTapOnEmptySpaceIsNoPan() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        let todo = app.frame(ofColumn: "To do")
        app.tap(at: Self.emptySpace(in: app, x: 200))
        #expect(app.frame(ofColumn: "To do") == todo)
    }

    @Test func aTappedCardSaysWhatAFingerCanDoAndAClickedOneWhatAMouseCan() {
        var touch = SceneDriver(BoardScene(), size: Self.phone)
        touch.pointerKind = .touch
        touch.tap(at: touch.frame(of: "Plan the week").center)
        #expect(touch.scene.status.contains("double-tap to rename"), "\(touch.scene.status)")
        #expect(!touch.scene.status.contains("Delete"), "a phone has no Delete key")
        var mouse = SceneDriver(BoardScene(), size: Size(width: 1280, height: 800))
        mouse.tap(at: mouse.frame(of: "Plan the week").center)
        #expect(mouse.scene.status.contains("double-click to rename"), "\(mouse.scene.status)")
    }

    @Test func theGreetingSpeaksOfTapsAfterAFingerAndOfClicksAfterAMouse() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        #expect(app.scene.status.contains("Double-click to rename"), "\(app.scene.status)")
        app.pointerKind = .touch
        app.tap(at: Self.emptySpace(in: app, x: 200))
        #expect(app.scene.status.contains("Double-tap to rename"), "\(app.scene.status)")
        #expect(!app.scene.status.contains("Tab and Enter"), "a phone has no Tab key")
        app.pointerKind = .mouse
        app.tap(at: Self.emptySpace(in: app, x: 200))
        #expect(app.scene.status.contains("Double-click to rename"), "\(app.scene.status)")
    }

    @Test func anotherStatusStaysWhenTheDeviceChanges() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.tap(at: app.frame(of: "Plan the week").center)
        let selected = app.scene.status
        app.pointerKind = .touch
        app.tap(at: Self.emptySpace(in: app, x: 200))
        #expect(app.scene.status == selected)
    }
}
