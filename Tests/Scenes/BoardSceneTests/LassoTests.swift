import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// A Shift- or Control-drag on empty space draws a lasso over the cards; a plain one pans.
@Suite("Board: the lasso")
struct BoardLassoTests {
    var app = SceneDriver(BoardScene())

    var selected: Set<String> {
        Set(app.seen(.item).filter { $0.states.contains(.selected) }.map(\.label))
    }

    /// A point on no card and no header, under the left part of the column `title`.
    func below(_ title: String) -> Point {
        let column = app.frame(ofColumn: title)
        return Point(x: column.minX + 30, y: column.maxY + 60)
    }

    @Test mutating func shiftDragSelectsWhatItTouchesAndControlDragToggles() {
        let plumber = app.frame(of: "Call the plumber")
        app.press(at: below("To do"), modifiers: .shift)
        app.drag(to: Point(x: plumber.midX, y: plumber.midY), steps: 8)
        app.release()
        #expect(app.scene.announcement == "1 card selected.")
        let focused = app.seen(.item).filter { $0.states.contains(.focused) }.map(\.label)
        #expect(focused == ["Call the plumber"], "one card caught has the focus")
        let plants = app.frame(of: "Water the plants")
        app.press(at: below("Done"), modifiers: .control)
        app.drag(to: Point(x: plants.midX, y: plants.midY), steps: 8)
        app.release()
        #expect(selected == ["Call the plumber", "Water the plants"])
        #expect(app.scene.board == .sample, "a lasso moves nothing")
    }

    @Test mutating func escapeMidLassoPutsTheSelectionBack() {
        app.tap(at: app.frame(of: "Plan the week").center)
        app.tap(at: app.frame(of: "Water the plants").center, modifiers: .control)
        let report = app.frame(of: "Write the report")
        app.press(at: below("Doing"), modifiers: .shift)
        app.drag(to: report.center, steps: 8)
        #expect(selected == ["Plan the week", "Water the plants", "Write the report"])
        app.key("escape")
        app.release()
        #expect(selected == ["Plan the week", "Water the plants"])
    }
}
