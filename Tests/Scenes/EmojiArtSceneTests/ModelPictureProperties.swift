import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Model = picture: random but seeded sequences of what a person does (drags from the
/// palette and of canvas emoji to anywhere, including off the canvas and onto the trash,
/// taps, right and middle clicks in the middle of drags, wheel pans and ctrl+wheel zooms,
/// the resize handle, keys, window resizes down to 640×480) never leave the picture
/// disagreeing with the document once it has settled: every emoji of the document is
/// drawn exactly once, in exactly the square its position and size give through the
/// canvas view, and nothing else is drawn as an emoji. Nothing is lost: the number of
/// emoji changes only by a deliberate add, delete, undo or redo.
struct ModelPictureProperties {
    /// 40 seeded runs of at least 500 events each: 20,000 events or more.
    @Test(.timeLimit(.minutes(2)), arguments: 0..<40)
    func thePictureShowsExactlyTheModel(seed: Int) {
        _ = ModelPictureRun.play(seed: UInt64(seed), events: 500)
    }

    /// The same property for longer, in runs of 5,000 events from seed 1000 (or
    /// `SOAK_SEED`, to replay a failure): `SOAK_EVENTS=1000000 swift test --filter
    /// pictureMatchesModelSoak`.
    @Test(.timeLimit(.minutes(60)), .enabled(if: Soak.requested != nil))
    func pictureMatchesModelSoak() {
        let total = Soak.requested ?? 0
        var played = 0
        var seed = Soak.seed(standard: 1000)
        while played < total {
            played += ModelPictureRun.play(seed: seed, events: min(5000, total - played))
            seed += 1
        }
    }
}

/// One seeded run of the model = picture property.
struct ModelPictureRun {
    var app: SceneDriver<EmojiArtScene>
    var random: SeededGenerator
    var events = 0
    let seed: UInt64
    /// The first disagreement found (the run stops there, so one bug is one issue).
    var problem: String?
    /// Whether the step under way pressed the toolbar.
    var pressedToolbar = false

    /// Plays until at least `events` events were sent, or the first problem; returns how
    /// many were sent.
    static func play(seed: UInt64, events target: Int) -> Int {
        var run = ModelPictureRun(seed: seed)
        run.check("at the start")
        while run.events < target && run.problem == nil { run.step() }
        if let problem = run.problem { Issue.record("seed \(seed): \(problem)") }
        return run.events
    }

    /// Notes a problem (the first one is kept).
    mutating func fail(_ message: String) {
        if problem == nil { problem = message }
    }

    init(seed: UInt64) {
        self.seed = seed
        // Seeds far apart on the generator's cycle, so no run replays another shifted.
        random = SeededGenerator(seed: (seed &+ 1) &* 0xD1B5_4A32_D192_ED03)
        app = SceneDriver(EmojiArtScene(document: foxAndCat()))
    }

    // MARK: - Choosing what to do

    mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(random.next() % 1_000_001) / 1_000_000
            * (range.upperBound - range.lowerBound)
    }

    var scene: EmojiArtScene { app.scene }
    var viewport: Rect { scene.layout.viewport }

    /// Where an emoji of the canvas is drawn, at random.
    mutating func someItem() -> Point? {
        let items = scene.document.items
        guard !items.isEmpty else { return nil }
        let item = items[int(items.count)]
        let frame = expectedFrame(of: item)
        let nudge = Vector(
            dx: number(-0.3...0.3) * frame.width, dy: number(-0.3...0.3) * frame.height)
        return frame.center + nudge
    }

    /// A point anywhere: in the view, on the canvas, off it, on the trash, on the palette,
    /// outside the window.
    mutating func somewhere() -> Point {
        switch int(10) {
        case 0: return scene.layout.trash.center
        case 1:
            return Point(
                x: number(0...EmojiArtLayout.paletteWidth), y: number(60...app.size.height))
        case 2:
            return Point(
                x: number(-80...(app.size.width + 80)), y: number(-80...(app.size.height + 80)))
        case 3: return someItem() ?? viewport.center
        case 4:
            let canvas = scene.document.canvasBounds
            return windowPoint(
                of: Point(
                    x: number(canvas.minX...canvas.maxX), y: number(canvas.minY...canvas.maxY)))
        default:
            return Point(
                x: number(viewport.minX...viewport.maxX), y: number(viewport.minY...viewport.maxY))
        }
    }

    /// Something that may happen in the middle of a drag: a click of another button, a
    /// wheel turn (zoom or pan), a key.
    mutating func interrupt() {
        switch int(8) {
        case 0: sendClick(.secondary)
        case 1: sendClick(.middle)
        case 2: sendWheel(at: app.pointer, zooming: true)
        case 3: sendWheel(at: app.pointer, zooming: false)
        case 4: sendKey(["+", "-", "0"][int(3)])
        case 5: if chance(30) { sendKey("escape") }
        default: break
        }
    }

    /// Drags the pressed pointer to `p` in a few steps, sometimes interrupted.
    mutating func dragAlong(to p: Point) {
        let steps = 1 + int(8)
        let start = app.pointer
        for i in 1...steps {
            app.move(to: start.interpolated(to: p, by: Double(i) / Double(steps)))
            events += 1
            if chance(8) { interrupt() }
        }
    }

    /// What releasing now may do to the number of emoji: a palette copy dragged may be
    /// added, an emoji of the canvas dragged may be deleted in the trash. (A press meant
    /// for an emoji may land on the palette or a handle where they overlap it.)
    func dropAllowance() -> ClosedRange<Int> {
        guard scene.session.phase == .dragging else { return 0...0 }
        if case .palette? = scene.session.item { return 0...1 }
        return -1...0
    }

    /// Presses the main button at `p`.
    mutating func press(at p: Point) {
        notePress(at: p)
        app.press(at: p)
    }

    /// Notes a press of the main button on the toolbar, whose commands are deliberate.
    mutating func notePress(at p: Point) {
        if p.y < Theme.standard.toolbarHeight && p.y >= 0 && p.x >= 0 && p.x < app.size.width {
            pressedToolbar = true
        }
    }

    mutating func sendClick(_ button: PointerButton) {
        app.click(button)
        events += 2
    }

    mutating func sendKey(_ chord: String) {
        app.key(chord)
        events += 1
    }

    mutating func sendWheel(at p: Point, zooming: Bool) {
        let dy = [1.0, -1, 2, -3, 0.5, -0.25][int(6)]
        app.wheel(
            dx: chance(20) ? number(-2...2) : 0, dy: dy, at: p, modifiers: zooming ? .control : [])
        events += 1
    }

    /// One thing a person does, then (once the scene settles) the check.
    mutating func step() {
        let before = scene.document.items.count
        var allowed: ClosedRange<Int> = 0...0
        let action = int(16)
        // A question up (the toolbar's New asked "Save the changes?") may be answered now.
        pressedToolbar = scene.question.isPresented
        switch action {
        case 0, 1, 2:
            // A drag from the palette.
            let set = scene.palette.currentSet
            let cell = scene.palette.cellFrame(at: int(min(set.emoji.count, 12)))
            app.press(at: cell.center)
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 3, 4, 5:
            // A drag of an emoji of the canvas.
            guard let p = someItem() else { return }
            press(at: p)
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 6:
            // The resize handle of a selected emoji, if there is one.
            guard let item = scene.ringedItems.first else { return }
            press(at: scene.handleCenter(of: item))
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 7:
            // A pan of empty canvas (or whatever is there).
            press(at: somewhere())
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 8, 9:
            let p = chance(60) ? (someItem() ?? somewhere()) : somewhere()
            notePress(at: p)
            app.tap(at: p)
            events += 2
        case 10:
            app.tap(at: somewhere(), button: chance(50) ? .secondary : .middle)
            events += 2
        case 11:
            sendWheel(at: somewhere(), zooming: chance(50))
        case 12, 13:
            let chord = ["ctrl+z", "ctrl+shift+z", "delete", "escape", "+", "-", "0"][int(7)]
            if chord == "ctrl+z" || chord == "ctrl+shift+z" {
                allowed = -1_000...1_000
            } else if chord == "delete" {
                allowed = -scene.editor.selection.count...0
            }
            sendKey(chord)
        case 14:
            let size = Size(
                width: number(640...1600).rounded(), height: number(480...1000).rounded())
            app.resize(to: size)
            events += 1
        default:
            let p = somewhere()
            notePress(at: p)
            app.doubleTap(at: p)
            events += 4
        }
        // The toolbar's New, Undo and Redo (and Discard in New's question) change the
        // picture on purpose.
        if pressedToolbar { allowed = -1_000...1_000 }
        let change = scene.document.items.count - before
        if !(allowed.contains(change)) {
            fail(
                "event \(events) (action \(action)): the emoji count changed by \(change) (allowed \(allowed))"
            )
        }
        check("after event \(events)")
    }

    // MARK: - The check

    /// The window point showing a canvas point, worked out from the view's zoom and pan.
    func windowPoint(of c: Point) -> Point {
        Point(
            x: viewport.minX + scene.view.pan.dx + c.x * scene.view.zoom,
            y: viewport.minY + scene.view.pan.dy + c.y * scene.view.zoom)
    }

    /// The square an emoji of the document should be drawn in.
    func expectedFrame(of item: EmojiItem) -> Rect {
        let side = item.size * scene.view.zoom
        return Rect(center: windowPoint(of: item.position), size: Size(width: side, height: side))
    }

    /// Once settled, the emoji drawn are exactly the document's, each once, in its square.
    mutating func check(_ when: String) {
        let settled = app.settle()
        if !settled { fail("\(when): the scene does not settle") }
        let status = scene.status
        if let first = status.first, first.isLowercase || !".!?".contains(status.last!) {
            fail("\(when): the status \"\(status)\" is not a sentence")
        }
        guard scene.session.phase == .idle, scene.handleDrag == nil else { return }
        let seen = app.seen(.item)
        let items = scene.document.items
        if !(seen.count == items.count) {
            fail("\(when): \(seen.count) emoji drawn, \(items.count) in the model")
        }
        var byLabel: [String: [SeenElement]] = [:]
        for element in seen { byLabel[element.label, default: []].append(element) }
        for item in items {
            let drawn = byLabel["\(item.id)"] ?? []
            if !(drawn.count == 1) { fail("\(when): emoji \(item.id) drawn \(drawn.count) times") }
            guard let element = drawn.first else { continue }
            let expected = expectedFrame(of: item)
            let tolerance =
                0.01 + 1e-9 * max(abs(expected.midX), abs(expected.midY), expected.width)
            if !(isClose(element.frame, expected, tolerance: tolerance)) {
                fail(
                    "\(when): emoji \(item.id) drawn at \(element.frame), the model says \(expected)"
                )
            }
            if !(element.value == item.text) {
                fail("\(when): emoji \(item.id) drawn as \(element.value)")
            }
        }
        let ids = Set(items.map { "\($0.id)" })
        for element in seen where !ids.contains(element.label) {
            fail("\(when): \(element.label) drawn but not in the model")
        }
    }
}
