import Geometry
import Gestures

/// The whole of a text cut short with "…" (a long card title, a note over its line
/// limit), shown in a tip when a mouse rests on it, so no words are hidden from a reader.
/// The tip follows the events a host sends its scene, and draws over the scene's picture;
/// it never takes an event. `HoverTips` wraps a scene with one.
///
/// ```swift
/// var tip = HoverTip()
/// tip.observe(event)                    // beside scene.handle(event)
/// let moving = scene.advance(to: now) || tip.advance(to: now)
/// scene.draw(into: &list)
/// tip.draw(over: &list)
/// ```
public struct HoverTip: Sendable {
    /// Where a pointer with no button down rests, and since when.
    private var resting: (at: Point, since: Double)?
    private var pressed = false
    private var now = 0.0
    private var window = Size(width: 0, height: 0)

    /// How long the pointer rests before the tip shows, in seconds.
    public static var delay: Double { 0.6 }
    /// The widest a tip grows before it wraps, in points.
    static var maximumWidth: Double { 360 }

    /// No tip yet.
    public init() {}

    /// Follows the pointer through an event the scene is given.
    public mutating func observe(_ event: InputEvent) {
        now = max(now, event.time)
        switch event {
        case .pointer(let p) where p.kind != .mouse:
            // A finger or pen does not hover: nothing rests until a mouse moves.
            resting = nil
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
        case .key, .text, .wheel, .focus:
            resting = nil
        case .tick:
            break
        }
    }

    /// Moves the clock; says whether a tip is still to appear (frames must keep coming).
    public mutating func advance(to time: Double) -> Bool {
        now = max(now, time)
        guard let resting else { return false }
        return now < resting.since + Self.delay
    }

    /// Draws the tip over `list`, the scene's picture, if one is due.
    public func draw(over list: inout DisplayList) {
        guard let resting, now >= resting.since + Self.delay,
            let cut = Self.textCutShort(at: resting.at, in: list)
        else { return }
        drawTip(cut.run.string, below: cut.frame, into: &list)
    }

    /// The topmost text cut short under `point`, with where it is drawn.
    static func textCutShort(at point: Point, in list: DisplayList) -> (
        run: TextRun, frame: Rect
    )? {
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
}
