import Benchmark
import DesktopHost
import EmojiArtScene
import Geometry
import Gestures
import Launcher
import StageKit

// One frame of the busiest scene we have, at 1280×800: the demos launcher with the widget
// gallery open, its token being dragged (so every frame changes). The portable part is what
// a frame costs before any drawing library runs: the pointer event, the animation step and
// the display list. The full frame adds Cairo and Pango drawing it into a 1280×800 image.

/// The launcher with the gallery open and the token held by the pointer.
func draggingScene() -> (scene: LauncherScene, grab: Point) {
    var launcher = LauncherScene(entries: [
        LauncherEntry(title: "Widgets", summary: "Every control.") {
            AnyScene(WidgetGalleryScene())
        }
    ])
    launcher.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
    launcher.openApp(at: 0)
    var gallery = WidgetGalleryScene()
    gallery.handle(.resize(ResizeEvent(size: launcher.appFrame.size, time: 0)))
    let grab = gallery.tokenCenter + Vector(dx: 0, dy: launcher.appFrame.minY)
    launcher.handle(.pointer(PointerEvent(.down, at: grab, time: 0.1)))
    return (launcher, grab)
}

/// One frame's portable work: a pointer step of the drag (`step` points further right
/// each frame, and half as far down, for two seconds, then again), time moving on, the
/// display list.
func portableFrame<S: Scene>(_ scene: inout S, grab: Point, frame: Int, step: Double = 3)
    -> DisplayList
{
    let time = 0.2 + Double(frame) / 60
    let offset = Double(frame % 120) * step
    scene.handle(
        .pointer(PointerEvent(.move, at: grab + Vector(dx: offset, dy: offset / 2), time: time)))
    _ = scene.advance(to: time)
    return scene.displayList()
}

/// Emoji Art on its sample picture, an emoji from the palette held over the canvas: the
/// scene whose frames draw the most text (every palette cell and canvas item is an emoji).
func emojiDraggingScene() -> (scene: EmojiArtScene, grab: Point) {
    var scene = EmojiArtScene(document: EmojiArtScene.samplePicture)
    scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
    // The first cell of the palette's first set.
    let grab = Point(x: 41, y: 165)
    scene.handle(.pointer(PointerEvent(.down, at: grab, time: 0.1)))
    scene.handle(.pointer(PointerEvent(.move, at: Point(x: 600, y: 300), time: 0.15)))
    precondition(scene.dropFeedback == .accepted, "the copy should be over the canvas")
    return (scene, Point(x: 600, y: 300))
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(3),
        maxIterations: 2_000)

    Benchmark(
        "Frame, portable part (event + display list), busiest scene", configuration: configuration
    ) { benchmark in
        var (scene, grab) = draggingScene()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(portableFrame(&scene, grab: grab, frame: i))
        }
    }

    Benchmark(
        "Frame, full (event + display list + Cairo/Pango at 1280x800), busiest scene",
        configuration: configuration
    ) { benchmark in
        var (scene, grab) = draggingScene()
        let renderer = FrameRenderer()
        let canvas = try! ImageCanvas(pixelWidth: 1280, pixelHeight: 800)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let list = portableFrame(&scene, grab: grab, frame: i)
            renderer.draw(list, into: canvas, pixelScale: 1)
            blackHole(canvas.stride)
        }
    }

    Benchmark(
        "Frame, full at 2560x1600 (HiDPI scale 2), busiest scene", configuration: configuration
    ) { benchmark in
        var (scene, grab) = draggingScene()
        let renderer = FrameRenderer()
        let canvas = try! ImageCanvas(pixelWidth: 2560, pixelHeight: 1600)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let list = portableFrame(&scene, grab: grab, frame: i)
            renderer.draw(list, into: canvas, pixelScale: 2)
            blackHole(canvas.stride)
        }
    }

    Benchmark(
        "Emoji Art frame, portable part, a copy held over the sample picture",
        configuration: configuration
    ) {
        benchmark in
        var (scene, grab) = emojiDraggingScene()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(portableFrame(&scene, grab: grab, frame: i, step: 2))
        }
    }

    Benchmark(
        "Emoji Art frame, full at 1280x800, a copy held over the sample picture",
        configuration: configuration
    ) {
        benchmark in
        var (scene, grab) = emojiDraggingScene()
        let renderer = FrameRenderer()
        let canvas = try! ImageCanvas(pixelWidth: 1280, pixelHeight: 800)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            renderer.draw(
                portableFrame(&scene, grab: grab, frame: i, step: 2), into: canvas, pixelScale: 1)
            blackHole(canvas.stride)
        }
    }
}
