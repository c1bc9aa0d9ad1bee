import DragAndDrop
import StageKit

/// Plays any scene as a person would, with a scripted clock: press, drag along a path,
/// release, tap, double-tap, keys, text, wheel, resize, and waiting until everything has
/// settled. It reads what the person sees from the display list (`seen`, `strings`).
///
/// Every scene's tests use it, so a behaviour that holds for one app is checked the same
/// way in the others.
///
/// ```swift
/// var app = SceneDriver(PentominoesScene())
/// app.drag(from: a, to: b)
/// app.settle()
/// #expect(app.seen(.item).count == 12)
/// ```
public struct SceneDriver<S: Scene> {
    /// The scene being played.
    public var scene: S
    /// The clock, in seconds.
    public private(set) var time = 0.0
    /// Where the pointer is.
    public private(set) var pointer = Point(x: 0, y: 0)
    /// The window size.
    public private(set) var size: Size
    /// How many input events (pointer, key, text, wheel, resize) the driver has sent.
    public private(set) var eventsSent = 0
    /// The device the pointer events come from: a mouse unless a test plays a finger.
    public var pointerKind = PointerKind.mouse
    /// F6's walk through the controls, which keys go through as on the desktop host.
    public private(set) var walk = ControlWalk()

    /// One frame at 60 frames a second.
    public static var frame: Double { 1.0 / 60 }

    /// Opens a scene in a window of `size`.
    public init(_ scene: S, size: Size = Size(width: 1280, height: 800)) {
        self.scene = scene
        self.size = size
        self.scene.handle(.resize(ResizeEvent(size: size, time: 0)))
        _ = self.scene.advance(to: 0)
    }

    // MARK: - Time

    /// Lets `seconds` pass, a frame at a time.
    public mutating func wait(_ seconds: Double) {
        let end = time + max(seconds, 0)
        while time < end {
            time = min(time + Self.frame, end)
            _ = scene.advance(to: time)
        }
    }

    /// Lets time pass until nothing moves (at most `limit` seconds); returns whether it
    /// settled.
    @discardableResult
    public mutating func settle(limit: Double = 10) -> Bool {
        let end = time + limit
        while scene.advance(to: time) {
            guard time < end else { return false }
            time += Self.frame
        }
        return true
    }

    // MARK: - Pointer

    /// Sends one pointer event now.
    public mutating func pointer(
        _ phase: PointerEvent.Phase, at p: Point, button: PointerButton = .primary,
        modifiers: KeyModifiers = [], id: PointerID = 0
    ) {
        pointer = p
        eventsSent += 1
        let event = InputEvent.pointer(
            PointerEvent(
                phase, at: p, time: time, pointer: id, button: button, modifiers: modifiers,
                kind: pointerKind))
        for step in walk.events(for: event, seen: [], in: size) { scene.handle(step) }
        _ = scene.advance(to: time)
    }

    /// Moves the pointer (pressed or not) to `p` in one step of one frame.
    public mutating func move(to p: Point, modifiers: KeyModifiers = []) {
        time += Self.frame
        pointer(.move, at: p, modifiers: modifiers)
    }

    /// Presses a button at `p`.
    public mutating func press(
        at p: Point, button: PointerButton = .primary, modifiers: KeyModifiers = []
    ) {
        time += Self.frame
        pointer(.down, at: p, button: button, modifiers: modifiers)
    }

    /// Releases a button where the pointer is (or at `p`).
    public mutating func release(at p: Point? = nil, button: PointerButton = .primary) {
        time += Self.frame
        pointer(.up, at: p ?? pointer, button: button)
    }

    /// Moves the pressed pointer along a straight line to `p`, in `steps` frames.
    public mutating func drag(to p: Point, steps: Int = 12) {
        let start = pointer
        let n = max(steps, 1)
        for i in 1...n { move(to: start.interpolated(to: p, by: Double(i) / Double(n))) }
    }

    /// A flick: presses at `a`, moves quickly to `b` in `steps` frames and lets go while
    /// moving, without settling, so what glides on afterwards can be watched.
    public mutating func flick(from a: Point, to b: Point, steps: Int) {
        press(at: a)
        drag(to: b, steps: steps)
        release()
    }

    /// Presses at `a`, drags to `b` and releases there; then lets it settle.
    public mutating func drag(from a: Point, to b: Point, steps: Int = 12) {
        press(at: a)
        drag(to: b, steps: steps)
        release()
        settle()
    }

