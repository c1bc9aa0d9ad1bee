import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The snapping panels played without a drag: by keys from the focus Tab or a screen
/// reader puts on a tile, and by taps.
@Suite("Snapping without dragging")
struct SnappingWithoutDragTests {
    @Test func keysCarryTheGridTileAndTheGridLandsIt() {
        var page = SnappingApp()
        #expect(isClose(page.corner("Grid").dx, 32, tolerance: 1e-6))
        page.app.focus(.item, "Grid tile")
        page.app.key("enter")
        #expect(page.app.seen(.item, "Grid tile")!.states.contains(.grabbed))
        for _ in 0..<4 { page.app.key("right") }
        #expect(page.app.scene.announcement == "The grid tile: column 2, row 1.")
        for _ in 0..<3 { page.app.key("shift+down") }
        #expect(isClose(page.corner("Grid").dy, 35, tolerance: 1e-6), "shift moves a point")
        page.app.key("enter")
        page.app.settle()
        #expect(page.app.scene.announcement == "Let go: column 2, row 1.")
        #expect(isClose(page.corner("Grid").dx, 64, tolerance: 1e-6))
        #expect(isClose(page.corner("Grid").dy, 32, tolerance: 1e-6), "snapped back onto the grid")
        #expect(!page.app.seen(.item, "Grid tile")!.states.contains(.grabbed))
    }

    @Test func escapePutsACarriedTileBackWithoutLeavingThePage() {
        var page = SnappingApp()
        let start = page.tile("Magnets")
        page.app.key("tab")
        page.app.key("tab")
        #expect(page.app.scene.announcement.hasPrefix("Magnets tile"))
        page.app.key("space")
        for _ in 0..<6 { page.app.key("down") }
        page.app.key("escape")
        page.app.settle()
        #expect(page.tile("Magnets") == start)
        #expect(page.app.scene.announcement.hasPrefix("Put back"))
        #expect(page.app.scene.exitRequest == nil)
    }

    @Test func aTapOnATileThenInItsPanelLandsItThereByTheRule() {
        var page = SnappingApp()
        page.app.tap(at: page.tile("Nearest free cell").center)
        #expect(page.app.seen(.item, "Nearest free cell tile")!.states.contains(.selected))
        // Inside an obstacle (column 3, row 2): the tile lands on the nearest free cell.
        let area = page.area("Nearest free cell")
        let cell = page.tile("Nearest free cell").width
        let obstacle = area.origin + Vector(dx: 3.5 * cell, dy: 2.5 * cell)
        page.app.tap(at: obstacle)
        page.app.settle()
        #expect(page.app.scene.announcement.hasPrefix("Placed the nearest free cell tile: cell "))
        let corner = page.corner("Nearest free cell")
        let column = Int((corner.dx / cell).rounded())
        let row = Int((corner.dy / cell).rounded())
        #expect(!SnappingPage.obstacles.contains(GridCell(column: column, row: row)))
        #expect(abs(column - 3) + abs(row - 2) <= 2, "a cell near the tap")
        #expect(!page.app.seen(.item, "Nearest free cell tile")!.states.contains(.selected))
    }

    @Test func aTapOutsideItsPanelLeavesTheTile() {
        var page = SnappingApp()
        let start = page.tile("Grid")
        page.app.tap(at: start.center)
        page.app.tap(at: page.area("Magnets").center)
        page.app.settle()
        #expect(page.tile("Grid") == start)
        #expect(page.app.scene.announcement == "The grid tile stays: tap inside its own panel.")
    }
}
