import DragAndDrop
import StageKit
import TestSupport
import Foundation
import Testing

@testable import EngineGallery

/// The snap-zones page in a window, read through what it draws.
struct SnapZonesApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .snapZones), size: size)
    }

    func tile(_ name: String) -> SeenElement { app.seen(.item, name)! }
    func center(_ name: String) -> Point { tile(name).frame.center }
    func state(_ name: String) -> String { tile(name).value }
    func zone(_ id: Int) -> Rect { app.seen(.place, "Zone \(id)")!.frame }
    func snapPoint(_ id: Int) -> Point { app.seen(.place, "Snap point \(id)")!.frame.origin }
    func zoneValue(_ id: Int) -> String { app.seen(.place, "Zone \(id)")!.value }
    func slider(_ title: String) -> SeenElement { app.seen(.control, title)! }
}

@Test func aFreeTileDraggedIntoAZoneIsCapturedAndPulledOntoItsSnapPoint() {
    var page = SnapZonesApp()
    #expect(page.state("B") == "free")
    page.app.press(at: page.center("B"))
    // Over the zone's top-left part: the pointer stays there, the tile goes to the snap point.
    let inside = Point(x: page.zone(2).minX + 40, y: page.zone(2).minY + 40)
    page.app.drag(to: inside, steps: 20)
    #expect(page.state("B") == "held by zone 2", "captured mid-drag, before any release")
    page.app.wait(1.5)
    #expect(isClose(page.center("B"), page.snapPoint(2), tolerance: 0.5), "held on the snap point")
    #expect(page.app.pointer.distance(to: page.snapPoint(2)) > 30, "while the pointer is elsewhere")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.center("B"), page.snapPoint(2), tolerance: 0.01))
    #expect(page.zoneValue(2) == "holds B")
    #expect(page.app.shows("B: captured by zone 2.") || page.app.shows("B: released"))
}

@Test func aHeldTileDraggedOutEscapesAndItsZoneDoesNotRecaptureItMidDrag() {
    var page = SnapZonesApp()
    #expect(page.state("A") == "held by zone 1")
    let zone = page.zone(1)
    page.app.press(at: page.center("A"))
    let below = Point(x: zone.midX, y: zone.maxY + 160)
    page.app.drag(to: below, steps: 20)
    page.app.wait(0.5)
    #expect(page.state("A") == "escaping zone 1")
    #expect(isClose(page.center("A"), below, tolerance: 0.5), "it follows the pointer again")
    // Back over its own zone, still pressed: it keeps following the pointer.
    let back = Point(x: zone.midX + 30, y: zone.midY - 20)
    page.app.drag(to: back, steps: 20)
    page.app.wait(0.5)
    #expect(page.state("A") == "escaping zone 1", "no recapture mid-drag")
    #expect(isClose(page.center("A"), back, tolerance: 0.5))
    #expect(page.zoneValue(1) == "empty")
    // Let go over it: it springs back onto the snap point.
    page.app.release()
    page.app.settle()
    #expect(page.state("A") == "held by zone 1")
    #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01))
}

@Test func aHeldTileReleasedStillOverItsZoneSpringsBack() {
    var page = SnapZonesApp()
    let start = page.center("A")
    page.app.press(at: start)
    page.app.drag(to: start + Vector(dx: 25, dy: 30), steps: 10)
    #expect(page.state("A") == "held by zone 1")
    #expect(
        isClose(page.center("A"), page.snapPoint(1), tolerance: 0.5), "held in place while near")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01))
    #expect(page.zoneValue(1) == "holds A")
}

@Test func aTileDraggedFromOneZoneToAnotherIsReparented() {
    var page = SnapZonesApp()
    page.app.press(at: page.center("A"))
    page.app.drag(to: page.zone(3).center, steps: 30)
    #expect(page.state("A") == "held by zone 3", "captured by the new zone mid-drag")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.center("A"), page.snapPoint(3), tolerance: 0.01))
    #expect(page.zoneValue(3) == "holds A")
    #expect(page.zoneValue(1) == "empty")
    #expect(page.app.shows("A: released; springs onto zone 3's snap point."))
}

@Test func escapeMidDragPutsTheTileBackInTheZoneItCameFrom() {
    var page = SnapZonesApp()
    page.app.press(at: page.center("A"))
    page.app.drag(to: page.zone(3).center, steps: 30)
    page.app.key("escape")
    page.app.settle()
    #expect(page.state("A") == "held by zone 1")
    #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01))
    #expect(page.app.scene.exitRequest == nil, "Escape cancelled the drag, it did not leave")
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}

