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
/// palette and of canvas emoji to anywhere, including off the canvas, outside the window,
/// at NaN and infinite coordinates and onto the trash, taps, double taps, right and middle
/// clicks in the middle of drags, a second finger, pointers the system cancels, wheel pans
/// and ctrl+wheel zooms with absurd deltas, the resize handle, keys, window resizes down
/// to 640×480) never crash and never leave the picture disagreeing with the document once
/// it has settled: every emoji of the document is drawn exactly once, in exactly the
/// square its position and size give through the canvas as drawn, and nothing else is
/// drawn as an emoji. The document stays valid and finite, the zoom within its range.
/// Nothing is lost: the number of emoji changes only by a deliberate add (a palette copy
/// released over the canvas, a tap on a palette emoji, ctrl+d or ctrl+v), delete (an emoji
/// released over the trash with the rest of its selection, Delete or ctrl+x with a
/// selection), undo or redo. Selections come and go throughout (Shift- and Control-clicks,
/// lassos, ctrl+a), so that many emoji are dragged, deleted and copied at once. At the end everything comes to rest, with no copy floating.
///
/// Everything is read from what is drawn and from `scene.document`.
struct ModelPictureProperties {
    /// 40 seeded runs of at least 500 events each: 20,000 events or more.
    @Test(.timeLimit(.minutes(10)), arguments: 0..<40)
    func thePictureShowsExactlyTheModel(seed: Int) {
        _ = ModelPictureRun.play(seed: UInt64(seed), events: 500)
    }

