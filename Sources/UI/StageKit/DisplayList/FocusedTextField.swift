import Geometry

/// The text field that typing goes into, as drawn in a frame: its place, its text and its
/// selection.
///
/// `TextField` records itself in the display list while it is focused, so a host can put a
/// real text box of its own over it (a browser's `<input>`, which makes a phone show its
/// on-screen keyboard and lets autocorrect, input methods and emoji pickers work) and pass
/// what is typed there back as `TextInput`. Scenes need do nothing more than draw their
/// `TextField`.
///
/// ```swift
/// if let field = list.focusedTextField {
///     showKeyboard(over: field.frame, holding: field.text)
/// }
/// ```
public struct FocusedTextField: Hashable, Sendable {
    /// Where the field is drawn, in window points.
    public var frame: Rect
    /// The text in it.
    public var text: String
    /// The selected characters, as offsets from the start; an empty range is the caret.
    public var selection: Range<Int>
    /// The grey text it shows while empty (what it is for).
    public var placeholder: String

    /// Creates a record of a focused field.
    public init(frame: Rect, text: String, selection: Range<Int>, placeholder: String = "") {
        self.frame = frame
        self.text = text
        self.selection = selection
        self.placeholder = placeholder
    }
}

extension DisplayList {
    /// Records that `field` has the keyboard's focus in this frame (`TextField.draw` does
    /// this); `transform` maps its frame to window points, as for `see`. The last one
    /// recorded in a frame wins.
    public mutating func focus(_ field: FocusedTextField, transform: AffineTransform = .identity) {
        var shown = field
        if !transform.isIdentity { shown.frame = transform.apply(to: field.frame) }
        focusedTextField = shown
    }
}
