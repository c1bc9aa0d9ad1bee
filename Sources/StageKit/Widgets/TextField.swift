import Gestures
import Geometry

/// A one-line editable text box, for file names and the like.
///
/// A press inside focuses it (placing the caret near the press), a press outside
/// unfocuses it. While focused it takes typed text and the keys backspace, delete, left,
/// right, home and end; Enter submits. A scene should not treat keys as commands while
/// the field is focused.
///
/// ```swift
/// var name = TextField(placeholder: "File name")
/// name.frame = Rect(x: 20, y: 80, width: 300, height: 34)
/// if name.handle(event) == .submitted { save(as: name.text) }
/// ```
public struct TextField: Hashable, Sendable {
    /// What an event did to the field.
    public enum Action: Hashable, Sendable {
        /// The text changed.
        case changed
        /// Enter was pressed.
        case submitted
    }

    /// The text.
    public private(set) var text: String
    /// The caret position, in characters from the start.
    public private(set) var cursor: Int
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// Where the field is, in window points.
    public var frame: Rect
    /// Whether typing goes into this field.
    public var isFocused: Bool
    /// The most characters the field accepts.
    public var maxLength: Int

    /// Creates a field.
    public init(
        text: String = "", placeholder: String = "", frame: Rect = .zero, isFocused: Bool = false,
        maxLength: Int = 80
    ) {
        self.text = ""
        self.cursor = 0
        self.placeholder = placeholder
        self.frame = frame
        self.isFocused = isFocused
        self.maxLength = max(maxLength, 0)
        insert(text)
    }

    /// Replaces the whole text and puts the caret at its end.
    public mutating func setText(_ newText: String) {
        text = ""
        cursor = 0
        insert(newText)
    }

    /// Updates the field for one event; returns what changed, if anything.
    public mutating func handle(_ event: InputEvent, theme: Theme = .standard) -> Action? {
        switch event {
        case .pointer(let p) where p.phase == .down:
            isFocused = frame.contains(p.location)
            if isFocused { cursor = index(nearest: p.location.x, theme: theme) }
            return nil
        case .text(let input) where isFocused:
            return insert(input.text) ? .changed : nil
        case .key(let key) where isFocused:
            return edit(with: key)
        default:
            return nil
        }
    }

    /// Draws the field: box, text or placeholder, and the caret when focused.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.fill(.roundedRect(frame, radius: theme.controlRadius), theme.surface)
        list.stroke(
            .roundedRect(frame.outset(by: -0.5), radius: theme.controlRadius),
            Stroke(isFocused ? theme.accent : theme.border, width: isFocused ? 2 : 1))
        let inner = frame.outset(dx: -10, dy: 0)
        let caretX = TextMetrics.width(of: String(text.prefix(cursor)), font: theme.bodyFont)
        let scroll = max(0, caretX - inner.width + 2)
        list.clipped(to: inner.outset(dx: 2, dy: 0)) { list in
            if text.isEmpty {
                var run = TextRun(
                    placeholder, at: Point(x: inner.minX, y: inner.midY), font: theme.bodyFont,
                    color: theme.secondaryText)
                if isFocused { run.caret = Caret(utf8Offset: 0, color: theme.accent) }
                list.append(DisplayItem(.text(run)))
            } else {
                var run = TextRun(
                    text, at: Point(x: inner.minX - scroll, y: inner.midY), font: theme.bodyFont,
                    color: theme.text)
                if isFocused {
                    run.caret = Caret(
                        utf8Offset: text.prefix(cursor).utf8.count, color: theme.accent)
                }
                list.append(DisplayItem(.text(run)))
            }
        }
        list.see(
            .control, placeholder.isEmpty ? "Text field" : placeholder, frame: frame, value: text)
    }

    @discardableResult
    private mutating func insert(_ typed: String) -> Bool {
        var clean = ""
        for scalar in typed.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            clean.unicodeScalars.append(scalar)
        }
        let room = maxLength - text.count
        guard room > 0, !clean.isEmpty else { return false }
        let accepted = String(clean.prefix(room))
        text.insert(contentsOf: accepted, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += accepted.count
        return true
    }

    private mutating func edit(with key: KeyEvent) -> Action? {
        let count = text.count
        switch key.key {
        case .backspace where cursor > 0:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            cursor -= 1
            return .changed
        case .delete where cursor < count:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return .changed
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, count)
        case .home: cursor = 0
        case .end: cursor = count
        case .enter: return .submitted
        default: break
        }
        return nil
    }

    private func index(nearest x: Double, theme: Theme) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        let start = frame.minX + 10
        var prefix = ""
        var i = 0
        for character in text {
            let d = abs(start + TextMetrics.width(of: prefix, font: theme.bodyFont) - x)
            if d < bestDistance { (best, bestDistance) = (i, d) }
            prefix.append(character)
            i += 1
        }
        let d = abs(start + TextMetrics.width(of: prefix, font: theme.bodyFont) - x)
        return d < bestDistance ? i : best
    }
}