    /// The same property for longer, in runs of 5,000 events from seed 1000 (or
    /// `SOAK_SEED`, to replay a failure): `SOAK_EVENTS=1000000 swift test --filter
    /// pictureMatchesModelSoak`.
    @Test(.timeLimit(.minutes(60)), .enabled(if: Soak.requested != nil))
    func pictureMatchesModelSoak() {
        Soak.play(standardSeed: 1000, runLength: 5000) { seed, events in
            ModelPictureRun.play(seed: seed, events: events)
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
    /// Whether the last press was on an emoji of the palette.
    var pressedOnPalette = false
    /// Where the trash was last seen (it shows only while an emoji of the canvas is
    /// dragged); at first, a guess low on the desk.
    var trash: Point?
    /// How many emoji the last ctrl+c or ctrl+x took (what ctrl+v may add).
    var clipboard = 0

    /// Plays until at least `events` events were sent, or the first problem; returns how
    /// many were sent.
    static func play(seed: UInt64, events target: Int) -> Int {
        var run = ModelPictureRun(seed: seed)
        run.check("at the start")
        while run.events < target && run.problem == nil { run.step() }
        if run.problem == nil { run.finish() }
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

    /// Whether a point is on an emoji of the palette (a tap there adds it), or anywhere
    /// on its grid: a cell cut off by the grid's edge is not seen whole, but takes taps.
    func onPalette(_ p: Point) -> Bool {
        app.cells.contains { app.cell($0)?.contains(p) == true } || app.paletteGrid.contains(p)
    }

    mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(random.next() % 1_000_001) / 1_000_000
            * (range.upperBound - range.lowerBound)
    }

    var document: EmojiArtDocument { app.document }
    var viewport: Rect { app.desk }

    /// Where an emoji of the canvas is drawn, at random.
    mutating func someItem() -> Point? {
        let items = document.items
        guard !items.isEmpty else { return nil }
        let item = items[int(items.count)]
        let frame = app.expectedFrame(of: item)
        let nudge = Vector(
            dx: number(-0.3...0.3) * frame.width, dy: number(-0.3...0.3) * frame.height)
        return frame.center + nudge
    }

    /// A point anywhere: in the view, on the canvas, off it, on the trash, on the palette,
    /// outside the window, sometimes not a number at all.
    mutating func somewhere() -> Point {
        switch int(11) {
        case 0: return trash ?? Point(x: viewport.midX, y: viewport.maxY - 50)
        case 1:
            return Point(x: number(0...viewport.minX), y: number(60...app.size.height))
        case 2:
            return Point(
                x: number(-80...(app.size.width + 80)), y: number(-80...(app.size.height + 80)))
        case 3: return someItem() ?? viewport.center
        case 4:
            let canvas = document.canvasBounds
            return app.windowPoint(
                of: Point(
                    x: number(canvas.minX...canvas.maxX), y: number(canvas.minY...canvas.maxY)))
        case 5 where chance(15):
            return [Point(x: .nan, y: 3), Point(x: .infinity, y: -.infinity)][int(2)]
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
            if let seen = app.trash { trash = seen.frame.center }
            if chance(8) { interrupt() }
        }
    }

    /// What releasing now may do to the number of emoji: a palette copy dragged (drawn
    /// lifted over its halo) may be added, an emoji of the canvas dragged may be deleted in
    /// the trash, with the rest of the selection (`selected` emoji when the press began)
    /// it belongs to. (A press meant for an emoji may land on the palette or a handle
    /// where they overlap it.)
    func dropAllowance(selected: Int = 0) -> ClosedRange<Int> {
        // Nothing lifted: the press was a tap, which adds a palette emoji it was on.
        guard let lifted = app.lifted else { return 0...(pressedOnPalette ? 1 : 0) }
        return lifted.label.hasPrefix("copy ") ? 0...1 : -(selected + 1)...0
    }

    /// Presses the main button at `p`.
    mutating func press(at p: Point) {
        notePress(at: p)
        app.press(at: p)
    }

    /// Notes a press of the main button on the toolbar, whose commands are deliberate.
    mutating func notePress(at p: Point) {
        pressedOnPalette = onPalette(p)
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
        let dy = [1.0, -1, 2, -3, 0.5, -0.25, 1e9, .nan][int(chance(90) ? 6 : 8)]
        app.wheel(
            dx: chance(20) ? number(-2...2) : 0, dy: dy, at: p, modifiers: zooming ? .control : [])
        events += 1
    }

    /// One thing a person does, then (once the scene settles) the check.
    mutating func step() {
        let before = document.items.count
        var allowed: ClosedRange<Int> = 0...0
        let action = int(21)
        // A question up (the toolbar's New asked "Save the changes?") may be answered now.
        pressedToolbar = app.asks
        let menuWasOpen = !app.menuItems.isEmpty
        let menuReach = max(app.selection.count, 1)
        switch action {
        case 0, 1, 2:
            // A drag from the palette.
            let cells = app.cells
            guard !cells.isEmpty, let cell = app.cell(cells[int(min(cells.count, 12))]) else {
                return
            }
            notePress(at: cell.center)
            app.press(at: cell.center)
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 3, 4, 5:
            // A drag of an emoji of the canvas (with the rest of the selection, if it is
            // selected).
            guard let p = someItem() else { return }
            let selected = app.selection.count
            press(at: p)
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance(selected: selected)
            app.release()
            events += 1
        case 6:
            // The resize handle of a selected emoji, if there is one.
            guard let id = app.selection.first, let handle = app.handle(of: id) else { return }
            press(at: handle)
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance()
            app.release()
            events += 1
        case 7:
            // A finger's pan or a mouse's lasso (with Shift or Control at times) on empty
            // canvas, or whatever is there.
            let p = somewhere()
            let finger = chance(40)
            let selected = app.selection.count
            app.pointerKind = finger ? .touch : .mouse
            notePress(at: p)
            app.press(at: p, modifiers: finger ? [] : [[], [], .shift, .control][int(4)])
            events += 1
            dragAlong(to: somewhere())
            allowed = dropAllowance(selected: selected)
            app.release()
            app.pointerKind = .mouse
            events += 1
        case 8, 9:
            let p = chance(60) ? (someItem() ?? somewhere()) : somewhere()
            notePress(at: p)
            allowed = 0...(onPalette(p) ? 1 : 0)
            app.tap(at: p)
            events += 2
        case 10:
            app.tap(at: somewhere(), button: chance(50) ? .secondary : .middle)
            events += 2
        case 11:
            sendWheel(at: somewhere(), zooming: chance(50))
        case 12, 13:
            let chord = [
                "ctrl+z", "ctrl+shift+z", "delete", "backspace", "escape", "+", "-", "0",
                "shift+=", "right", "shift+up",
            ][int(11)]
            if chord == "ctrl+z" || chord == "ctrl+shift+z" {
                allowed = -1_000...1_000
            } else if chord == "delete" || chord == "backspace" {
                allowed = -app.selection.count...0
            }
            sendKey(chord)
        case 14:
            let size = Size(
                width: number(640...1600).rounded(), height: number(480...1000).rounded())
            app.resize(to: size)
            events += 1
        case 15:
            // Another finger: down, a few moves, up. Alone, it is a whole drag of its own.
            let a = somewhere()
            let b = somewhere()
            notePress(at: a)
            let onPalette = onPalette(a)
            let onEmoji = app.emoji(at: a) != nil
            allowed = (onEmoji ? -1 : 0)...(onPalette ? 1 : 0)
            app.wait(0.02)
            app.pointer(.down, at: a, id: 7)
            for k in 1...3 {
                app.wait(0.02)
                app.pointer(.move, at: a.interpolated(to: b, by: Double(k) / 3), id: 7)
            }
            app.pointer(.up, at: b, id: 7)
            events += 5
        case 16:
            // The system takes the pointer away in the middle of a drag.
            guard let p = someItem() else { return }
            press(at: p)
            dragAlong(to: somewhere())
            app.pointer(.cancel, at: app.pointer)
            events += 2
        case 18:
            // Shift- or Control-click on an emoji (or wherever): it joins or leaves the
            // selection.
            let p = chance(80) ? (someItem() ?? somewhere()) : somewhere()
            notePress(at: p)
            allowed = 0...(onPalette(p) ? 1 : 0)
            app.tap(at: p, modifiers: chance(50) ? .shift : .control)
            events += 2
        case 19:
            // The keys of a selection: all, duplicate, copy, cut, paste.
            let chord = ["ctrl+a", "ctrl+d", "ctrl+c", "ctrl+x", "ctrl+v"][int(5)]
            let selected = app.selection.count
            switch chord {
            case "ctrl+d": allowed = 0...selected
            case "ctrl+x": allowed = -selected...0
            case "ctrl+v": allowed = 0...clipboard
            default: break
            }
            if (chord == "ctrl+c" || chord == "ctrl+x") && selected > 0 { clipboard = selected }
            sendKey(chord)
        default:
            let p = somewhere()
            notePress(at: p)
            allowed = 0...(onPalette(p) ? 2 : 0)
            app.doubleTap(at: p)
            events += 4
        }
        // The toolbar's New, Undo and Redo (and Discard in New's question) change the
        // picture on purpose, and so do the menu's Delete and Duplicate, of the whole
        // selection, when a press chose them.
        if pressedToolbar { allowed = -1_000...1_000 }
        if menuWasOpen {
            allowed = min(allowed.lowerBound, -menuReach)...max(allowed.upperBound, menuReach)
        }
        let change = document.items.count - before
        if !(allowed.contains(change)) {
            fail(
                "event \(events) (action \(action)): the emoji count changed by \(change) (allowed \(allowed))"
            )
        }
        check("after event \(events)")
    }

    // MARK: - The check

    /// Once settled, the document is valid and finite, and the emoji drawn are exactly the
    /// document's, each once, in its square.
    mutating func check(_ when: String) {
        let settled = app.settle()
        if !settled { fail("\(when): the scene does not settle") }
        let status = app.statusLine ?? ""
        if let first = status.first, first.isLowercase || !".!?".contains(status.last!) {
            fail("\(when): the status \"\(status)\" is not a sentence")
        }
        if (try? document.validate()) == nil { fail("\(when): the document is not valid") }
        for item in document.items where !(item.position.isFinite && item.size.isFinite) {
            fail("\(when): emoji \(item.id) is at \(item.position), size \(item.size)")
        }
        let canvas = app.canvas
        if !(canvas.origin.isFinite && canvas.width.isFinite && canvas.height.isFinite) {
            fail("\(when): the canvas is drawn at \(canvas)")
        }
        let zoom = app.zoom
        if !(zoom >= 0.1 - 1e-9 && zoom <= 10 + 1e-9) {
            fail("\(when): the zoom \(zoom) is outside a tenth to ten times")
        }
        let focused = app.list.seen.filter { $0.states.contains(.focused) }.map(\.label)
        if focused.count > 1 { fail("\(when): the keyboard's focus is on \(focused)") }
        guard app.lifted == nil else { return }
        let seen = app.seen(.item)
        let items = document.items
        if !(seen.count == items.count) {
            fail("\(when): \(seen.count) emoji drawn, \(items.count) in the model")
        }
        var byLabel: [String: [SeenElement]] = [:]
        for element in seen { byLabel[element.label, default: []].append(element) }
        for item in items {
            let drawn = byLabel["\(item.id)"] ?? []
            if !(drawn.count == 1) { fail("\(when): emoji \(item.id) drawn \(drawn.count) times") }
            guard let element = drawn.first else { continue }
            let expected = app.expectedFrame(of: item)
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

    /// Lets go of everything and waits: everything comes to rest, no copy is left
    /// floating, and every item of the frame can be drawn.
    mutating func finish() {
        app.release()
        app.key("escape")
        app.wait(3)
        if !app.settle(limit: 0) { fail("at the end: it does not come to rest") }
        if !app.copies.isEmpty { fail("at the end: a copy is left floating") }
        for item in app.list.items where !item.isDrawable {
            fail("at the end: \(item) cannot be drawn")
        }
        check("at the end")
    }
}
