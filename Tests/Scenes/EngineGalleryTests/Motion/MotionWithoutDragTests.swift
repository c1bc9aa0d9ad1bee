import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The motion page's dots thrown without dragging: by keys from the focus Tab or a screen
/// reader puts on a dot, and by a tap.
@Suite("Motion without dragging")
struct MotionWithoutDragTests {
    @Test func tabChoosesADotAndRightThrowsItWithTheSpeedOfAFlick() {
        var page = MotionApp()
        page.app.key("tab")
        #expect(page.dot("linear").states.contains(.focused))
        #expect(page.app.scene.announcement.hasPrefix("linear dot, at the left end."))
        page.app.key("tab")
        page.app.key("tab")
        page.app.key("tab")
        page.app.key("tab")
        page.app.key("tab")
        #expect(page.dot("spring 1.0 / 0.4 s").states.contains(.focused))
        page.app.key("right")
        #expect(page.app.scene.announcement == "spring 1.0 / 0.4 s dot thrown right.")
        page.app.wait(0.05)
        #expect(page.progress("spring 1.0 / 0.4 s") > 0.05, "it leaves at the throw's speed")
        #expect(page.progress("linear") == 0, "the others stay")
        page.app.settle()
        #expect(isClose(page.progress("spring 1.0 / 0.4 s"), 1, tolerance: 1e-6))
        page.app.key("left")
        page.app.settle()
        #expect(isClose(page.progress("spring 1.0 / 0.4 s"), 0, tolerance: 1e-6))
    }

    @Test func enterAndATapSendADotAcrossAndSpaceStillPlaysThemAll() {
        var page = MotionApp()
        page.app.focus(.item, "easeOut dot")
        page.app.key("enter")
        page.app.settle()
        #expect(isClose(page.progress("easeOut"), 1, tolerance: 1e-9))
        #expect(page.app.scene.announcement == "easeOut dot sent right.")
        page.app.tap(at: page.dot("easeOut").frame.center)
        page.app.settle()
        #expect(isClose(page.progress("easeOut"), 0, tolerance: 1e-9), "a tap sent it back")
        #expect(page.app.scene.announcement == "easeOut dot sent left.")
        page.app.key("space")
        page.app.settle()
        #expect(isClose(page.progress("linear"), 1, tolerance: 1e-9))
        #expect(isClose(page.progress("easeOut"), 1, tolerance: 1e-9))
    }
}
