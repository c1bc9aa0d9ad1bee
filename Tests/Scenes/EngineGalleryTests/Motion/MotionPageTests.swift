import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The motion page in a window, read through what it draws.
struct MotionApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .motion), size: size)
    }

    func dot(_ lane: String) -> SeenElement { app.seen(.item, "\(lane) dot")! }

    /// How far along its lane a dot is drawn: 0 at the left end, 1 at the right.
    func progress(_ lane: String) -> Double {
        let track = app.seen(.place, "\(lane) track")!.frame
        return (dot(lane).frame.midX - track.minX) / track.width
    }
}

@Test func playMovesEveryDotAlongItsCurveAndTheTweensArriveOnTime() {
    var page = MotionApp()
    page.app.key("space")
    page.app.wait(0.3)
    let linear = page.progress("linear")
    #expect(linear > 0.45 && linear < 0.56, "halfway through a linear tween: \(linear)")
    #expect(page.progress("easeIn") < linear - 0.1)
    #expect(page.progress("easeOut") > linear + 0.1)
    page.app.settle()
    for lane in ["easeIn", "easeOut", "easeInOut", "back", "spring 0.3 / 0.6 s"] {
        #expect(isClose(page.progress(lane), 1, tolerance: 1e-9), "\(lane)")
    }
    for lane in ["linear", "easeIn", "easeOut", "easeInOut", "back"] {
        #expect(
            page.dot(lane).value == "arrived in 0.60 s"
                || page.dot(lane).value == "arrived in 0.62 s")
    }
    let bouncy = page.dot("spring 0.3 / 0.6 s").value
    #expect(
        bouncy.hasPrefix("arrived in ") && bouncy > "arrived in 1", "a bouncy spring takes longer")
    // Play again: back to the left.
    page.app.tap(at: page.app.seen(.control, "Play ▶")!.frame.center, wait: 0)
    page.app.settle()
    #expect(isClose(page.progress("linear"), 0, tolerance: 1e-9))
}

@Test func aDotGrabbedMidFlightStopsFollowsThePointerAndIsThrownBack() {
    var page = MotionApp()
    page.app.key("space")
    page.app.settle()
    page.app.key("space")  // everything heads left again
    page.app.wait(0.15)
    let lane = "spring 0.6 / 0.4 s"
    let caught = page.dot(lane).frame.center
    page.app.press(at: caught)
    page.app.wait(0.2)
    #expect(
        isClose(page.dot(lane).frame.center, caught, tolerance: 1e-6), "held where it was caught")
    // Throw it right: it carries on to the right end although it was heading left.
    page.app.drag(to: caught + Vector(dx: 80, dy: 30), steps: 4)
    #expect(
        isClose(page.dot(lane).frame.midX, caught.x + 80, tolerance: 1e-6), "follows the pointer")
    page.app.release()
    // It goes on from where it was let go, in the direction of the throw.
    page.app.wait(1.0 / 60)
    let step = page.dot(lane).frame.midX - (caught.x + 80)
    #expect(step > 0 && step < 45, "no jump: \(step)")
    page.app.settle()
    #expect(isClose(page.progress(lane), 1, tolerance: 1e-9))
    #expect(isClose(page.progress("linear"), 0, tolerance: 1e-9), "the others went on left")
}

@Test func escapeDropsAGrabbedDotToTheNearerEndThenLeaves() {
    var page = MotionApp()
    let start = page.dot("easeOut").frame.center
    page.app.press(at: start)
    page.app.drag(to: start + Vector(dx: 60, dy: 0), steps: 3)
    page.app.key("escape")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.dot("easeOut").frame.center, start, tolerance: 1e-6))
    #expect(page.app.scene.exitRequest == nil)
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}