/// When a tile dropped `distance` from the snap point should stay within half a point of
/// it: the envelope of the spring's motion, computed here with Foundation-free math of
/// the test's own.
func envelopeTime(dampingRatio zeta: Double, response: Double, distance: Double) -> Double {
    let omega = 2 * Double.pi / response
    var t = 0.0
    while distance / (1 - zeta * zeta).squareRoot() * pow(M_E, -zeta * omega * t) > 0.5 {
        t += 0.001
    }
    return t
}

@Test(arguments: [(0.55, 0.45), (0.3, 0.3), (0.8, 0.9)])
func theSpringSettlesWithinItsExpectedTime(dampingRatio: Double, response: Double) {
    var page = SnapZonesApp()
    // Set the sliders with the keyboard: focus, Home, then Right until the value is shown.
    for (title, value) in [("Damping ratio", dampingRatio), ("Response", response)] {
        page.app.tap(at: page.slider(title).frame.center, wait: 0.05)
        page.app.key("home")
        var presses = 0
        while Double(page.slider(title).value.split(separator: " ")[0])! < value - 1e-9,
            presses < 40
        {
            page.app.key("right")
            presses += 1
        }
        #expect(
            isClose(
                Double(page.slider(title).value.split(separator: " ")[0])!, value, tolerance: 1e-9))
    }
    page.app.key("escape")  // unfocus the slider
    #expect(page.app.scene.exitRequest == nil)
    // Drag B up into zone 2 a frame at a time; stop moving at the frame it is captured.
    let start = page.center("B")
    let stop = page.zone(2).center
    page.app.press(at: start)
    var before = start
    for i in 1...120 where page.state("B") == "free" {
        before = page.center("B")
        page.app.move(to: start.interpolated(to: stop, by: Double(i) / 120))
    }
    #expect(page.state("B") == "held by zone 2")
    // From the capture on, the tile starts from rest where it was and the pointer stays still.
    let distance = before.distance(to: page.snapPoint(2))
    let expected = envelopeTime(dampingRatio: dampingRatio, response: response, distance: distance)
    var elapsed = 0.0
    var lastFar = 0.0
    while elapsed < expected + 1 {
        page.app.wait(1.0 / 60)
        elapsed += 1.0 / 60
        if page.center("B").distance(to: page.snapPoint(2)) > 0.5 { lastFar = elapsed }
    }
    #expect(lastFar <= expected + 1.0 / 60, "settled within the envelope (\(expected) s)")
    #expect(lastFar >= 0.25 * response, "a spring, not a jump")
}

@Test func theCaptureMarginSliderWidensTheEdgeThatCaptures() {
    var page = SnapZonesApp()
    let zone = page.zone(2)
    let side = page.tile("B").frame.width
    // The tile overlaps the zone by 20 points: captured with the default margin of 8…
    let edge = Point(x: zone.midX, y: zone.maxY + side / 2 - 20)
    page.app.press(at: page.center("B"))
    page.app.drag(to: edge, steps: 15)
    #expect(page.state("B") == "held by zone 2")
    page.app.key("escape")
    page.app.settle()
    #expect(page.state("B") == "free")
    // …but not with a margin of 30, chosen by dragging the slider's thumb to its end.
    let slider = page.slider("Capture margin")
    page.app.press(at: slider.frame.center)
    let track = (x: slider.frame.minX + 9, width: slider.frame.width - 18)
    page.app.drag(to: Point(x: track.x + 0.75 * track.width, y: slider.frame.maxY - 10), steps: 5)
    page.app.release()
    #expect(page.slider("Capture margin").value == "30 pt")
    page.app.press(at: page.center("B"))
    page.app.drag(to: edge, steps: 15)
    #expect(page.state("B") == "free", "20 points deep is not deep enough for a margin of 30")
    page.app.release()
}

