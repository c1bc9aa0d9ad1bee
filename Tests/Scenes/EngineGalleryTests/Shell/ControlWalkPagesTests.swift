import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The gallery's page controls, out of reach of the pages' own keys (Tab walks the tiles),
/// played with F6 and the keys alone, as on the desktop.
@Suite("Page controls by F6")
struct ControlWalkPagesTests {
    /// Presses F6 until the walk stands on the control labelled `label`.
    static func walk(_ app: inout SceneDriver<EngineGalleryScene>, to label: String) {
        for _ in 0..<80 where app.walk.chosen != "control:" + label { app.key("f6") }
        #expect(app.walk.chosen == "control:" + label)
    }

    @Test("the grid size slider takes the arrows once F6 stands on it; Escape lets go")
    func aSliderByKeys() {
        var page = SnappingApp()
        #expect(page.app.seen(.control, "Grid size")?.value == "32 pt")
        Self.walk(&page.app, to: "Grid size")
        page.app.key("right")
        page.app.key("right")
        #expect(page.app.seen(.control, "Grid size")?.value == "40 pt")
        page.app.key("end")
        #expect(page.app.seen(.control, "Grid size")?.value == "64 pt")
        page.app.key("escape")
        #expect(!page.app.walk.isActive)
        page.app.key("left")
        #expect(page.app.seen(.control, "Grid size")?.value == "64 pt", "the arrows left it")
        #expect(page.app.scene.exitRequest == nil)
    }

    @Test("Enter on All or none switches the policy, and the walk stays on the renamed button")
    func aButtonThatRenamesItself() {
        var page = ManyAtOnceApp()
        Self.walk(&page.app, to: "All or none")
        page.app.key("enter")
        page.app.settle()
        #expect(page.app.walk.chosen == "control:Per tile")
        #expect(page.app.walk.ring == page.app.seen(.control, "Per tile")?.frame)
        page.app.key("f6")
        #expect(page.app.walk.chosen == "control:Spread")
        page.app.key("space")
        page.app.settle()
        #expect(page.app.seen(.control, "Stack") != nil)
    }

    @Test("the walk ends when its control goes: another page")
    func theWalkEndsWithItsPage() {
        var page = SnappingApp()
        Self.walk(&page.app, to: "Grid size")
        page.app.key("ctrl+tab")
        page.app.settle()
        page.app.key("right")
        #expect(!page.app.walk.isActive)
    }
}
