/// A key on the keyboard, by its portable name.
///
/// Letters and digits are named by themselves in lower case (`r`, `z`, `7`); other
/// printable keys by their character (`+`, `-`, `=`, `/`); the rest by lower-case words:
/// `escape`, `enter`, `tab`, `backspace`, `delete`, `space`, `left`, `right`, `up`, `down`,
/// `home`, `end`, `pageup`, `pagedown`, `f1`…`f12`, `menu` (the context-menu key).
///
/// ```swift
/// if event.key == .escape { closeSheet() }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's name.
    public let name: String

    /// Creates a key from its name, as given (`KeyEvent(parsing:)` refuses names that
    /// are not `isKnown`).
    public init(_ name: String) { self.name = name }

    /// The names of keys that are not a single printable character.
    public static let wordNames: [String] = [
        "escape", "enter", "tab", "backspace", "delete", "space", "left", "right", "up", "down",
        "home", "end", "pageup", "pagedown", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8",
        "f9", "f10", "f11", "f12", "menu",
    ]

    /// Whether a keyboard can press this key: one of `wordNames`, or a single printable
    /// ASCII character other than a capital letter (letters are named in lower case).
    ///
    /// ```swift
    /// Key("z").isKnown          // true
    /// Key("Z").isKnown          // false
    /// Key("nonsense").isKnown   // false
    /// ```
    public var isKnown: Bool {
        let scalars = name.unicodeScalars
        if let only = scalars.first, scalars.count == 1 {
            return (33...126).contains(only.value) && !(65...90).contains(only.value)
        }
        for word in Self.wordNames where word == name { return true }
        return false
    }

    /// The key's name.
    public var description: String { name }

    /// Escape.
    public static let escape = Key("escape")
    /// Return or Enter.
    public static let enter = Key("enter")
    /// Tab.
    public static let tab = Key("tab")
    /// Backspace (delete to the left).
    public static let backspace = Key("backspace")
    /// Delete (forward delete).
    public static let delete = Key("delete")
    /// The space bar.
    public static let space = Key("space")
    /// Arrow left.
    public static let left = Key("left")
    /// Arrow right.
    public static let right = Key("right")
    /// Arrow up.
    public static let up = Key("up")
    /// Arrow down.
    public static let down = Key("down")
    /// Home.
    public static let home = Key("home")
    /// End.
    public static let end = Key("end")
    /// The Menu key (the context-menu key beside the right Ctrl), which opens an item's
    /// menu, as shift+F10 does.
    public static let menu = Key("menu")
}
