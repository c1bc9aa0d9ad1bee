import Benchmark
import EngineGallery
import Geometry
import Gestures
import StageKit

// The million-zones page's frame: a pointer move over a field of 1,000,000 drop zones
// (the lit zone found through the grid index) and the display list of what is in view.
// Budget: 2 ms per frame (issue 15). Filing the zones (about a second) happens once, before
// any measurement; each sample starts from a copy (scenes are values; the zones are shared).

/// The gallery on the million-zones page at 1280×800, every zone filed, zoomed in
/// `notches` wheel notches around the middle of the field.
func millionZones(notches: Int) -> EngineGalleryScene {
    var scene = EngineGalleryScene(page: .millionZones)
    scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
    scene.settle(from: 0, limit: 100)
    for i in 0..<notches {
        scene.handle(
            .wheel(
                WheelEvent(
                    at: Point(x: 640, y: 420), delta: Vector(dx: 0, dy: 1), time: 1 + Double(i) / 60
                )))
    }
    precondition(scene.stateDescription.contains("zones filed: 1000000"))
    return scene
}

/// One frame: the pointer moves (a slow diagonal sweep) and the frame is drawn.
func pointerFrame(_ scene: inout EngineGalleryScene, frame: Int) -> DisplayList {
    let time = 10 + Double(frame) / 60
    let step = Double(frame % 400)
    scene.handle(
        .pointer(PointerEvent(.move, at: Point(x: 300 + step, y: 250 + step / 2), time: time)))
    _ = scene.advance(to: time)
    return scene.displayList()
}

nonisolated(unsafe) let fitted = millionZones(notches: 0)
nonisolated(unsafe) let zoomedIn = millionZones(notches: 20)

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(3),
        maxIterations: 5_000)

    for (name, zoomed) in [("fitted (whole field)", false), ("zoomed in 20 notches", true)] {
        Benchmark("Million zones frame, \(name)", configuration: configuration) { benchmark in
            var scene = zoomed ? zoomedIn : fitted
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(pointerFrame(&scene, frame: i))
            }
        }
    }
}
