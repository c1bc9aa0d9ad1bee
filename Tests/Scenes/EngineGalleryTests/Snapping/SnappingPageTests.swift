import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The snapping page in a window, read through what it draws.
struct SnappingApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .snapping), size: size)
    }

    func tile(_ panel: String) -> Rect { app.seen(.item, "\(panel) tile")!.frame }
    func area(_ panel: String) -> Rect { app.seen(.place, "\(panel) area")!.frame }
    func verdict(_ panel: String) -> String { app.seen(.place, panel)!.value }
    func magnet(_ n: Int) -> Point { app.seen(.place, "Magnet \(n)")!.frame.center }

    /// The tile's corner relative to its area.
    func corner(_ panel: String) -> Vector { tile(panel).origin - area(panel).origin }
}

@Test func theGridTileLandsOnTheNearestGridPointAndFollowsTheGridSize() {
    var page = SnappingApp()
    let start = page.tile("Grid")
    page.app.press(at: start.center)
    page.app.drag(to: start.center + Vector(dx: 85, dy: 110))
    #expect(
        page.verdict("Grid") == "column 4, row 4", "corner at 32 + 85, 32 + 110, in cells of 32")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.corner("Grid").dx, 128, tolerance: 1e-6))
    #expect(isClose(page.corner("Grid").dy, 128, tolerance: 1e-6))
    // A grid of 64: the tile moves to the nearest point of the new grid.
    page.app.tap(at: page.app.seen(.control, "Grid size")!.frame.center, wait: 0.05)
    page.app.key("end")
    #expect(page.app.seen(.control, "Grid size")!.value == "64 pt")
    page.app.settle()
    #expect(isClose(page.corner("Grid").dx, 128, tolerance: 1e-6))
    page.app.key("left")
    page.app.key("left")  // 56
    page.app.settle()
    #expect(
        isClose(page.corner("Grid").dx, 112, tolerance: 1e-6), "128 is nearest 112 in steps of 56")
}

@Test func aMagnetInRangePullsTheTileAndOneOutOfRangeDoesNot() {
    var page = SnappingApp()
    let start = page.tile("Magnets")
    page.app.press(at: start.center)
    // The tile's centre 10 points from magnet 3 (range 20% of the area's short side).
    let near = page.magnet(3) + Vector(dx: 10, dy: 4)
    page.app.drag(to: near)
    #expect(isClose(page.tile("Magnets").center, page.magnet(3), tolerance: 1e-6), "pulled on")
    #expect(page.verdict("Magnets").hasPrefix("pulled 11 pt"))
    page.app.release()
    page.app.settle()
    #expect(isClose(page.tile("Magnets").center, page.magnet(3), tolerance: 1e-6))
    // Far from every magnet the tile follows the pointer exactly.
    let area = page.area("Magnets")
    let far = Point(x: area.maxX - 40, y: area.maxY - 40)
    page.app.press(at: page.tile("Magnets").center)
    page.app.drag(to: far)
    #expect(isClose(page.tile("Magnets").center, far, tolerance: 1e-6))
    #expect(page.verdict("Magnets") == "no magnet in range")
    page.app.release()
}

@Test func overAnObstacleTheTileGoesToTheNearestFreeCellWithinTheRadius() {
    var page = SnappingApp()
    let cell = page.tile("Nearest free cell").width
    let area = page.area("Nearest free cell")
    func centre(_ column: Int, _ row: Int) -> Point {
        Point(
            x: area.minX + (Double(column) + 0.5) * cell, y: area.minY + (Double(row) + 0.5) * cell)
    }
    // The middle of the 3 × 3 block of obstacles: the nearest free cells are two away;
    // ties go to the upper row.
    page.app.press(at: page.tile("Nearest free cell").center)
    page.app.drag(to: centre(3, 2))
    #expect(page.verdict("Nearest free cell") == "cell 3,0, 10 tried")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.tile("Nearest free cell").center, centre(3, 0), tolerance: 1e-6))
    // With a radius of 1 nothing is free there: the tile goes back where it was.
    page.app.tap(at: page.app.seen(.control, "Search radius")!.frame.center, wait: 0.05)
    page.app.key("home")
    page.app.key("right")
    page.app.key("escape")
    #expect(page.app.seen(.control, "Search radius")!.value == "1 cells")
    page.app.press(at: centre(3, 0))
    page.app.drag(to: centre(3, 2))
    #expect(page.verdict("Nearest free cell") == "nothing free within 1")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.tile("Nearest free cell").center, centre(3, 0), tolerance: 1e-6))
}

@Test func escapeMidDragPutsTheTileBack() {
    var page = SnappingApp()
    let start = page.tile("Grid")
    page.app.press(at: start.center)
    page.app.drag(to: start.center + Vector(dx: 150, dy: 90))
    page.app.key("escape")
    page.app.release()
    page.app.settle()
    #expect(page.tile("Grid") == start)
    #expect(page.app.scene.exitRequest == nil)
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}

@Test(arguments: [Size(width: 640, height: 480), Size(width: 1280, height: 800)])
func tilesRestInsideTheirAreasOnPlacesTheirRulesAllow(size: Size) {
    let page = SnappingApp(size: size)
    for panel in ["Grid", "Magnets", "Nearest free cell"] {
        #expect(page.area(panel).contains(page.tile(panel)), "\(panel)")
        #expect(!page.area(panel).intersects(page.app.seen(.control, "Grid size")!.frame))
    }
    #expect(page.verdict("Grid") == "column 1, row 1")
    #expect(page.verdict("Magnets") == "at rest")
}
