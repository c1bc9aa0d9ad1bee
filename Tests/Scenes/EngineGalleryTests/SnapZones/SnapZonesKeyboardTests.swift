import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The snap zones played by keys, from the focus a screen reader or Tab puts on a tile.
@Suite("Snap zones by keys")
struct SnapZonesKeyboardTests {
    @Test func aTileTakenOverAZoneByKeysIsCapturedAndSettlesOnItsSnapPoint() throws {
        var page = SnapZonesApp()
        #expect(page.state("B") == "free")
        page.app.focus(.item, "B")
        #expect(page.tile("B").states.contains(.focused))
        page.app.key("enter")
        #expect(page.tile("B").states.contains(.grabbed))
        page.app.key("2")
        #expect(page.state("B") == "held by zone 2", "captured as a dragged tile is")
        #expect(page.app.scene.announcement.hasPrefix("B: captured by zone 2"))
        page.app.key("enter")
        page.app.settle()
        #expect(isClose(page.center("B"), page.snapPoint(2), tolerance: 0.01))
        #expect(page.zoneValue(2) == "holds B")
        #expect(!page.tile("B").states.contains(.grabbed))
    }

    @Test func arrowsCarryATileOutOfItsZoneAndItIsFreeWhereLetGo() throws {
        var page = SnapZonesApp()
        #expect(page.state("A") == "held by zone 1")
        page.app.focus(.item, "A")
        page.app.key("enter")
        for _ in 0..<12 { page.app.key("down") }
        #expect(page.state("A") != "held by zone 1", "escaped the zone by keys")
        page.app.key("enter")
        page.app.settle()
        #expect(page.state("A") == "free")
        #expect(!page.zone(1).contains(page.center("A")))
        // Shift moves a quarter step.
        let before = page.center("A")
        page.app.key("enter")
        page.app.key("shift+left")
        page.app.key("enter")
        page.app.settle()
        #expect(
            isClose(
                page.center("A"), before + Vector(dx: -SnapZonesPage.keyStep / 4, dy: 0),
                tolerance: 0.01))
    }

    @Test func escapePutsACarriedTileBackAndTheSameStepIsSaidAgain() throws {
        var page = SnapZonesApp()
        page.app.focus(.item, "A")
        page.app.key("enter")
        page.app.key("3")
        #expect(page.state("A") == "held by zone 3")
        page.app.key("escape")
        page.app.settle()
        #expect(page.state("A") == "held by zone 1")
        #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01))
        // Tab from the desktop's keyboard: each step counts, also when its words repeat.
        let before = page.app.scene.announcementCount
        page.app.key("tab")
        page.app.key("tab")
        page.app.key("tab")
        page.app.key("tab")
        #expect(page.app.scene.announcementCount == before + 4)
    }
}

/// The snap zones played by taps alone, with no drag (WCAG 2.5.7).
@Suite("Snap zones by taps")
struct SnapZonesTapTests {
    @Test func aTappedTileGoesToTheZoneTappedNext() throws {
        var page = SnapZonesApp()
        #expect(page.state("B") == "free")
        page.app.tap(at: page.center("B"))
        page.app.wait(0.4)
        #expect(page.tile("B").states.contains(.grabbed))
        #expect(page.app.scene.announcement.hasPrefix("Picked up B"))
        page.app.tap(at: page.zone(2).center)
        page.app.settle()
        #expect(page.state("B") == "held by zone 2")
        #expect(isClose(page.center("B"), page.snapPoint(2), tolerance: 0.01))
        #expect(!page.tile("B").states.contains(.grabbed))
    }

    @Test func aTappedTileGoesToASpotOrStaysWhenTappedAgain() throws {
        var page = SnapZonesApp()
        let start = page.center("B")
        page.app.tap(at: start)
        page.app.wait(0.4)
        page.app.tap(at: start + Vector(dx: 2, dy: 2))
        page.app.settle()
        #expect(isClose(page.center("B"), start, tolerance: 0.01), "put down where it was")
        // Out of zone 1 to a free spot: A leaves its zone.
        #expect(page.state("A") == "held by zone 1")
        page.app.tap(at: page.center("A"))
        page.app.wait(0.4)
        let spot = start + Vector(dx: 0, dy: -70)
        page.app.tap(at: spot)
        page.app.settle()
        #expect(page.state("A") == "free")
        #expect(
            page.center("A").distance(to: spot) < 40,
            "A at \(page.center("A")), spot \(spot), B \(start)")
    }

    @Test func zKeyMovesAndResizesAZoneAndItsTileFollows() throws {
        var page = SnapZonesApp()
        let start = page.zone(1)
        page.app.key("z")
        #expect(page.app.seen(.place, "Zone 1")!.states.contains(.focused))
        #expect(page.app.scene.announcement.hasPrefix("Zone 1, at "))
        page.app.key("down")
        page.app.key("right")
        let step = SnapZonesPage.keyStep
        #expect(page.zone(1) == start.offset(by: Vector(dx: step, dy: step)))
        page.app.key("shift+right")
        page.app.key("shift+down")
        #expect(page.zone(1).width == start.width + step)
        #expect(page.zone(1).height == start.height + step)
        page.app.key("enter")
        page.app.settle()
        #expect(page.app.scene.announcement.hasPrefix("Zone 1 kept at "))
        #expect(!page.app.seen(.place, "Zone 1")!.states.contains(.focused))
        #expect(page.state("A") == "held by zone 1")
        #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01), "A followed")
        // The keys keep a zone in the field, as a drag of its name bar does.
        page.app.key("z")
        for _ in 0..<80 { page.app.key("left") }
        #expect(page.zone(1).minX == page.app.scene.snapZones.field.minX)
    }

    @Test func escapePutsAKeyEditedZoneBackAndZWalksTheZonesThenNone() throws {
        var page = SnapZonesApp()
        let start = (page.zone(1), page.zone(2))
        page.app.key("z")
        page.app.key("z")
        #expect(page.app.seen(.place, "Zone 2")!.states.contains(.focused))
        page.app.key("up")
        page.app.key("shift+left")
        #expect(page.zone(2) != start.1)
        page.app.key("escape")
        #expect(page.zone(2) == start.1 && page.zone(1) == start.0)
        #expect(page.app.scene.announcement == "Zone 2 put back where it was.")
        #expect(page.app.scene.exitRequest == nil, "Escape put the zone back, the page stays")
        let third = page.zone(3)
        for _ in 0..<4 { page.app.key("z") }
        #expect(page.app.scene.announcement == "Zones kept where they are.")
        page.app.key("down")
        #expect(page.zone(1) == start.0 && page.zone(2) == start.1 && page.zone(3) == third)
    }
}
