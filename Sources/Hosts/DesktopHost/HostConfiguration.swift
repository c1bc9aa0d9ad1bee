import Geometry

/// How a scene is to be run: in a window (optionally recorded), as a replay, or as a
/// screenshot with no display. The executables read it from their flags (`HostOptions`
/// in `AppOptions`); the host itself parses nothing.
///
/// ```swift
/// var run = HostConfiguration()
/// run.screenshot = "board.png"
/// try DesktopHost.run(MyScene(), title: "My app", configuration: run)
/// ```
public struct HostConfiguration: Equatable, Sendable {
    /// Render a frame to this PNG file with no window (with `replay`, the final frame).
    public var screenshot: String?
    /// Record every input event of the window session to this file.
    public var record: String?
    /// Feed this recorded file through the scene with simulated time and no window.
    public var replay: String?
    /// Print the scene's state when it ends.
    public var printState = false
    /// The window (or screenshot) size in points. Default: 1280×800.
    public var size = Size(width: 1280, height: 800)
    /// Pixels per point for screenshots (a window uses the screen's own). Default: 1.
    public var scale = 1.0
    /// The folder the app keeps its saved state in, when one is named (see `StateFolder`).
    public var state: String?

    /// Creates the default configuration: a 1280×800 window.
    public init() {}

    /// Whether this run is scripted (a replay or a screenshot) rather than a person at a
    /// window: scripted runs never touch a user's saved state unless `state` names a folder.
    public var isScripted: Bool { replay != nil || screenshot != nil }
}
