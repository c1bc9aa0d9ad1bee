import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The hysteresis page in a window, read through what it draws.
struct HysteresisApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .hysteresis), size: size)
        app.settle()
    }

    var puck: SeenElement { app.seen(.item, "Puck")! }
    func zone(_ name: String) -> SeenElement { app.seen(.place, name)! }
    var changes: Int { app.scene.hysteresis.changes }

    /// Sets the margin slider by keys: focus it with a click on its left end, then Right.
    mutating func setMargin(_ points: Int) {
        let slider = app.seen(.control, "Margin")!.frame
        app.tap(at: Point(x: slider.minX + 2, y: slider.maxY - 8), wait: 0.05)
        for _ in 0..<points { app.key("right") }
    }

    /// Drags the puck onto the border of A and B and trembles there by ±3 points.
    mutating func trembleOnTheBorder() {
        let border = zone("B").frame.minX
        let y = zone("B").frame.midY
        app.press(at: puck.frame.center)
        app.drag(to: Point(x: border - 20, y: y), steps: 8)
        for dx in [3.0, -3, 2.5, -2.5, 3, -3, 2, -2, 3, -3] {
            app.move(to: Point(x: border + dx, y: y))
        }
    }
}

@Test func withNoMarginATremblingHandMakesTheTargetFlicker() {
    var page = HysteresisApp()
    page.trembleOnTheBorder()
    #expect(page.changes >= 8, "every tremble across the border flips the target")
    #expect(page.app.shows("Target changes: \(page.changes)"))
    page.app.release()
    page.app.settle()
}

@Test func withAMarginTheTargetHolds() {
    var page = HysteresisApp()
    page.setMargin(6)
    #expect(page.app.seen(.control, "Margin")!.value == "6 pt")
    page.trembleOnTheBorder()
    #expect(page.changes <= 1, "at most the one real crossing")
    page.app.release()
    page.app.settle()
    #expect(
        page.zone("A").value.contains("holds the puck")
            || page.zone("B").value.contains("holds the puck"))
}

@Test func theShakeFlickersAtZeroAndHoldsWithAMargin() {
    var page = HysteresisApp()
    page.app.tap(at: page.app.seen(.control, "Shake on a border")!.frame.center, wait: 0.05)
    page.app.wait(4)
    let atZero = page.changes
    #expect(atZero >= 20, "the shake crosses the border dozens of times: \(atZero)")
    #expect(page.app.seen(.control, "Shake on a border") != nil, "the shake ended by itself")
    page.app.tap(at: page.app.seen(.control, "Reset count")!.frame.center, wait: 0.05)
    #expect(page.changes == 0)
    page.setMargin(4)
    page.app.tap(at: page.app.seen(.control, "Shake on a border")!.frame.center, wait: 0.05)
    page.app.wait(4)
    #expect(page.changes <= 1, "with a 4-point margin: \(page.changes)")
}

@Test func escapeStopsTheShakeAndPutsThePuckBack() {
    var page = HysteresisApp()
    let home = page.puck.frame.center
    page.app.tap(at: page.app.seen(.control, "Shake on a border")!.frame.center, wait: 0.05)
    page.app.wait(0.3)
    #expect(page.app.seen(.control, "Stop shaking") != nil)
    page.app.key("escape")
    page.app.settle()
    #expect(page.puck.frame.center.distance(to: home) < 0.5)
    #expect(page.app.scene.exitRequest == nil)
}

@Test func aDropInAnotherZoneMovesThePuckThere() {
    var page = HysteresisApp()
    page.app.drag(from: page.puck.frame.center, to: page.zone("C").frame.center)
    #expect(page.zone("C").value == "holds the puck")
    #expect(page.zone("C").frame.contains(page.puck.frame))
}
