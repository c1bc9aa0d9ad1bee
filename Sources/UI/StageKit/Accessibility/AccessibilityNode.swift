import Geometry

/// One node of an `AccessibilityTree`: a seen element as assistive technology gets it, with
/// a key that stays the same from frame to frame, the node it lies in and the words a
/// screen reader says.
///
/// ```swift
/// let tree = AccessibilityTree(list.seen, in: size)
/// let undo = tree.node(.control, "Undo")   // key "control:Undo", parent nil
/// undo?.spokenName                         // "Undo"
/// ```
public struct AccessibilityNode: Equatable, Sendable {
    /// The element's role and label, with a count when two share them ("item:X#1"): the
    /// same element keeps its key while it is seen.
    public var key: String
    /// The element it stands for.
    public var element: SeenElement
    /// Where the element is in the display list's `seen`.
    public var seenIndex: Int
    /// The index in the tree of the place or dialog it lies in, or nil for the window.
    public var parent: Int?

    /// What assistive technology calls it: a button, a slider, a place, a dialog…
    public var kind: SeenElement.Kind { element.kind }
    /// What is true of it now.
    public var states: SeenElement.States { element.states }
    /// What a screen reader adds after the name: the element's value (a slider's setting,
    /// a field's text, a piece's cells).
    public var value: String { element.value }
    /// Where it is drawn, in window points.
    public var frame: Rect { element.frame }

    /// What a screen reader says: the name, and the states its kind cannot tell
    /// ("white pawn on e2, picked up"); a toggle's or segment's `selected` is told as
    /// pressed, not in words.
    public var spokenName: String {
        var words = element.name
        let toggles = element.kind == .toggle || element.kind == .segment
        if element.states.contains(.grabbed) { words += ", picked up" }
        if element.states.contains(.dropTarget) { words += ", drop here" }
        if element.states.contains(.selected) && !toggles { words += ", selected" }
        return words
    }

    /// Whether other nodes can lie in it: places and dialogs.
    public var holdsOthers: Bool { element.role == .place && (kind == .place || kind == .dialog) }
}
