import Geometry
import Gestures
import Quoting

/// What is wrong with one line of a replay file.
struct LineError: Error {
    var reason: String
}

/// Reads replay lines one at a time, remembering the last time (which may not go
/// backwards) and the last pointer position (where wheel events happen).
struct ReplayLineParser {
    /// The latest time a line may have, in milliseconds: 24 hours.
    static let longestTime = 86_400_000
    /// How far from the window's corner a pointer may be, in points, either way: beyond
    /// the largest window, with room for a drag that leaves it.
    static let farthestPointer = 100_000.0
    /// The largest wheel step in either direction (a wheel notch is 1).
    static let largestWheelStep = 1_000.0
    /// The largest pointer id a line may name (`#n`).
    static let largestPointerID = 1 << 30

    private var lastTime = 0.0
    private var pointer = Point.zero

    /// Reads one line. Lines are read by Unicode scalars, not characters, so that a text or
    /// key that starts with a combining mark reads the same after a space as after a tab.
    mutating func parse(_ line: Substring) throws(LineError) -> InputEvent {
        if let control = line.unicodeScalars.first(where: { scalar in
            (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
        }) {
            throw LineError(
                reason: "the line holds a control character (code \(control.value)), "
                    + "which no event has")
        }
        var tokens = line.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" })
            .map { Substring($0) }
        guard tokens.count >= 2 else {
            throw LineError(
                reason: "a line needs a time in milliseconds and an event, such as "
                    + "'120 move 400 300', not '\(visible(line))'")
        }
        guard let ms = Double(tokens[0]), ms.isFinite, ms >= 0 else {
            throw LineError(
                reason: "'\(visible(tokens[0]))' is not a time in milliseconds "
                    + "(write a whole or decimal number from 0 to \(Self.longestTime))")
        }
        guard ms <= Double(Self.longestTime) else {
            throw LineError(
                reason: "time \(tokens[0]) ms is more than 24 hours after the start "
                    + "(the most a replay may last is \(Self.longestTime) ms)")
        }
        guard ms >= lastTime * 1000 else {
            throw LineError(
                reason: "time \(tokens[0]) ms is earlier than the line before "
                    + "(times may never go back)")
        }
        let time = ms / 1000
        lastTime = time
        let verb = String(tokens[1])
        let verbEnd = tokens[1].endIndex
        tokens.removeFirst(2)
        switch verb {
        case "down", "move", "up", "cancel":
            let location = Point(
                x: try coordinate(tokens, 0, "x", within: Self.farthestPointer),
                y: try coordinate(tokens, 1, "y", within: Self.farthestPointer))
            var button = PointerButton.primary
            var modifiers: KeyModifiers = []
            var kind = PointerKind.mouse
            var id: PointerID = 0
            for flag in tokens.dropFirst(2) {
                switch flag {
                case "right": button = .secondary
                case "middle": button = .middle
                case "touch": kind = .touch
                case "pen": kind = .pen
                default:
                    if flag.hasPrefix("#") {
                        id = try pointerID(flag)
                        continue
                    }
                    modifiers.insert(
                        try modifier(
                            flag,
                            allowed:
                                "right, middle, touch, pen, #<pointer>, ctrl, shift, alt or cmd"))
                }
            }
            pointer = location
            let phase: PointerEvent.Phase =
                verb == "down" ? .down : verb == "move" ? .move : verb == "up" ? .up : .cancel
            return .pointer(
                PointerEvent(
                    phase, at: location, time: time, pointer: id, button: button,
                    modifiers: modifiers, kind: kind))
        case "key":
            guard tokens.count == 1 else {
                throw LineError(
                    reason: "a key line names one key or chord, such as 'z' or 'ctrl+z'")
            }
            do {
                return .key(try KeyEvent(parsing: String(tokens[0]), time: time))
            } catch {
                throw LineError(reason: error.description)
            }
        case "text", "paste":
            // The rest of the line after one separating space, spaces included.
            let rest = Substring(line.unicodeScalars[verbEnd...].dropFirst())
            guard !rest.isEmpty else {
                throw LineError(
                    reason: verb == "text"
                        ? "a text line needs the typed text after 'text'"
                        : "a paste line needs the pasted text after 'paste'")
            }
            var input = TextInput(String(rest), time: time)
            input.isPasted = verb == "paste"
            return .text(input)
        case "focus":
            let roles: [SeenElement.Role] = [.item, .control, .place, .text]
            guard tokens.count >= 1,
                let role = roles.first(where: { ReplayScript.roleWord($0) == tokens[0] })
            else {
                throw LineError(
                    reason: "a focus line names a role (item, control, place or text) and a "
                        + "label, such as 'focus item the X piece'")
            }
            // The label is the rest of the line after the role and one space; none (as in
            // 'focus control') takes the focus off every element of that role.
            let label = Substring(line.unicodeScalars[tokens[0].endIndex...].dropFirst())
            return .focus(FocusEvent(role, String(label), time: time))
        case "wheel":
            let delta = Vector(
                dx: try coordinate(tokens, 0, "dx", within: Self.largestWheelStep),
                dy: try coordinate(tokens, 1, "dy", within: Self.largestWheelStep))
            var modifiers: KeyModifiers = []
            for flag in tokens.dropFirst(2) {
                modifiers.insert(try modifier(flag, allowed: "ctrl, shift, alt or cmd"))
            }
            return .wheel(WheelEvent(at: pointer, delta: delta, time: time, modifiers: modifiers))
        case "resize":
            guard tokens.count == 2 || tokens.count == 3 else {
                throw LineError(
                    reason: "a resize line needs a width and a height, and may add a scale, "
                        + "such as 'resize 1280 800 2'")
            }
            let w = try coordinate(tokens, 0, "width"), h = try coordinate(tokens, 1, "height")
            let scale = tokens.count == 3 ? try coordinate(tokens, 2, "scale") : 1
            guard (1...16384).contains(w), (1...16384).contains(h), scale > 0, scale <= 8 else {
                throw LineError(
                    reason: "window size \(ReplayScript.number(w))×\(ReplayScript.number(h)) "
                        + "at scale \(ReplayScript.number(scale)) is out of range (width and "
                        + "height from 1 to 16384, scale above 0 and at most 8)")
            }
            return .resize(
                ResizeEvent(size: Size(width: w, height: h), pixelScale: scale, time: time))
        default:
            throw LineError(
                reason:
                    "unknown event '\(visible(verb))' (expected down, move, up, cancel, key, text, paste, wheel, resize or focus)"
            )
        }
    }

    /// The pointer id written `#n` (a finger's own number; the mouse is 0 and unwritten).
    private func pointerID(_ flag: Substring) throws(LineError) -> PointerID {
        guard let id = Int(flag.dropFirst()), id >= 0, id <= Self.largestPointerID else {
            throw LineError(
                reason: "pointer '\(visible(flag))' is not '#' and a whole number "
                    + "from 0 to \(Self.largestPointerID)")
        }
        return id
    }

    /// The number at `tokens[i]`, finite and (given `within`) no further than that from 0.
    private func coordinate(
        _ tokens: [Substring], _ i: Int, _ name: String, within bound: Double = .infinity
    ) throws(LineError) -> Double {
        guard i < tokens.count else { throw LineError(reason: "the \(name) is missing") }
        guard let v = Double(tokens[i]), v.isFinite else {
            throw LineError(reason: "\(name) '\(visible(tokens[i]))' is not a finite number")
        }
        guard abs(v) <= bound else {
            throw LineError(
                reason: "\(name) \(tokens[i]) is out of range "
                    + "(it must be from -\(ReplayScript.number(bound)) to \(ReplayScript.number(bound)))"
            )
        }
        return v
    }

    private func modifier(_ flag: Substring, allowed: String) throws(LineError) -> KeyModifiers {
        switch flag {
        case "ctrl": return .control
        case "shift": return .shift
        case "alt": return .alt
        case "cmd": return .command
        default: throw LineError(reason: "unknown flag '\(visible(flag))' (expected \(allowed))")
        }
    }
}
