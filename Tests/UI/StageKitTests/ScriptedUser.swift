import Geometry
import Gestures
import StageKit

/// Drives a scene the way a person at a window would: timestamped pointer, key and text
/// events, with time moving forward between them and animations ticked along.
struct ScriptedUser<S: Scene> {
    var scene: S
    var time = 0.0
    var pointer = Point(x: 0, y: 0)

    init(_ scene: S, size: Size = Size(width: 1280, height: 800)) {
        self.scene = scene
        self.scene.send(.resize(ResizeEvent(size: size, time: 0)))
    }

    mutating func send(_ event: InputEvent) {
        scene.send(event)
        scene.send(.tick(time))
    }

    mutating func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time = min(time + 1.0 / 60, end)
            scene.send(.tick(time))
        }
    }

    mutating func move(to p: Point) {
        time += 0.016
        pointer = p
        send(.pointer(PointerEvent(.move, at: p, time: time)))
    }

    mutating func down(at p: Point, button: PointerButton = .primary) {
        time += 0.016
        pointer = p
        send(.pointer(PointerEvent(.down, at: p, time: time, button: button)))
    }

    mutating func up(at p: Point, button: PointerButton = .primary) {
        time += 0.016
        pointer = p
        send(.pointer(PointerEvent(.up, at: p, time: time, button: button)))
    }

    /// A click: move there, press, release; then wait out the double-click window.
    mutating func click(_ p: Point) {
        move(to: p)
        down(at: p)
        up(at: p)
        wait(0.5)
    }

    mutating func doubleClick(_ p: Point) {
        move(to: p)
        down(at: p)
        up(at: p)
        down(at: p)
        up(at: p)
        wait(0.5)
    }

    mutating func drag(from a: Point, to b: Point, steps: Int = 10) {
        move(to: a)
        down(at: a)
        for i in 1...steps { move(to: a.interpolated(to: b, by: Double(i) / Double(steps))) }
        up(at: b)
        wait(0.5)
    }

    mutating func press(_ chord: String) {
        time += 0.05
        send(.key(try! KeyEvent(parsing: chord, time: time)))
    }

    mutating func type(_ text: String) {
        for scalar in text.unicodeScalars {
            time += 0.05
            send(.text(TextInput(String(scalar), time: time)))
        }
    }

    var list: DisplayList { scene.displayList() }
}
