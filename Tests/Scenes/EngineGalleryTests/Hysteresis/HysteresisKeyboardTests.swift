import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The hysteresis page by keys: the puck inched across a border as a programmatic drag.
@Suite("Hysteresis by keys")
struct HysteresisKeyboardTests {
    /// Picks the puck up by keys and inches it right until the drag is over B; returns
    /// how many steps that took.
    func carryIntoB(_ page: inout HysteresisApp) -> Int {
        page.app.key("tab")
        #expect(page.puck.states.contains(.focused))
        page.app.key("enter")
        #expect(page.puck.states.contains(.grabbed))
        var steps = 0
        while !page.app.scene.announcement.hasPrefix("Puck over B"), steps < 200 {
            page.app.key("right")
            steps += 1
        }
        return steps
    }

    @Test func withNoMarginInchingToAndFroOverTheBorderFlipsTheTargetEachTime() {
        var page = HysteresisApp()
        _ = carryIntoB(&page)
        #expect(page.changes == 1)
        for key in ["left", "right", "left", "right"] { page.app.key(key) }
        #expect(page.changes == 5, "every crossing changes the target")
        page.app.key("enter")
        page.app.settle()
        #expect(page.puck.value == "in B")
        #expect(page.app.scene.announcement == "Let go in B.")
    }

    @Test func withAMarginTheSameStepsKeepTheTarget() {
        var page = HysteresisApp()
        page.setMargin(8)
        page.app.key("escape")  // lets go of the slider
        let steps = carryIntoB(&page)
        #expect(steps > 2)
        #expect(page.changes == 1)
        for key in ["left", "right", "left", "right"] { page.app.key(key) }
        #expect(page.changes == 1, "within the margin the target holds")
        page.app.key("escape")
        page.app.settle()
        #expect(page.puck.value == "in A", "Escape put it back")
        #expect(page.app.scene.announcement == "Put back in A.")
        #expect(page.app.scene.exitRequest == nil)
    }

    @Test func sShakesAndRResetsTheCount() {
        var page = HysteresisApp()
        page.app.key("s")
        #expect(page.app.scene.announcement == "Shaking on the border of A and B.")
        page.app.wait(2)
        #expect(page.changes > 2, "the shake trembles across the border with no margin")
        page.app.key("s")
        #expect(page.app.scene.announcement == "Shake stopped.")
        page.app.key("r")
        #expect(page.changes == 0)
    }
}