@Test(arguments: [Size(width: 640, height: 480), Size(width: 1280, height: 800)])
func everythingOnThePageFitsTheWindowWithoutOverlapping(size: Size) {
    let page = SnapZonesApp(size: size)
    let window = Rect(origin: .zero, size: size)
    let controls = page.app.seen(.control)
    let places = page.app.seen(.place).filter { $0.label.hasPrefix("Zone") }
    #expect(places.count == 3)
    #expect(page.app.seen(.item).count == 4)
    for element in controls + places + page.app.seen(.item) {
        #expect(window.contains(element.frame), "\(element.label) is inside the window")
    }
    for (i, a) in places.enumerated() {
        for b in places[(i + 1)...] { #expect(!a.frame.intersects(b.frame)) }
        for control in controls {
            #expect(!a.frame.intersects(control.frame), "\(a.label) / \(control.label)")
        }
    }
}

@Test func movingAZoneByItsNameBarCarriesItsTileAlong() {
    var page = SnapZonesApp()
    let zone = page.zone(1)
    page.app.press(at: Point(x: zone.midX, y: zone.minY + 10))
    page.app.drag(to: Point(x: zone.midX + 40, y: zone.minY + 10 + 200))
    #expect(isClose(page.zone(1).origin, zone.origin + Vector(dx: 40, dy: 200), tolerance: 1e-6))
    #expect(page.state("A") == "held by zone 1")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.snapPoint(1), zone.center + Vector(dx: 40, dy: 200), tolerance: 1e-6))
    #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01), "pulled along")
    // Escape while moving a zone puts it back.
    page.app.press(at: Point(x: page.zone(1).midX, y: page.zone(1).minY + 10))
    page.app.drag(to: page.app.pointer + Vector(dx: 0, dy: 60))
    page.app.key("escape")
    page.app.release()
    #expect(isClose(page.zone(1).origin, zone.origin + Vector(dx: 40, dy: 200), tolerance: 1e-6))
}

@Test func resizingAZoneByItsCornerKeepsItsSnapPointInPlaceWithinIt() {
    var page = SnapZonesApp()
    let zone = page.zone(3)
    page.app.press(at: Point(x: zone.maxX - 5, y: zone.maxY - 5))
    page.app.drag(to: Point(x: zone.maxX + 55, y: zone.maxY + 95))
    page.app.release()
    #expect(isClose(page.zone(3).size.width, zone.width + 60, tolerance: 1e-6))
    #expect(isClose(page.zone(3).size.height, zone.height + 100, tolerance: 1e-6))
    #expect(isClose(page.snapPoint(3), page.zone(3).center, tolerance: 1e-6))
    // A zone cannot shrink below a tile and a half.
    page.app.press(at: Point(x: page.zone(3).maxX - 5, y: page.zone(3).maxY - 5))
    page.app.drag(to: Point(x: zone.minX, y: zone.minY))
    page.app.release()
    let side = page.tile("A").frame.width
    #expect(isClose(page.zone(3).size.width, 1.5 * side, tolerance: 1e-6))
    // Tiles still snap into the resized zone.
    page.app.press(at: page.center("D"))
    page.app.drag(to: page.zone(3).center, steps: 20)
    #expect(page.state("D") == "held by zone 3")
}

@Test func aRightClickMidDragNeitherDropsNorFreesTheTile() {
    var page = SnapZonesApp()
    let zone = page.zone(1)
    page.app.press(at: page.center("A"))
    let below = Point(x: zone.midX, y: zone.maxY + 160)
    page.app.drag(to: below, steps: 20)
    page.app.click(.secondary)
    page.app.drag(to: below + Vector(dx: 60, dy: 0), steps: 5)
    page.app.wait(0.5)
    #expect(page.state("A") == "escaping zone 1", "still dragged")
    #expect(isClose(page.center("A"), page.app.pointer, tolerance: 0.5))
    page.app.release()
    page.app.settle()
    #expect(page.state("A") == "free")
}

@Test func resizingTheWindowMidDragPutsTheTileBackWithItsZone() {
    var page = SnapZonesApp()
    let zone = page.zone(1)
    page.app.press(at: page.center("A"))
    page.app.drag(to: Point(x: zone.midX, y: zone.maxY + 160), steps: 20)
    #expect(page.state("A") == "escaping zone 1")
    page.app.resize(to: Size(width: 900, height: 640))
    page.app.release()
    page.app.settle()
    #expect(page.state("A") == "held by zone 1")
    #expect(isClose(page.center("A"), page.snapPoint(1), tolerance: 0.01))
    let window = Rect(x: 0, y: 0, width: 900, height: 640)
    for name in ["A", "B", "C", "D"] { #expect(window.contains(page.tile(name).frame), "\(name)") }
}
