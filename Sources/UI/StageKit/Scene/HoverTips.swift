/// A scene with a `HoverTip`: text cut short with "…" shows whole when a mouse rests on
/// it. Everything else is the wrapped scene's own; the tip only draws over it.
///
/// Hosts with a hovering pointer wrap the scene they run:
///
/// ```swift
/// var shown = HoverTips(BoardScene())
/// shown.handle(.pointer(PointerEvent(.move, at: Point(x: 120, y: 200), time: 1)))
/// _ = shown.advance(to: 1.7)
/// shown.displayList()   // the scene's picture, and the tip if the pointer rests on cut text
/// ```
public struct HoverTips<Base: Scene>: Scene {
    /// The wrapped scene.
    public var base: Base
    private var tip = HoverTip()

    /// Wraps a scene.
    public init(_ base: Base) { self.base = base }

    /// Hands the event to the scene; the tip follows the pointer.
    public mutating func handle(_ event: InputEvent) {
        base.handle(event)
        tip.observe(event)
    }

    /// Advances the scene; keeps frames coming while a tip is due to appear.
    public mutating func advance(to time: Double) -> Bool {
        let moving = base.advance(to: time)
        return tip.advance(to: time) || moving
    }

    /// Draws the scene, then the tip if one is due.
    public func draw(into list: inout DisplayList) {
        base.draw(into: &list)
        tip.draw(over: &list)
    }

    /// The wrapped scene's state.
    public var stateDescription: String { base.stateDescription }
    /// The wrapped scene's request to be closed.
    public var exitRequest: SceneExit? { base.exitRequest }
    /// Whether the wrapped scene holds unsaved work.
    public var hasUnsavedChanges: Bool { base.hasUnsavedChanges }
    /// The wrapped scene's last announcement.
    public var announcement: String { base.announcement }
    /// How many announcements the wrapped scene has made.
    public var announcementCount: Int { base.announcementCount }
    /// The wrapped scene's kept work.
    public var savedStateText: String? { base.savedStateText }
    /// What the wrapped scene copied last.
    public var copied: CopiedText { base.copied }
    /// Hands the wrapped scene a file.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    {
        base.receiveFile(named: name, contents: contents, at: time)
    }
    /// Asks the wrapped scene whether it may close.
    public mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        base.askToClose(for: exit, at: time)
    }
}
