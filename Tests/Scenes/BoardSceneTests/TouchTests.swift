import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// A finger on the board: it drags a card only after holding it still a moment
/// (`ActivationRule.touchPress`), so a quick swipe over the cards pans the columns; a
/// flick of the row glides on and comes to rest within it. A mouse still drags at once.
@Suite struct TouchTests {
    static let phone = Size(width: 390, height: 844)

    @Test func aQuickSwipeOverACardPansTheColumnsAndMovesNoCard() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.pointerKind = .touch
        let todo = app.frame(ofColumn: "To do")
        let card = app.frame(of: "Plan the week").center
        app.drag(from: card, to: card + Vector(dx: -150, dy: 0))
        #expect(app.scene.board == .sample, "no card moved")
        #expect(app.frame(ofColumn: "To do").minX < todo.minX - 100, "the row panned")
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aCardHeldAMomentThenMovedGoesToAnotherColumn() {
        var app = SceneDriver(BoardScene())
        app.pointerKind = .touch
        let doing = app.frame(ofColumn: "Doing")
        let report = app.frame(of: "Write the report")
        app.press(at: app.frame(of: "Call the plumber").center)
        app.wait(0.3)
        #expect(app.scene.status.hasPrefix("Moving “Call the plumber”"), "\(app.scene.status)")
        app.drag(to: Point(x: doing.midX, y: report.minY + 4))
        app.release()
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Call the plumber", "Write the report"])
        #expect(app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries"])
        #expect(same(app.columnsSeen, app.columnsInModel))
    }

    @Test func aMouseDragsACardAtOnce() {
        var app = SceneDriver(BoardScene())
        let doing = app.frame(ofColumn: "Doing")
        let report = app.frame(of: "Write the report")
        app.drag(
            from: app.frame(of: "Call the plumber").center,
            to: Point(x: doing.midX, y: report.minY + 4), steps: 4)
        #expect(app.cardsSeen(in: "Doing") == ["Call the plumber", "Write the report"])
    }

    @Test func aFlickedRowGlidesFurtherThanTheFingerAndComesToRestWithinTheRow() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.pointerKind = .touch
        let start = PhoneTests.emptySpace(in: app, x: 300)
        app.flick(from: start, to: start + Vector(dx: -80, dy: 0), steps: 4)
        let travelled = app.scene.scrollX
        #expect(isClose(travelled, 80, tolerance: 1), "the row followed the finger")
        var scene = app.scene
        let gliding = scene.advance(to: app.time + SceneDriver<BoardScene>.frame)
        #expect(gliding, "it glides on")
        let settled = app.settle()
        #expect(settled, "and comes to rest")
        let limit = app.scene.row.containers.first?.maxScroll ?? 0
        #expect(app.scene.scrollX > travelled + 40, "a flick carries the row on")
        #expect(app.scene.scrollX <= limit)
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aWildFlickStopsAtTheEndOfTheRow() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.pointerKind = .touch
        let start = PhoneTests.emptySpace(in: app, x: 340)
        app.flick(from: start, to: start + Vector(dx: -200, dy: 0), steps: 2)
        let settled = app.settle()
        #expect(settled)
        let limit = app.scene.row.containers.first?.maxScroll ?? 0
        #expect(limit > 200 && isClose(app.scene.scrollX, limit, tolerance: 0.5))
        let done = app.frame(ofColumn: "Done")
        #expect(done.maxX <= Self.phone.width, "the last column is in view")
    }

    @Test func aCardPickedUpByTheKeysStopsTheGlide() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        app.pointerKind = .touch
        let start = PhoneTests.emptySpace(in: app, x: 300)
        app.flick(from: start, to: start + Vector(dx: -80, dy: 0), steps: 4)
        app.key("tab")
        app.key("enter")
        let carried = app.scene.scrollX
        app.wait(0.5)
        #expect(app.scene.scrollX == carried, "the row stays for the carried card")
        app.key("escape")
    }

    @Test func aMouseDragOnEmptySpaceDoesNotGlide() {
        var app = SceneDriver(BoardScene(), size: Self.phone)
        let start = PhoneTests.emptySpace(in: app, x: 300)
        app.flick(from: start, to: start + Vector(dx: -80, dy: 0), steps: 4)
        app.settle()
        #expect(isClose(app.scene.scrollX, 80, tolerance: 1))
    }
}
