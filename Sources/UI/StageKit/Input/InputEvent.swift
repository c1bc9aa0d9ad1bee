import Geometry
import Gestures

/// Text typed by the user (after keyboard layout and input method), for text fields.
public struct TextInput: Equatable, Sendable {
    /// The characters typed.
    public var text: String
    /// The characters of the focused text field that `text` takes the place of, as offsets
    /// from its start (a word autocorrected, a deletion when `text` is empty); nil for the
    /// selection, as typing does.
    public var replacing: Range<Int>?
    /// When, in seconds.
    public var time: Double
    /// Whether it came from the clipboard (ctrl+v) rather than the keys: a field takes it
    /// as typed, and a canvas may make something of it (Emoji Art adds the emoji in it).
    public var isPasted = false

    /// Creates a text input event.
    public init(_ text: String, replacing: Range<Int>? = nil, time: Double) {
        self.text = text
        self.replacing = replacing
        self.time = time
    }
}

/// The window's drawing area changed size.
public struct ResizeEvent: Equatable, Sendable {
    /// The new size, in points.
    public var size: Size
    /// Device pixels per point (2 on a typical HiDPI screen).
    public var pixelScale: Double
    /// When, in seconds.
    public var time: Double

    /// Creates a resize event.
    public init(size: Size, pixelScale: Double = 1, time: Double) {
        self.size = size
        self.pixelScale = pixelScale
        self.time = time
    }
}

/// The keyboard's focus was put on something the scene shows, from outside the scene: a
/// screen reader's cursor, or Tab through the web page's mirror of the scene's elements.
/// A scene that has a focus ring or cursor puts it there (see `SeenElement.States.focused`).
public struct FocusEvent: Equatable, Sendable {
    /// The role of the element focused.
    public var role: SeenElement.Role
    /// Its label (`SeenElement.label`).
    public var label: String
    /// When, in seconds.
    public var time: Double

    /// Creates a focus event.
    public init(_ role: SeenElement.Role, _ label: String, time: Double) {
        self.role = role
        self.label = label
        self.time = time
    }
}

/// Everything a host tells a scene.
///
/// Pointer and wheel events are the engine's own types from `Gestures`, so a scene can
/// pass them straight to recognizers and drag sessions.
///
/// ```swift
/// let script: [InputEvent] = [
///     .resize(ResizeEvent(size: Size(width: 800, height: 600), time: 0)),
///     .pointer(PointerEvent(.down, at: Point(x: 40, y: 40), time: 0.1)),
///     .pointer(PointerEvent(.up, at: Point(x: 40, y: 40), time: 0.2)),
///     .key(KeyEvent(.escape, time: 0.5)),
///     .tick(1.0),
/// ]
/// ```
public enum InputEvent: Equatable, Sendable {
    /// A pointer went down, moved, went up or was cancelled.
    case pointer(PointerEvent)
    /// A key was pressed.
    case key(KeyEvent)
    /// Text was typed.
    case text(TextInput)
    /// The wheel or trackpad scrolled.
    case wheel(WheelEvent)
    /// The window changed size.
    case resize(ResizeEvent)
    /// Time passed; the scene should advance its animations to this time (in seconds).
    case tick(Double)
    /// The keyboard's focus was put on one of the scene's elements from outside.
    case focus(FocusEvent)

    /// When the event happened, in seconds.
    public var time: Double {
        switch self {
        case .pointer(let e): return e.time
        case .key(let e): return e.time
        case .text(let e): return e.time
        case .wheel(let e): return e.time
        case .resize(let e): return e.time
        case .tick(let t): return t
        case .focus(let e): return e.time
        }
    }
}
