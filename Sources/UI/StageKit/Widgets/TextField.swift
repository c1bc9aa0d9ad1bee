import Gestures
import Geometry

/// A one-line editable text box, for file names and the like.
///
/// A press inside focuses it (placing the caret near the press), a press outside
/// unfocuses it. A scene that focuses it by setting `isFocused` (as when it presents a
/// sheet with a suggested file name) selects the whole text, so typing replaces it.
///
/// While focused it takes typed text (replacing the selection, or the characters a
/// `TextInput` names, as a phone's autocorrect does) and these keys: Backspace and Delete (removing the
/// selection, or a character), Left and Right (collapsing the selection, or moving the
/// caret), Home and End, shift with Left, Right, Home or End to extend the selection,
/// ctrl+A (or cmd+A) to select everything; Enter submits. The selection is drawn as a
/// highlight behind the text. A scene should not treat keys as commands while the field
/// is focused. While focused it records itself in the display list it draws into (see
/// `FocusedTextField`), so a host can put a real text box over it.
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
    /// The other end of the selection, when there is one (the caret is the moving end).
    public private(set) var anchor: Int?
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// Where the field is, in window points.
    public var frame: Rect
    /// Whether typing goes into this field. Setting it to true selects the whole text.
    public var isFocused: Bool {
        didSet { if isFocused { selectAll() } else { anchor = nil } }
    }
    /// The most characters the field accepts.
    public var maxLength: Int

    /// Creates a field.
    public init(
        text: String = "", placeholder: String = "", frame: Rect = .zero, isFocused: Bool = false,
        maxLength: Int = 80
    ) {
        self.text = ""
        self.cursor = 0
        self.anchor = nil
        self.placeholder = placeholder
        self.frame = frame
        self.isFocused = isFocused
        self.maxLength = max(maxLength, 0)
        insert(text)
        if isFocused { selectAll() }
    }

    /// The selected characters, as offsets from the start (nil when nothing is selected).
    public var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text (empty when nothing is selected).
    public var selectedText: String {
        guard let selection else { return "" }
        return String(text.dropFirst(selection.lowerBound).prefix(selection.count))
    }

    /// Selects the whole text, the caret at its end.
    public mutating func selectAll() {
        cursor = text.count
        anchor = text.isEmpty ? nil : 0
    }

    /// Replaces the whole text and puts the caret at its end; a focused field selects it
    /// all, so that typing replaces it.
    public mutating func setText(_ newText: String) {
        text = ""
        cursor = 0
        anchor = nil
        insert(newText)
        if isFocused { selectAll() }
    }

    /// Updates the field for one event; returns what changed, if anything.
    public mutating func handle(_ event: InputEvent, theme: Theme = .standard) -> Action? {
        switch event {
        case .pointer(let p) where p.phase == .down:
            isFocused = frame.contains(p.location)
            if isFocused {
                cursor = index(nearest: p.location.x, theme: theme)
                anchor = nil
            }
            return nil
        case .text(let input) where isFocused:
            guard let range = input.replacing else { return insert(input.text) ? .changed : nil }
            return replace(range, with: input.text) ? .changed : nil
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
                if isFocused, let selection {
                    let from = TextMetrics.width(
                        of: String(text.prefix(selection.lowerBound)), font: theme.bodyFont)
                    let to = TextMetrics.width(
                        of: String(text.prefix(selection.upperBound)), font: theme.bodyFont)
                    list.fill(
                        .rect(
                            Rect(
                                x: inner.minX - scroll + from, y: inner.midY - 11,
                                width: to - from, height: 22)),
                        theme.accent.withAlpha(0.25))
                }
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
            .control, placeholder.isEmpty ? "Text field" : placeholder, frame: frame, value: text,
            kind: .textField, states: .focused.when(isFocused))
        if isFocused {
            list.focus(
                FocusedTextField(
                    frame: frame, text: text, selection: selection ?? cursor..<cursor,
                    placeholder: placeholder))
        }
    }

    @discardableResult
    private mutating func insert(_ typed: String) -> Bool {
        var clean = ""
        for scalar in typed.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            clean.unicodeScalars.append(scalar)
        }
        guard !clean.isEmpty else { return false }
        let selected = selection?.count ?? 0
        let room = maxLength - text.count + selected
        guard room > 0 else { return false }
        deleteSelection()
        let accepted = String(clean.prefix(room))
        text.insert(contentsOf: accepted, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += accepted.count
        return true
    }

    /// Replaces the characters in `range` (clamped to the text) by `typed`, the caret after
    /// what was put in; says whether the text changed.
    private mutating func replace(_ range: Range<Int>, with typed: String) -> Bool {
        let lower = min(max(range.lowerBound, 0), text.count)
        let upper = min(max(range.upperBound, lower), text.count)
        anchor = lower
        cursor = upper
        let deleted = deleteSelection()
        return insert(typed) || deleted
    }

    /// Removes the selected text, the caret where it was; says whether there was any.
    @discardableResult
    private mutating func deleteSelection() -> Bool {
        defer { anchor = nil }
        guard let selection else { return false }
        let start = text.index(text.startIndex, offsetBy: selection.lowerBound)
        let end = text.index(start, offsetBy: selection.count)
        text.removeSubrange(start..<end)
        cursor = selection.lowerBound
        return true
    }

    /// Moves the caret to `position`; with shift held the selection grows or shrinks to
    /// it, without it the selection goes.
    private mutating func moveCaret(to position: Int, extending: Bool) {
        if extending {
            if anchor == nil { anchor = cursor }
        } else {
            anchor = nil
        }
        cursor = min(max(position, 0), text.count)
    }

    private mutating func edit(with key: KeyEvent) -> Action? {
        let count = text.count
        let shift = key.modifiers == .shift
        if key.matches(Key("a"), .control) || key.matches(Key("a"), .command) {
            selectAll()
            return nil
        }
        if key.key == .backspace || key.key == .delete, selection != nil {
            deleteSelection()
            return .changed
        }
        switch key.key {
        case .backspace where cursor > 0:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            cursor -= 1
            anchor = nil
            return .changed
        case .delete where cursor < count:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            anchor = nil
            return .changed
        case .left where !shift && selection != nil:
            moveCaret(to: selection?.lowerBound ?? cursor, extending: false)
        case .right where !shift && selection != nil:
            moveCaret(to: selection?.upperBound ?? cursor, extending: false)
        case .left: moveCaret(to: cursor - 1, extending: shift)
        case .right: moveCaret(to: cursor + 1, extending: shift)
        case .home: moveCaret(to: 0, extending: shift)
        case .end: moveCaret(to: count, extending: shift)
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
