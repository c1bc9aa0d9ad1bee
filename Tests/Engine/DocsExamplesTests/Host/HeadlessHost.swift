import DragAndDrop
import StageKit

/// The smallest host there is: no window, no clock, no disk. It tells the scene the
/// window's size first, passes events in, keeps time by the events' own timestamps,
/// draws a frame after each step, and keeps what the scene said for screen readers.
struct HeadlessHost<S: Scene> {
    var scene: S
    private(set) var time = 0.0
    private(set) var frame = DisplayList()
    private(set) var announcements: [String] = []

    init(_ scene: S, size: Size) {
        self.scene = scene
        self.scene.handle(.resize(ResizeEvent(size: size, time: 0)))
        _ = self.scene.advance(to: 0)
        redraw()
    }

    /// Passes one event in, then draws.
    mutating func send(_ event: InputEvent) {
        time = max(time, event.time)
        scene.handle(event)
        _ = scene.advance(to: time)
        redraw()
    }

    /// Draws 60 frames a second while anything moves, at most for `limit` seconds.
    mutating func runUntilStill(limit: Double = 10) {
        let end = time + limit
        while scene.advance(to: time), time < end {
            time += 1.0 / 60
            redraw()
        }
        redraw()
    }

    private mutating func redraw() {
        frame = scene.displayList()
        let sentence = scene.announcement
        if !sentence.isEmpty, sentence != announcements.last { announcements.append(sentence) }
    }
}
