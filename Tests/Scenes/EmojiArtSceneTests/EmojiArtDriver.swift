import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
@testable import EmojiArtScene

/// Uses the app through pointer, wheel and key events with a scripted clock, as a hand would.
struct EmojiArtDriver {
    var scene: EmojiArtScene
    var script = PointerScript()

    init(
        document: EmojiArtDocument = EmojiArtDocument(), storage: EmojiArtStorage? = nil,
        size: Size = Size(width: 1280, height: 800)
    ) {
        scene = EmojiArtScene(document: document, storage: storage)
        scene.handle(.resize(ResizeEvent(size: size, time: 0)))
    }

    var document: EmojiArtDocument { scene.document }
    var viewport: Rect { scene.layout.viewport }

    /// The canvas point under a window point, worked out from the view's zoom and pan.
    func canvasPoint(under p: Point) -> Point {
        Point(
            x: (p.x - viewport.minX - scene.view.pan.dx) / scene.view.zoom,
            y: (p.y - viewport.minY - scene.view.pan.dy) / scene.view.zoom)
    }

    /// The window point showing a canvas point.
    func windowPoint(of c: Point) -> Point {
        Point(
            x: viewport.minX + scene.view.pan.dx + c.x * scene.view.zoom,
            y: viewport.minY + scene.view.pan.dy + c.y * scene.view.zoom)
    }

    /// Sends pointer events to the scene, advancing its clock with them.
    mutating func send(_ events: [PointerEvent]) {
        for event in events {
            _ = scene.advance(to: event.time)
            scene.handle(.pointer(event))
        }
    }

    /// Lets time pass in frames (glides move on).
    mutating func wait(_ seconds: Double) {
        let end = script.time + seconds
        while script.time < end {
            script.wait(1.0 / 60)
            _ = scene.advance(to: script.time)
        }
    }

    /// Presses a key or chord, such as `delete`, `+` or `ctrl+shift+z`.
    mutating func key(_ chord: String) {
        script.wait(0.01)
        scene.handle(.key(try! KeyEvent(parsing: chord, time: script.time)))
    }

    /// Types text (into the file sheet's name field).
    mutating func type(_ text: String) {
        script.wait(0.01)
        scene.handle(.text(TextInput(text, time: script.time)))
    }

    /// Turns the wheel at a point: `dy` notches (positive away from the user).
    mutating func wheel(at p: Point, dx: Double = 0, dy: Double, modifiers: KeyModifiers = []) {
        script.wait(0.02)
        send([PointerEvent(.move, at: p, time: script.time)])
        scene.handle(
            .wheel(
                WheelEvent(
                    at: p, delta: Vector(dx: dx, dy: dy), time: script.time, modifiers: modifiers)))
    }

    /// Taps a point and lets the tap be decided.
    mutating func tap(at p: Point) {
        send(script.tap(at: p))
        wait(0.4)
    }

    /// Shows a palette set by tapping its tab.
    mutating func showSet(named name: String) {
        let index = scene.palette.sets.firstIndex { $0.name == name }!
        tap(at: scene.palette.tabs.segmentFrame(index).center)
    }

    /// The centre of a palette emoji's cell, showing its set first (scrolled to the top).
    mutating func paletteCell(of text: String) -> Point {
        let set = scene.palette.sets.first { $0.emoji.contains(text) }!
        if scene.palette.currentSet != set { showSet(named: set.name) }
        return scene.palette.visibleCell(of: text)!.center
    }

    /// Presses at `from`, drags to `to` in steps, and releases unless told not to.
    mutating func drag(from: Point, to: Point, release: Bool = true) {
        send(script.press(at: from))
        send(script.drag(to: to, steps: 12, duration: 0.24))
        if release { send(script.release()) }
    }

    /// Drags an emoji from the palette to a window point, grabbing it `grab` off its centre.
    mutating func dragFromPalette(
        _ text: String, to p: Point, grab: Vector = .zero, release: Bool = true
    ) {
        drag(from: paletteCell(of: text) + grab, to: p, release: release)
    }

    /// Zooms with ctrl+wheel notches around a window point.
    mutating func zoom(notches: Double, around p: Point) {
        wheel(at: p, dy: notches, modifiers: .control)
    }

    /// The item added last.
    var lastItem: EmojiItem? { document.items.last }
}
