import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The collisions page played without a drag: by keys, each step saying every strategy's
/// pick, and by taps.
@Suite("Collisions without dragging")
struct CollisionsWithoutDragTests {
    @Test func keysMoveTheCardAndEveryStepSaysWhatEachStrategyPicks() {
        var page = CollisionsApp()
        page.app.key("tab")
        #expect(page.app.seen(.item, "Card in OverlapRatio")!.states.contains(.focused))
        page.app.key("enter")
        #expect(page.app.seen(.item, "Card in PointerWithin")!.states.contains(.grabbed))
        for _ in 0..<10 { page.app.key("up") }
        #expect(page.pick("PointerWithin") == "Zone 2")
        #expect(page.pick("CenterWithin") == "Zone 2")
        #expect(
            page.app.scene.announcement.hasPrefix(
                "Card at 290, 196: PointerWithin picks zone 2, CenterWithin picks zone 2,"))
        page.app.key("shift+left")
        #expect(page.app.scene.announcement.hasPrefix("Card at 289, 196:"))
        page.app.key("enter")
        #expect(page.app.scene.announcement.hasPrefix("Let go. Card at 289, 196:"))
        #expect(!page.app.seen(.item, "Card in PointerWithin")!.states.contains(.grabbed))
        #expect(page.pick("CenterWithin") == "Zone 2", "the card stays where it was let go")
    }

    @Test func escapePutsTheCarriedCardBack() {
        var page = CollisionsApp()
        let home = page.card(in: "PointerWithin")
        page.app.focus(.item, "Card in ClosestCenter")
        page.app.key("space")
        for _ in 0..<5 { page.app.key("left") }
        page.app.key("escape")
        #expect(page.card(in: "PointerWithin") == home)
        #expect(page.picks() == ["none", "none", "none", "none", "none"])
        #expect(page.app.scene.announcement.hasPrefix("Put back. Card at 290, 276:"))
        #expect(page.app.scene.exitRequest == nil)
    }

    @Test func aTapOnTheCardThenOnAPanelPutsItThere() {
        var page = CollisionsApp()
        page.app.tap(at: page.card(in: "RectIntersection").center)
        #expect(page.app.seen(.item, "Card in RectIntersection")!.states.contains(.selected))
        page.app.tap(at: page.windowPoint(114, 72, in: "OverlapRatio"))
        #expect(page.picks() == ["Zone 1", "Zone 1", "Zone 1", "Zone 1", "Zone 1"])
        #expect(page.app.scene.announcement.hasPrefix("Placed. Card at 114, 72:"))
        #expect(!page.app.seen(.item, "Card in RectIntersection")!.states.contains(.selected))
    }
}
