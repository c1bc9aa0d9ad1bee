import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The nested zones played without a drag: by keys from the focus a screen reader or Tab
/// puts on a piece, and by taps.
@Suite("Nested zones without dragging")
struct NestedZonesWithoutDragTests {
    @Test func keysCarryTheCircleIntoTheCirclesOnlyDish() {
        var page = NestedZonesApp()
        page.app.focus(.item, "Circle")
        #expect(page.piece("Circle").states.contains(.focused))
        page.app.key("enter")
        #expect(page.piece("Circle").states.contains(.grabbed))
        #expect(page.app.scene.announcement.hasPrefix("Picked up the circle"))
        #expect(page.app.shows("Circle over Tray: accepted"))
        page.app.key("down")
        #expect(page.app.scene.announcement == "The circle over Circles only, can drop here.")
        page.app.key("enter")
        page.app.settle()
        #expect(page.app.scene.announcement == "Dropped the circle on Circles only.")
        #expect(page.piece("Circle").value == "in Circles only")
        #expect(page.zone("Circles only").frame.contains(page.piece("Circle").frame.center))
        #expect(!page.piece("Circle").states.contains(.grabbed))
    }

    @Test func aRefusingZoneKeepsThePieceCarriedAndEscapePutsItBack() {
        var page = NestedZonesApp()
        let home = page.piece("Square").frame
        page.app.focus(.item, "Square")
        page.app.key("enter")
        page.app.key("down")
        #expect(page.app.scene.announcement == "The square over Circles only, cannot drop here.")
        #expect(page.app.shows("Circles only refuses"))
        let count = page.app.scene.announcementCount
        page.app.key("enter")
        #expect(page.app.scene.announcement == "The square cannot be dropped on Circles only.")
        page.app.key("enter")
        #expect(page.app.scene.announcementCount == count + 2, "a repeated step is said again")
        #expect(page.piece("Square").states.contains(.grabbed), "still carried")
        page.app.key("escape")
        page.app.settle()
        #expect(page.piece("Square").value == "on the shelf")
        #expect(page.piece("Square").frame == home)
        #expect(page.app.scene.exitRequest == nil, "Escape cancelled the carry, not the page")
    }

    @Test func everyZoneCanBeReachedByArrowsAndOnlyAcceptingOnesTakeThePiece() {
        var page = NestedZonesApp()
        page.app.focus(.item, "Star")
        page.app.key("enter")
        var visited: Set<String> = []
        for key in ["down", "right", "up", "down", "left", "up", "right"] {
            page.app.key(key)
            let said = page.app.scene.announcement
            for zone in ["Tray", "Circles only", "Squares only", "Table"]
            where said.contains("over \(zone),") {
                visited.insert(zone)
            }
        }
        #expect(visited == ["Tray", "Circles only", "Squares only", "Table"])
        page.app.key("escape")
    }

    @Test func aTapOnAPieceThenOnAZonePutsItWhereTheTapWas() {
        var page = NestedZonesApp()
        page.app.tap(at: page.piece("Square").frame.center)
        #expect(page.piece("Square").states.contains(.selected))
        #expect(page.app.scene.announcement.hasPrefix("Selected the square on the shelf"))
        // Over the circles-only dish a drop goes to the tray around it: so does a tap.
        let target = page.zone("Circles only").frame.center
        page.app.tap(at: target)
        page.app.settle()
        #expect(page.piece("Square").value == "in Tray")
        #expect(isClose(page.piece("Square").frame.center, target, tolerance: 0.5))
        // A tap on the squares-only box with the circle selected is refused: it stays.
        page.app.tap(at: page.piece("Circle").frame.center)
        let home = page.piece("Circle").frame
        page.app.tap(at: page.zone("Squares only").frame.center)
        page.app.settle()
        #expect(page.app.scene.announcement == "The circle cannot go to Squares only.")
        #expect(page.piece("Circle").frame == home)
        #expect(!page.piece("Circle").states.contains(.selected))
    }
}
