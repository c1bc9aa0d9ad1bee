import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// A finger's way to select several cards: a held finger opens a card's menu, Select more
/// makes taps add and take out cards, and a tap outside the cards ends it, keeping them.
@Suite("Board: selecting by taps")
struct BoardSelectingByTapsTests {
    var app = SceneDriver(BoardScene(), size: Size(width: 390, height: 844))

    var selected: [String] {
        app.seen(.item).filter { $0.states.contains(.selected) }.map(\.label)
    }

    @Test mutating func heldFingerThenSelectMoreThenTapsBuildASelection() {
        app.pointerKind = .touch
        app.press(at: app.frame(of: "Plan the week").center)
        app.wait(0.6)
        app.release()
        app.settle()
        app.chooseMenuItem("Select more")
        #expect(selected == ["Plan the week"])
        app.tap(at: app.frame(of: "Call the plumber").center)
        #expect(Set(selected) == ["Plan the week", "Call the plumber"], "a tap adds")
        #expect(app.scene.announcement == "“Call the plumber” selected. 2 cards selected.")
        app.tap(at: app.frame(of: "Plan the week").center)
        #expect(selected == ["Call the plumber"], "a second tap takes it out")
        app.tap(at: app.frame(of: "Buy groceries").center)
        let column = app.frame(ofColumn: "To do")
        app.tap(at: Point(x: column.midX, y: column.maxY - 60))
        #expect(Set(selected) == ["Call the plumber", "Buy groceries"], "kept")
        #expect(app.scene.announcement == "2 cards selected. Drag one to move them all.")
        app.tap(at: app.frame(of: "Plan the week").center)
        #expect(selected.isEmpty, "taps select alone again: one card is shown by its focus")
        #expect(app.scene.status.hasPrefix("“Plan the week” selected"))
        #expect(app.scene.board == .sample, "nothing moved")
    }
}