    /// A tap (press and release in place), then `wait` seconds so a pending double tap is
    /// decided.
    public mutating func tap(
        at p: Point, button: PointerButton = .primary, modifiers: KeyModifiers = [],
        wait pause: Double = 0.5
    ) {
        press(at: p, button: button, modifiers: modifiers)
        release(button: button)
        wait(pause)
    }

    /// Two taps in quick succession, then waits for the gesture to be decided.
    public mutating func doubleTap(at p: Point) {
        press(at: p)
        release()
        wait(0.08)
        press(at: p)
        release()
        wait(0.5)
    }

    /// Clicks another button while the pointer stays where it is (a right click in the
    /// middle of a left-button drag).
    public mutating func click(_ button: PointerButton) {
        press(at: pointer, button: button)
        release(button: button)
    }

    // MARK: - Keys, text, wheel, window

    /// Presses a key or chord such as `r`, `escape` or `ctrl+shift+z`, through F6's walk
    /// through the controls as the desktop host does.
    public mutating func key(_ chord: String) {
        time += 0.05
        guard let event = try? KeyEvent(parsing: chord, time: time) else {
            preconditionFailure("not a key chord: \(chord)")
        }
        eventsSent += 1
        let shown = scene
        for step in walk.events(for: .key(event), seen: shown.displayList().seen, in: size) {
            scene.handle(step)
        }
        _ = scene.advance(to: time)
        if walk.isActive { walk.follow(list.seen, in: size) }
    }

    /// Puts the keyboard's focus on a seen element from outside, as a screen reader's
    /// cursor or Tab in the web page's mirror does.
    public mutating func focus(_ role: SeenElement.Role, _ label: String) {
        time += 0.05
        eventsSent += 1
        scene.handle(.focus(FocusEvent(role, label, time: time)))
        _ = scene.advance(to: time)
    }

    /// Hands the scene a file, as a host does with one chosen in its file chooser or
    /// dropped on the window; returns whether the scene took it.
    @discardableResult
    public mutating func receiveFile(named name: String, contents: [UInt8]) -> Bool {
        time += 0.05
        eventsSent += 1
        let taken = scene.receiveFile(named: name, contents: contents, at: time)
        _ = scene.advance(to: time)
        return taken
    }

    /// Pastes `text` as a host does on ctrl+v with it on the system's clipboard.
    public mutating func paste(_ text: String) {
        time += 0.05
        eventsSent += 1
        if let pasted = TextInput(pasted: text, time: time) { scene.handle(.text(pasted)) }
        _ = scene.advance(to: time)
    }

    /// Types text, a character at a time.
    public mutating func type(_ text: String) {
        for character in text {
            time += 0.05
            eventsSent += 1
            scene.handle(.text(TextInput(String(character), time: time)))
        }
        _ = scene.advance(to: time)
    }

    /// Turns the wheel over `p` (or where the pointer is).
    public mutating func wheel(
        dx: Double = 0, dy: Double, at p: Point? = nil, modifiers: KeyModifiers = []
    ) {
        time += Self.frame
        if let p { pointer = p }
        eventsSent += 1
        scene.handle(
            .wheel(
                WheelEvent(
                    at: pointer, delta: Vector(dx: dx, dy: dy), time: time, modifiers: modifiers)))
        _ = scene.advance(to: time)
    }

    /// Resizes the window (a `pixelScale` of 2 is a HiDPI screen).
    public mutating func resize(to newSize: Size, pixelScale: Double = 1) {
        time += Self.frame
        size = newSize
        eventsSent += 1
        scene.handle(.resize(ResizeEvent(size: newSize, pixelScale: pixelScale, time: time)))
        _ = scene.advance(to: time)
    }

    // MARK: - What the person sees

    /// The frame as drawn now.
    public var list: DisplayList { scene.displayList() }

    /// The named elements of a role, as drawn now.
    public func seen(_ role: SeenElement.Role) -> [SeenElement] { list.seen(role) }

    /// The element of a role with this label, as drawn now.
    public func seen(_ role: SeenElement.Role, _ label: String) -> SeenElement? {
        list.seen(role).first { $0.label == label }
    }

    /// Every string drawn now.
    public var strings: [String] { list.strings }

    /// Whether some drawn string contains `text`.
    public func shows(_ text: String) -> Bool { list.strings.contains { $0.contains(text) } }
}
