import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// A card held trembling on the line between two places: the gap opened for it may move
/// once, never back and forth (the Board's sortable groups wait `reorderDwell` before the
/// others glide aside).
@Suite("Board: a steady gap")
struct SteadyGapTests {
    @Test func aCardTremblingOnALineDoesNotMakeTheOrderFlicker() {
        var app = SceneDriver(BoardScene())
        let held = app.frame(of: "Write the report").center
        let line = app.frame(of: "Buy groceries").center
        app.press(at: held)
        app.drag(to: line, steps: 20)
        app.wait(0.3)
        var gaps = [app.scene.cards.drag?.gap]
        for step in 0..<90 {
            app.move(to: line + Vector(dx: 0, dy: step % 2 == 0 ? 7 : -7))
            let gap = app.scene.cards.drag?.gap
            if gap != gaps.last { gaps.append(gap) }
        }
        #expect(gaps.count <= 2, "the gap moved \(gaps.count - 1) times: \(gaps)")
        app.release()
        app.settle()
        #expect(same(app.columnsSeen, app.columnsInModel))
    }
}

@Suite("Board: a steady trash")
struct SteadyTrashTests {
    @Test func aCardTremblingOnTheTrashsEdgeDoesNotMakeItFlicker() throws {
        var app = SceneDriver(BoardScene())
        app.press(at: app.frame(of: "Buy groceries").center)
        app.drag(to: Point(x: 640, y: 500), steps: 10)
        let trash = try #require(app.seen(.place, "Trash")).frame
        let edge = Point(x: trash.midX, y: trash.minY)
        app.drag(to: edge + Vector(dx: 0, dy: 2), steps: 6)
        var states = [app.scene.cards.drag?.isOutside]
        for step in 0..<60 {
            app.move(to: edge + Vector(dx: 0, dy: step % 2 == 0 ? -2 : 2))
            let over = app.scene.cards.drag?.isOutside
            if over != states.last { states.append(over) }
        }
        #expect(states.count <= 2, "the trash's glow changed \(states.count - 1) times")
        app.key("escape")
        app.settle()
        #expect(app.scene.board == .sample)
    }
}
