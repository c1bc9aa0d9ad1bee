import Gestures
import Quoting

/// A key pressed, with the modifiers held.
///
/// Its text form is the one replay files use: modifiers in the order `ctrl`, `alt`,
/// `shift`, `cmd`, joined to the key name with `+`.
///
/// ```swift
/// let undo = try KeyEvent(parsing: "ctrl+z", time: 1.5)
/// undo.key == Key("z") && undo.modifiers == .control   // true
/// undo.description                                      // "ctrl+z"
/// ```
public struct KeyEvent: Equatable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers
    /// When, in seconds.
    public var time: Double

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = [], time: Double) {
        self.key = key
        self.modifiers = modifiers
        self.time = time
    }

    /// Whether this is `key` with exactly `modifiers` held.
    ///
    /// ```swift
    /// if event.matches(Key("z"), [.control, .shift]) { redo() }
    /// ```
    public func matches(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        self.key == key && self.modifiers == modifiers
    }

    /// The chord as text, such as `ctrl+shift+z` or `escape`.
    public var description: String {
        var parts: [String] = []
        for (flag, name) in Self.modifierNames where modifiers.contains(flag) { parts.append(name) }
        parts.append(key.name)
        var text = ""
        for (i, part) in parts.enumerated() { text += (i == 0 ? "" : "+") + part }
        return text
    }

    /// Parses a chord such as `ctrl+z`, `shift+tab`, `+` or `ctrl++`. The key must be one
    /// a keyboard has (`Key.isKnown`): an empty key (`ctrl+`), a word the kit does not
    /// know (`nonsensekey`) or a capital letter (`Z`, write `shift+z`) is refused.
    public init(parsing chord: String, time: Double) throws(InputParseError) {
        var parts: [String] = []
        var current = ""
        for scalar in chord.unicodeScalars {
            if scalar == "+" && !current.isEmpty {
                parts.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        // A "+" right after a separator ("ctrl++") is the plus key itself, read above as
        // the start of the last part; a chord ending in one separator ("ctrl+") has no key.
        guard !current.isEmpty else { throw .malformedKey(chord) }
        var modifiers: KeyModifiers = []
        for part in parts {
            guard let flag = Self.modifier(named: part) else { throw .unknownModifier(part) }
            modifiers.insert(flag)
        }
        for scalar in current.unicodeScalars where scalar == " " || scalar == "\t" {
            throw .malformedKey(chord)
        }
        guard Key(current).isKnown else { throw .unknownKey(current) }
        self.init(Key(current), modifiers: modifiers, time: time)
    }

    static let modifierNames: [(KeyModifiers, String)] = [
        (.control, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.command, "cmd"),
    ]

    static func modifier(named name: String) -> KeyModifiers? {
        for (flag, candidate) in modifierNames where candidate == name { return flag }
        return nil
    }
}

/// Why a textual event description could not be read.
public enum InputParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key chord with no key, or with spaces in it.
    case malformedKey(String)
    /// A modifier other than ctrl, alt, shift or cmd.
    case unknownModifier(String)
    /// A key name no keyboard has (see `Key.isKnown`).
    case unknownKey(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .malformedKey(let text):
            return text.isEmpty
                ? "the key is missing (write a key such as 'z' or 'ctrl+z')"
                : "'\(visible(text))' has no key after its modifiers, or has spaces in it "
                    + "(write a chord such as 'ctrl+z' or 'shift+tab')"
        case .unknownKey(let name):
            if name.unicodeScalars.count == 1, let c = name.unicodeScalars.first,
                (65...90).contains(c.value)
            {
                return "unknown key '\(name)' (letters are written in lower case, "
                    + "with shift+ for a capital)"
            }
            return "unknown key '\(name)' (use a single character such as 'z' or '+', "
                + "or one of escape, enter, tab, backspace, delete, space, left, right, up, "
                + "down, home, end, pageup, pagedown, f1 to f12, menu)"
        case .unknownModifier(let name):
            return "unknown modifier '\(name)' (use ctrl, alt, shift or cmd)"
        }
    }
}
