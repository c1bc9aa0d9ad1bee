import Geometry
import Gestures

/// A scene with tips: when a mouse rests on text that was cut short with "…" (a long card
/// title, a note over its line limit), the whole text appears in a tip beside it, so no
/// words are hidden from a reader. Everything else is the wrapped scene's own; the tip
/// only draws over it and never takes an event.
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
    /// Where a pointer with no button down rests, and since when.
    private var resting: (at: Point, since: Double)?
    private var pressed = false
    private var now = 0.0
    private var window = Size(width: 0, height: 0)

    /// How long the pointer rests before the tip shows, in seconds.
    public static var delay: Double { 0.6 }
    /// The widest a tip grows before it wraps, in points.
    static var maximumWidth: Double { 360 }

    /// Wraps a scene.
    public init(_ base: Base) { self.base = base }

    /// Hands the event to the scene and follows the pointer.
    public mutating func handle(_ event: InputEvent) {
        base.handle(event)
        now = max(now, event.time)
        switch event {
        case .pointer(let p):
            switch p.phase {
            case .down:
                pressed = true
                resting = nil
            case .up, .cancel:
                pressed = false
                resting = nil
            case .move:
                if pressed {
                    resting = nil
                } else if resting?.at != p.location {
                    resting = (p.location, p.time)
                }
            }
        case .resize(let r):
            window = r.size
            resting = nil
        case .key, .text, .wheel:
            resting = nil
        case .tick:
            break
        }
    }

    /// Advances the scene; keeps frames coming while a tip is due to appear.
    public mutating func advance(to time: Double) -> Bool {
        now = max(now, time)
        let moving = base.advance(to: time)
        guard let resting else { return moving }
        return moving || now < resting.since + Self.delay
    }

    /// Draws the scene, then the tip if one is due.
    public func draw(into list: inout DisplayList) {
        base.draw(into: &list)
        guard let resting, now >= resting.since + Self.delay,
            let cut = Self.textCutShort(at: resting.at, in: list)
        else { return }
        drawTip(cut.run.string, below: cut.frame, into: &list)
    }

    /// The topmost text cut short under `point`, with where it is drawn.
    static func textCutShort(at point: Point, in list: DisplayList) -> (run: TextRun, frame: Rect)?
    {
        for item in list.items.reversed() {
            guard case .text(let run) = item.content else { continue }
            let frame = item.transform.apply(to: run.drawnFrame)
            if frame.contains(point), run.isCutShort { return (run, frame) }
        }
        return nil
    }

    private func drawTip(_ text: String, below anchor: Rect, into list: inout DisplayList) {
        let theme = Theme.standard
        let font = theme.captionFont
        let inset = 8.0
        let room = min(Self.maximumWidth, window.width - 2 * theme.spacing - 2 * inset)
        guard room > 0 else { return }
        let size = TextMetrics.size(of: text, font: font, maxWidth: room)
        let box = Size(width: size.width + 2 * inset, height: size.height + 2 * inset)
        // Below the text, or above it where the window ends; always inside the window.
        var y = anchor.maxY + 4
        if y + box.height > window.height - theme.spacing { y = anchor.minY - 4 - box.height }
        y = max(theme.spacing, min(y, window.height - theme.spacing - box.height))
        let x = max(
            theme.spacing, min(anchor.minX, window.width - theme.spacing - box.width))
        let frame = Rect(origin: Point(x: x, y: y), size: box)
        list.fill(
            .roundedRect(frame, radius: theme.controlRadius), theme.text.withAlpha(0.92),
            shadow: theme.controlShadow)
        list.text(
            text, at: Point(x: x + inset, y: y + inset), font: font, color: theme.surface,
            verticalAlignment: .top, maxWidth: room)
    }

    /// The wrapped scene's state.
    public var stateDescription: String { base.stateDescription }
    /// The wrapped scene's request to be closed.
    public var exitRequest: SceneExit? { base.exitRequest }
    /// Whether the wrapped scene holds unsaved work.
    public var hasUnsavedChanges: Bool { base.hasUnsavedChanges }
    /// The wrapped scene's last announcement.
    public var announcement: String { base.announcement }
    /// The wrapped scene's kept work.
    public var savedStateText: String? { base.savedStateText }
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
