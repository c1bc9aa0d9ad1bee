/// A key on the keyboard, by its portable name.
///
/// Letters and digits are named by themselves in lower case (`r`, `z`, `7`); other
/// printable keys by their character (`+`, `-`, `=`, `/`); the rest by lower-case words:
/// `escape`, `enter`, `tab`, `backspace`, `delete`, `space`, `left`, `right`, `up`, `down`,
/// `home`, `end`, `pageup`, `pagedown`, `f1`…`f12`.
///
/// ```swift
/// if event.key == .escape { closeSheet() }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's name.
    public let name: String

    /// Creates a key from its name (lower-cased as given; no validation beyond being
    /// non-empty and free of spaces, which `KeyEvent(parsing:)` checks).
    public init(_ name: String) { self.name = name }

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
}
