import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The million-zones page with all its zones filed, made once (filing a million zones
/// takes seconds in a debug build) and copied by each test: scenes are values.
nonisolated(unsafe) let builtMillionZones: SceneDriver<EngineGalleryScene> = {
    var app = SceneDriver(EngineGalleryScene(page: .millionZones))
    let filing = app.shows("Filing zones in the index")
    #expect(filing, "filed a slice per frame, not all at once")
    app.settle(limit: 120)
    return app
}()

struct MillionZonesApp {
    var app = builtMillionZones

    var field: Rect { app.seen(.place, "All zones")!.frame }
    var viewport: Rect { app.seen(.place, "Field")!.frame }

    /// The lit zone's label and frame, if one is lit.
    var lit: SeenElement? { app.seen(.place).first { $0.value == "lit" } }

    /// The window point at a fraction of zone (row, column): (0.5, 0.5) is its centre.
    func point(row: Int, column: Int, at fx: Double = 0.5, _ fy: Double = 0.5) -> Point {
        let pitch = field.width / 1000
        let zone = 14 / 16 * pitch
        return Point(
            x: field.minX + Double(column) * pitch + pitch / 16 + fx * zone,
            y: field.minY + Double(row) * pitch + pitch / 16 + fy * zone)
    }
}

@Test func allMillionZonesAreFiledAndTheWholeFieldIsInView() {
    let page = MillionZonesApp()
    let count = page.app.seen(.place, "All zones")?.value
    #expect(count == "1,000,000")
    #expect(page.viewport.contains(page.field.outset(by: -0.5)))
    let says = page.app.shows("1,000,000 zones")
    #expect(says)
}

@Test(arguments: [(0, 0), (412, 377), (999, 999), (500, 3)])
func theZoneUnderThePointerIsLitWhenZoomedIn(row: Int, column: Int) {
    var page = MillionZonesApp()
    // Zoom in around the zone until zones are drawn one by one, drag it to the middle of
    // the view, then point at it.
    for _ in 0..<6 { page.app.wheel(dy: 3, at: page.point(row: row, column: column)) }
    page.app.press(at: page.point(row: row, column: column))
    page.app.drag(to: page.viewport.center)
    page.app.release()
    page.app.move(to: page.point(row: row, column: column, at: 0.3, 0.7))
    let lit = page.lit
    #expect(lit?.label == "Zone \(row),\(column)")
    #expect(lit.map { $0.frame.contains(page.app.pointer) } == true)
    // (Expectations read plain values: printing the scene would print a million zones.)
    let explained = page.app.shows(
        "holding 16 zones and tested those 16; a scan would test 1,000,000")
    #expect(explained)
    // In the gap between two zones nothing is lit.
    page.app.move(to: page.point(row: row, column: column, at: 1.07, 0.5))
    #expect(page.lit == nil)
}

@Test func aFrameStaysSmallAtEveryZoom() {
    var page = MillionZonesApp()
    let centre = page.viewport.center
    var counts: [Int] = [page.app.list.items.count]
    for _ in 0..<12 {
        page.app.wheel(dy: 2, at: centre)
        counts.append(page.app.list.items.count)
    }
    #expect(counts.allSatisfy { $0 < 1_200 }, "\(counts)")
    let zoomedIn = page.app.seen(.place, "Field")!.value
    #expect(
        zoomedIn.contains("zones in view, drawn with") && !zoomedIn.contains("blocks"),
        "\(zoomedIn)")
    page.app.key("0")
    #expect(page.viewport.contains(page.field.outset(by: -0.5)), "0 fits the field again")
    let fitted = page.app.seen(.place, "Field")!.value
    #expect(fitted.contains("as blocks of"), "\(fitted)")
}

@Test func draggingPansTheFieldAndEscapeEndsThePan() {
    var page = MillionZonesApp()
    for _ in 0..<4 { page.app.wheel(dy: 3, at: page.viewport.center) }
    let before = page.field
    page.app.press(at: page.viewport.center)
    page.app.drag(to: page.viewport.center + Vector(dx: -120, dy: 80))
    #expect(isClose(page.field.minX, before.minX - 120, tolerance: 1e-6))
    #expect(isClose(page.field.minY, before.minY + 80, tolerance: 1e-6))
    page.app.key("escape")
    page.app.drag(to: page.viewport.center)
    #expect(isClose(page.field.minX, before.minX - 120, tolerance: 1e-6), "the pan ended")
    page.app.release()
    let stays = page.app.scene.exitRequest == nil
    #expect(stays)
    // The field cannot be pushed out of sight.
    page.app.press(at: page.viewport.center)
    page.app.drag(to: page.viewport.center + Vector(dx: 100_000, dy: 0))
    page.app.release()
    #expect(page.field.intersects(page.viewport))
}

/// As a host runs the page: filing ends with the last slice, and the screen then says all
/// are filed (a host that drew only while the page said it moved kept "900,000 of
/// 1,000,000…" on screen).
@Test func theScreenShowsTheFilingFinished() {
    var scene = EngineGalleryScene(page: .millionZones)
    scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
    let shown = lastPictureDrawn(running: &scene, from: 0)
    let words = shown.picture?.strings ?? []
    #expect(!words.contains { $0.contains("Filing zones in the index") }, "\(words)")
    #expect(shown.picture == scene.displayList())
}

@Test func theArrowsPanTheFieldAndLightTheZoneAtTheCentre() {
    var page = MillionZonesApp()
    for _ in 0..<6 { page.app.key("+") }
    let before = page.field
    page.app.key("right")
    #expect(isClose(page.field.minX, before.minX - page.viewport.width / 4, tolerance: 1e-6))
    #expect(isClose(page.field.minY, before.minY, tolerance: 1e-6))
    let lit = page.lit
    #expect(
        lit.map { $0.frame.outset(by: $0.frame.width / 7).contains(page.viewport.center) }
            == true, "the zone nearest the centre")
    // Shift and an arrow: one zone further down.
    let label = lit?.label
    page.app.key("shift+down")
    page.app.key("shift+down")
    let pitch = page.field.width / 1000
    #expect(isClose(page.field.minY, before.minY - 2 * pitch, tolerance: 1e-6))
    #expect(page.lit?.label != label, "two rows on, another zone is lit")
}
