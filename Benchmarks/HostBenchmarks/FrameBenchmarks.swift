import Benchmark
import DesktopHost
import EmojiArtScene
import Geometry
import Gestures
import Launcher
import StageKit

// Frames of the busiest scene we have, at 1280×800: the demos launcher with the widget
// gallery open, its token being dragged (so every frame changes). Each iteration is the
// next frame of one ongoing drag, with the scene, renderer and canvas kept between
// iterations as a window keeps them. The portable part is what
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

/// A drag kept going across benchmark iterations: each iteration is the next frame, drawn
/// into the same canvas by the same renderer (so its text caches are warm, as in a
/// window), whole or only where `DamageTracker` says it changed.
final class DragFrames<S: Scene>: @unchecked Sendable {
    private var scene: S
    private let grab: Point
    private let step: Double
    private let size: Size
    private let pixelScale: Double
    private let renderer = FrameRenderer()
    private let canvas: ImageCanvas
    private var tracker = DamageTracker()
    private var frame = 0

    init(_ scene: S, grab: Point, step: Double, size: Size, pixelScale: Double) {
        self.scene = scene
        self.grab = grab
        self.step = step
        self.size = size
        self.pixelScale = pixelScale
        canvas = try! ImageCanvas(
            pixelWidth: Int(size.width * pixelScale), pixelHeight: Int(size.height * pixelScale))
    }

    /// The next frame's portable work only.
    func portable() -> DisplayList {
        frame += 1
        return portableFrame(&scene, grab: grab, frame: frame, step: step)
    }

    /// The next frame, drawn whole or damage only.
    func draw(damageOnly: Bool) {
        let list = portable()
        let damage =
            damageOnly ? tracker.damage(for: list, size: size, pixelScale: pixelScale) : nil
        renderer.draw(list, into: canvas, pixelScale: pixelScale, damage: damage)
        blackHole(canvas.stride)
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(3),
        maxIterations: 2_000)
    let window = Size(width: 1280, height: 800)
    func busiest(scale: Double) -> DragFrames<LauncherScene> {
        let (scene, grab) = draggingScene()
        return DragFrames(scene, grab: grab, step: 3, size: window, pixelScale: scale)
    }
    func emoji() -> DragFrames<EmojiArtScene> {
        let (scene, grab) = emojiDraggingScene()
        return DragFrames(scene, grab: grab, step: 2, size: window, pixelScale: 1)
    }

    let portable = busiest(scale: 1)
    Benchmark(
        "Frame, portable part (event + display list), busiest scene", configuration: configuration
    ) { _ in blackHole(portable.portable()) }

    let full = busiest(scale: 1)
    Benchmark(
        "Frame, full (event + display list + Cairo/Pango at 1280x800), busiest scene",
        configuration: configuration
    ) { _ in full.draw(damageOnly: false) }

    // Issue 28's figures, named so runs can be compared: a mid-drag frame drawing only
    // what changed against the same frame repainted whole, and the whole repaint against
    // a bare fill of the same surface.
    let fillRenderer = FrameRenderer()
    let fillCanvas = try! ImageCanvas(pixelWidth: 2560, pixelHeight: 1600)
    Benchmark("HiDPI surface fill (baseline)", configuration: configuration) { _ in
        fillRenderer.draw(DisplayList(background: .white), into: fillCanvas, pixelScale: 2)
        blackHole(fillCanvas.stride)
    }

    let hiDPIFull = busiest(scale: 2)
    Benchmark("HiDPI frame, full repaint, busiest scene", configuration: configuration) { _ in
        hiDPIFull.draw(damageOnly: false)
    }

    let hiDPIDamage = busiest(scale: 2)
    Benchmark("HiDPI frame, mid-drag, damage only, busiest scene", configuration: configuration) {
        _ in hiDPIDamage.draw(damageOnly: true)
    }

    let emojiPortable = emoji()
    Benchmark(
        "Emoji Art frame, portable part, a copy held over the sample picture",
        configuration: configuration
    ) { _ in blackHole(emojiPortable.portable()) }

    let emojiFull = emoji()
    Benchmark("Emoji Art frame, full repaint", configuration: configuration) { _ in
        emojiFull.draw(damageOnly: false)
    }

    let emojiDamage = emoji()
    Benchmark("Emoji Art frame, mid-drag, damage only", configuration: configuration) { _ in
        emojiDamage.draw(damageOnly: true)
    }
}
