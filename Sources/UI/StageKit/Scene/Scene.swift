import Gestures
/// What a scene asks of whoever runs it.
public enum SceneExit: Hashable, Sendable {
    /// Leave this scene and go back to where it was opened from (the launcher); at the top
    /// level, the same as quitting.
    case back
    /// End the program.
    case quit
}

/// An interactive screen: it consumes input events, advances its animations to a time,
/// and draws itself into a display list. It never knows which host runs it.
///
/// Time only ever arrives as values (event timestamps and `advance(to:)`), so a scene can be
/// driven in a unit test exactly as a window drives it.
///
/// ```swift
/// struct Counter: Scene {
///     var count = 0
///     var size = Size(width: 800, height: 600)
///     mutating func handle(_ event: InputEvent) {
///         if case .resize(let r) = event { size = r.size }
///         if case .pointer(let p) = event, p.phase == .up { count += 1 }
///     }
///     mutating func advance(to time: Double) -> Bool { false }
///     func draw(into list: inout DisplayList) {
///         list.text("\(count)", at: Point(x: size.width / 2, y: size.height / 2),
///                   font: Font(size: 48, weight: .bold), color: .black, alignment: .center)
///     }
///     var stateDescription: String { "count \(count)" }
/// }
/// ```
public protocol Scene {
    /// Reacts to one event. Hosts send a `.resize` first, before any other event, and
    /// send time through `advance(to:)` rather than as `.tick` (`send(_:)` routes ticks).
    mutating func handle(_ event: InputEvent)

    /// Moves animations to `time` (seconds, never decreasing) and says whether anything
    /// is still moving, so that an idle host can stop drawing.
    mutating func advance(to time: Double) -> Bool

    /// Draws the current frame. Must only read the state.
    func draw(into list: inout DisplayList)

    /// The model state as plain text, printed by `--print-state` (a board as a letter
    /// grid, a chess position as FEN, …).
    var stateDescription: String { get }

    /// Set when the scene wants to be closed.
    var exitRequest: SceneExit? { get }

    /// Whether the scene holds work that would be lost if it closed now (hosts mark the
    /// window title, and ask `askToClose(at:)` before closing).
    var hasUnsavedChanges: Bool { get }

    /// The last thing said for screen readers (a keyboard step, a move), or empty; hosts
    /// pass a new one to the platform's accessibility (the web page's live region).
    var announcement: String { get }

    /// How many announcements the scene has made: it changes with each new one, also when
    /// the text is the same as the last ("cannot move up" twice), so that a host tells a
    /// new announcement (say it, again if need be) from the one still held (say nothing).
    var announcementCount: Int { get }

    /// The scene's saved state: the work that comes back next time, as text (a game, a
    /// picture, a board), or nil when the scene keeps nothing. Hosts store it through a
    /// `SavedStateStore` (a file on the desktop, `localStorage` in the browser).
    var savedStateText: String? { get }

    /// What the scene last copied (ctrl+c, ctrl+x), for the host to put on the system's
    /// clipboard when its count changes; pasted text comes back as a `TextInput` marked
    /// `isPasted`.
    var copied: CopiedText { get }

    /// A file the host hands the scene: one chosen in the host's own file chooser, or
    /// dropped on the window. Returns whether the scene takes files; one that does says
    /// itself what became of this one (opened, or why not).
    mutating func receiveFile(named name: String, contents: [UInt8], at time: Double) -> Bool

    /// The user wants to leave the scene: `.quit` (the window's close box, ctrl+q) or
    /// `.back` (the launcher's back button). Returns true when it may close at once; a scene
    /// with unsaved work instead asks (Save / Discard / Cancel) and returns false, and sets
    /// `exitRequest` to `exit` once the user lets it go (Cancel leaves it nil).
    mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool
}

extension Scene {
    /// By default a scene never asks to be closed.
    public var exitRequest: SceneExit? { nil }

    /// By default a scene keeps nothing that could be lost.
    public var hasUnsavedChanges: Bool { false }

    /// By default a scene says nothing.
    public var announcement: String { "" }

    /// By default a scene counts nothing: hosts then say an announcement when its text
    /// changes.
    public var announcementCount: Int { 0 }

    /// By default a scene keeps nothing between runs.
    public var savedStateText: String? { nil }

    /// Nothing copied, by default.
    public var copied: CopiedText { CopiedText() }

    /// By default a scene takes no files.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    { false }

    /// By default a scene may always close.
    public mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool { true }

    /// Feeds one event: `.tick` goes to `advance(to:)`, everything else to `handle(_:)`.
    /// Returns whether the scene is still animating after a tick (false for other events).
    ///
    /// ```swift
    /// for event in script { _ = scene.send(event) }
    /// ```
    @discardableResult
    public mutating func send(_ event: InputEvent) -> Bool {
        if case .tick(let time) = event { return advance(to: time) }
        handle(event)
        return false
    }

    /// Advances in steps of `step` seconds from `start` until the scene stops animating
    /// or `limit` seconds have passed; returns the time reached. Tests and replays use it
    /// to let animations finish.
    @discardableResult
    public mutating func settle(from start: Double, step: Double = 1.0 / 60, limit: Double = 10)
        -> Double
    {
        var time = start
        while advance(to: time), time < start + limit { time += step }
        return time
    }

    /// The frame as a new display list.
    public func displayList() -> DisplayList {
        var list = DisplayList()
        draw(into: &list)
        return list
    }
}
