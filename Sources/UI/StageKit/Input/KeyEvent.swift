import Gestures

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

    /// Parses a chord such as `ctrl+z`, `shift+tab`, `+` or `ctrl++`.
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
        // A trailing "+" after a separator ("ctrl++") is the plus key itself.
        if current.isEmpty, chord.hasSuffix("+") { current = "+" }
        guard !current.isEmpty else { throw .malformedKey(chord) }
        var modifiers: KeyModifiers = []
        for part in parts {
            guard let flag = Self.modifier(named: part) else { throw .unknownModifier(part) }
            modifiers.insert(flag)
        }
        for scalar in current.unicodeScalars where scalar == " " || scalar == "\t" {
            throw .malformedKey(chord)
        }
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

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .malformedKey(let text): return "malformed key '\(text)'"
        case .unknownModifier(let name):
            return "unknown modifier '\(name)' (use ctrl, alt, shift or cmd)"
        }
    }
}
