import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The collisions page in a window, read through what it draws.
struct CollisionsApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .collisions), size: size)
    }

    /// What each strategy's panel says it picks ("Zone 2" or "none").
    func pick(_ strategy: String) -> String { app.seen(.place, strategy)!.value }

    func picks() -> [String] {
        ["PointerWithin", "CenterWithin", "RectIntersection", "OverlapRatio", "ClosestCenter"].map {
            pick($0)
        }
    }

    /// A point given in stage units (zone 1 spans x 16…212, y 16…128), where a panel shows it.
    func windowPoint(_ x: Double, _ y: Double, in strategy: String) -> Point {
        let zone = app.seen(.place, "Zone 1 in \(strategy)")!.frame
        let scale = zone.width / 196
        return Point(x: zone.minX + (x - 16) * scale, y: zone.minY + (y - 16) * scale)
    }

    func card(in strategy: String) -> Rect { app.seen(.item, "Card in \(strategy)")!.frame }
}

@Test func atRestInItsTrayTheCardIsOverNoZoneForAnyStrategy() {
    let page = CollisionsApp()
    #expect(page.picks() == ["none", "none", "none", "none", "none"])
    #expect(page.app.shows("picks nothing"))
}

@Test func aCardDroppedSquarelyOnAZoneIsOverItForEveryStrategy() {
    var page = CollisionsApp()
    let start = page.card(in: "PointerWithin").center
    page.app.drag(from: start, to: page.windowPoint(114, 72, in: "PointerWithin"))
    #expect(page.picks() == ["Zone 1", "Zone 1", "Zone 1", "Zone 1", "Zone 1"])
    #expect(page.app.shows("picks Zone 1"))
}

@Test func theSameDragInAnyPanelIsJudgedDifferentlyByEachStrategy() {
    var page = CollisionsApp()
    // Hold the card 10 units from its left edge (it is 96 × 56, centred at 290, 276), in
    // the CenterWithin panel, and bring the pointer into zone 1 near its right edge: the
    // card's centre is then in zone 2, and more of the card is over zone 2 than zone 1.
    let grab = page.windowPoint(290 - 48 + 10, 276, in: "CenterWithin")
    page.app.press(at: grab)
    page.app.drag(to: page.windowPoint(200, 70, in: "CenterWithin"))
    #expect(page.pick("PointerWithin") == "Zone 1")
    #expect(page.pick("CenterWithin") == "Zone 2")
    #expect(page.pick("RectIntersection") == "Zone 2")
    #expect(page.pick("OverlapRatio") == "Zone 2", "56% of the card is over zone 2, r = 0.5")
    #expect(page.pick("ClosestCenter") == "Zone 2")
    page.app.release()
    // The card is drawn at the same place in every panel.
    let reference = page.card(in: "PointerWithin")
    let zone = page.app.seen(.place, "Zone 1 in PointerWithin")!.frame
    for strategy in ["CenterWithin", "RectIntersection", "OverlapRatio", "ClosestCenter"] {
        let other = page.app.seen(.place, "Zone 1 in \(strategy)")!.frame
        let card = page.card(in: strategy)
        #expect(isClose(card.minX - other.minX, reference.minX - zone.minX, tolerance: 1e-6))
        #expect(isClose(card.minY - other.minY, reference.minY - zone.minY, tolerance: 1e-6))
    }
    // Raise r to 0.6 with the keyboard: 56% is no longer enough.
    page.app.tap(at: page.app.seen(.control, "Minimum share r")!.frame.center, wait: 0.05)
    page.app.key("home")
    for _ in 0..<11 { page.app.key("right") }
    #expect(page.app.seen(.control, "Minimum share r")!.value == "0.60")
    #expect(page.pick("OverlapRatio") == "none")
    #expect(page.pick("RectIntersection") == "Zone 2", "the others do not care about r")
}

@Test func closestCenterReachesAZoneTheCardDoesNotTouch() {
    var page = CollisionsApp()
    let start = page.card(in: "ClosestCenter").center
    page.app.drag(from: start, to: page.windowPoint(432, 40, in: "ClosestCenter"))
    #expect(page.pick("ClosestCenter") == "Zone 3", "72 units from zone 3's centre, range 90")
    #expect(page.pick("RectIntersection") == "none")
    #expect(page.pick("PointerWithin") == "none")
}

@Test func escapeMidDragPutsTheCardBackThenLeaves() {
    var page = CollisionsApp()
    let home = page.card(in: "OverlapRatio")
    page.app.press(at: home.center)
    page.app.drag(to: page.windowPoint(114, 72, in: "OverlapRatio"))
    #expect(page.pick("OverlapRatio") == "Zone 1")
    page.app.key("escape")
    #expect(page.card(in: "OverlapRatio") == home)
    #expect(page.picks() == ["none", "none", "none", "none", "none"])
    page.app.release()
    #expect(page.card(in: "OverlapRatio") == home, "the release after Escape moves nothing")
    #expect(page.app.scene.exitRequest == nil)
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}

@Test(arguments: [Size(width: 640, height: 480), Size(width: 1280, height: 800)])
func theFivePanelsAndTheSliderFitTheWindowWithoutOverlapping(size: Size) {
    let page = CollisionsApp(size: size)
    let window = Rect(origin: .zero, size: size)
    let panels = [
        "PointerWithin", "CenterWithin", "RectIntersection", "OverlapRatio", "ClosestCenter",
    ]
    .map { page.app.seen(.place, $0)!.frame }
    let slider = page.app.seen(.control, "Minimum share r")!.frame
    for (i, panel) in panels.enumerated() {
        #expect(window.contains(panel))
        #expect(!panel.intersects(slider))
        for other in panels[(i + 1)...] { #expect(!panel.intersects(other)) }
    }
    #expect(window.contains(slider))
}
