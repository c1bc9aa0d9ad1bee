import Geometry
import Gestures

/// A recorded session: input events with their times, one per line, as the desktop's
/// `--record` writes and its `--replay` and the web module's `replay` read.
///
/// ```text
/// # comment lines and blank lines are ignored
/// 0 resize 1280 800
/// 120 move 400 300
/// 150 down 400 300
/// 180 move 420 310
/// 200 up 420 310
/// 900 down 500 500 right
/// 950 up 500 500 right
/// 1000 down 200 300 touch #3
/// 1400 key ctrl+z
/// 1500 text hello world
/// 1550 paste 🐶🐱
/// 1600 wheel 0 -1 ctrl
/// 1700 focus item the X piece
/// ```
///
/// `<ms>` counts milliseconds from the start, never decreases and is at most 86,400,000
/// (24 hours). Coordinates are window points, from -100,000 to 100,000; wheel steps from
/// -1,000 to 1,000. A key is one a keyboard has (see `Key.isKnown`). Pointer lines may end with a button (`right`, `middle`), a device other than the
/// mouse (`touch`, `pen`; a line without one is the mouse), the pointer's number when it
/// is not 0 (`#3`, one per finger) and modifiers (`ctrl`, `shift`, `alt`, `cmd`); `cancel <x> <y>` is a pointer taken away. `wheel <dx> <dy>`
/// scrolls at the last pointer position. `resize <w> <h> [scale]` changes the window.
/// `text` takes the rest of the line, spaces included, as `paste` does for text from the
/// clipboard (ctrl+v). `focus <role> <label>` puts the
/// keyboard's focus on an element from outside (`FocusEvent`; the role is `item`,
/// `control`, `place` or `text`, the label the rest of the line).
public struct ReplayScript: Equatable {
    /// The events, in order.
    public var events: [InputEvent]

    /// Creates a script from events.
    public init(events: [InputEvent]) { self.events = events }

    /// Reads a script; the first malformed line is reported with its number, and nothing
    /// is returned.
    public init(parsing text: String) throws(ReplayError) {
        var parser = ReplayLineParser()
        var events: [InputEvent] = []
        var number = 0
        // Split by scalars: "\r\n" is one Character, so a split by characters would never
        // find the line ends of a file written on Windows.
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        {
            number += 1
            var line = rawLine
            if line.last == "\r" { line = line.dropLast() }
            let trimmed = Substring(line.drop { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do {
                events.append(try parser.parse(trimmed))
            } catch {
                throw ReplayError(line: number, reason: error.reason)
            }
        }
        self.events = events
    }

    /// The script as text, ready to save.
    public var text: String {
        var out = ""
        var last = Point.zero
        for event in events {
            guard let line = Self.line(for: event, lastPointer: &last) else { continue }
            out += line + "\n"
        }
        return out
    }

    /// One event as a line of the format (nil for ticks, which are not recorded).
    public static func line(for event: InputEvent, lastPointer: inout Point) -> String? {
        let ms = number(event.time * 1000)
        switch event {
        case .pointer(let p):
            lastPointer = p.location
            let verb: String
            switch p.phase {
            case .down: verb = "down"
            case .move: verb = "move"
            case .up: verb = "up"
            case .cancel: verb = "cancel"
            }
            var line = "\(ms) \(verb) \(number(p.location.x)) \(number(p.location.y))"
            if p.button == .secondary { line += " right" }
            if p.button == .middle { line += " middle" }
            if p.kind == .touch { line += " touch" }
            if p.kind == .pen { line += " pen" }
            if p.pointer != 0 { line += " #\(p.pointer)" }
            return line + modifierSuffix(p.modifiers)
        case .key(let k): return "\(ms) key \(k.description)"
        case .text(let t): return "\(ms) \(t.isPasted ? "paste" : "text") \(t.text)"
        case .wheel(let w):
            return "\(ms) wheel \(number(w.delta.dx)) \(number(w.delta.dy))"
                + modifierSuffix(w.modifiers)
        case .resize(let r):
            let scale = r.pixelScale == 1 ? "" : " \(number(r.pixelScale))"
            return "\(ms) resize \(number(r.size.width)) \(number(r.size.height))\(scale)"
        case .tick: return nil
        case .focus(let f): return "\(ms) focus \(roleWord(f.role)) \(f.label)"
        }
    }

    /// The word a focus line names a role by.
    static func roleWord(_ role: SeenElement.Role) -> String {
        switch role {
        case .item: return "item"
        case .control: return "control"
        case .place: return "place"
        case .text: return "text"
        }
    }

    /// A number as a replay line writes it: whole numbers without a decimal point.
    package static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }

    static func modifierSuffix(_ m: KeyModifiers) -> String {
        var s = ""
        if m.contains(.control) { s += " ctrl" }
        if m.contains(.alt) { s += " alt" }
        if m.contains(.shift) { s += " shift" }
        if m.contains(.command) { s += " cmd" }
        return s
    }
}
