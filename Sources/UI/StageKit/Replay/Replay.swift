import Geometry
import Gestures

/// Runs a script through a scene with simulated time and no window: the scene sees
/// the default window size first, then every event at its time, with animation frames
/// (60 per second) in between, and finally time enough for animations to settle. While
/// the scene is still (nothing animating), the frames until the next event are skipped
/// in one step, so a long pause in a script costs no more than a short one.
///
/// ```swift
/// var scene = WidgetGalleryScene()
/// let script = try ReplayScript(parsing: text)
/// Replay.run(script, through: &scene)
/// print(scene.stateDescription)
/// ```
public enum Replay {
    /// Seconds between simulated frames.
    public static let frameInterval = 1.0 / 60

    /// Feeds the script to the scene; stops early when the scene asks to be closed, or
    /// lets ctrl+q close it.
    /// Returns the size (and pixel scale) the window has at the end.
    @discardableResult
    public static func run<S: Scene>(
        _ script: ReplayScript, through scene: inout S,
        windowSize: Size = Size(width: 1280, height: 800)
    ) -> ResizeEvent {
        var window = ResizeEvent(size: windowSize, pixelScale: 1, time: 0)
        scene.handle(.resize(window))
        var time = 0.0
        var moving = scene.advance(to: time)
        for event in script.events {
            while time + frameInterval < event.time {
                if moving {
                    time += frameInterval
                } else {
                    // The last frame before the event, as if every frame had been drawn.
                    let frames = ((event.time - time) / frameInterval).rounded(.up) - 1
                    time += max(1, frames) * frameInterval
                }
                moving = scene.advance(to: time)
            }
            time = max(time, event.time)
            if case .resize(let r) = event { window = r }
            // ctrl+q is the window's, as in a real window: the scene is asked to close.
            if case .key(let key) = event, key.matches(Key("q"), .control) {
                if scene.askToClose(for: .quit, at: time) { break }
            } else if case .tick = event {
            } else {
                scene.handle(event)
            }
            moving = scene.advance(to: time)
            if scene.exitRequest == .quit || scene.exitRequest == .back { break }
        }
        scene.settle(from: time + frameInterval, step: frameInterval)
        return window
    }
}
