import Geometry

/// What a person sees in a frame, named: a piece on a board, an emoji on a canvas, a
/// button. Scenes add one for each thing a user can see and act on, from the same
/// values they draw it with; hosts do not draw them.
///
/// They are what assistive technology gets (`AccessibilityTree` builds from them what the
/// AT-SPI bus and the web page's mirror expose), and what tests read to check that the
/// picture agrees with the model ("the X piece is drawn over rows 1–3 of column 2") and
/// that no two controls overlap, without looking inside a scene.
///
/// ```swift
/// list.see(.item, "X", frame: drawnFrame, value: "cells 0,1 1,0 1,1 1,2 2,1")
/// list.see(.control, "Solve", frame: button, states: isEnabled ? [] : .disabled)
/// let pieces = list.seen(.item)
/// ```
public struct SeenElement: Hashable, Sendable {
    /// What kind of thing it is.
    public enum Role: Hashable, Sendable {
        /// Something the user moves: a piece, an emoji, a card.
        case item
        /// A control: a button, a picker segment, a text field.
        case control
        /// A place items go: a square, a column, a canvas.
        case place
        /// Words read, not acted on: a title, a heading, a label beside a control.
        case text
    }

    /// What assistive technology should call it: the role, told more finely.
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// A button (a control's default).
        case button
        /// A button that stays on or off (`selected` when on).
        case toggle
        /// One choice of a picker (`selected` when chosen).
        case segment
        /// A value set by dragging or with the arrows; its `value` says the value.
        case slider
        /// A field that takes typed text.
        case textField
        /// A command in an open menu.
        case menuItem
        /// Something picked up and moved (an item's default).
        case draggable
        /// A place things are put (a place's default).
        case place
        /// Words read (text's default).
        case text
        /// A line that tells how things stand and changes as they do.
        case status
        /// A sheet over the scene: while one is up, only what lies in it can be used.
        case dialog

        /// The kind an element of `role` has unless its scene says otherwise.
        public init(_ role: Role) {
            switch role {
            case .item: self = .draggable
            case .control: self = .button
            case .place: self = .place
            case .text: self = .text
            }
        }
    }

    /// What is true of it now, beyond its kind.
    public struct States: OptionSet, Hashable, Sendable {
        /// The states as bits.
        public let rawValue: Int
        /// The states whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Chosen, switched on, or in the selection.
        public static let selected = States(rawValue: 1)
        /// Seen but not usable now (a greyed button).
        public static let disabled = States(rawValue: 2)
        /// Where the keyboard acts: the scene's focus ring or cursor is on it.
        public static let focused = States(rawValue: 4)
        /// Picked up and being moved.
        public static let grabbed = States(rawValue: 8)
        /// Where the moving item would land if let go now.
        public static let dropTarget = States(rawValue: 16)
        /// A menu button whose menu is open.
        public static let expanded = States(rawValue: 32)

        /// These states when `condition` holds, else none:
        /// `[.disabled.when(!isEnabled), .selected.when(isChosen)]`.
        public func when(_ condition: Bool) -> States { condition ? self : [] }

        /// Every state, for encoders that check their input.
        public static let all: States = [
            .selected, .disabled, .focused, .grabbed, .dropTarget, .expanded,
        ]
    }

    /// What kind of thing it is.
    public var role: Role
    /// Its name, unique among the elements of its role in a scene ("X", "white knight g1").
    public var label: String
    /// Where it is drawn, in window points.
    public var frame: Rect
    /// What the user can tell about it beyond its frame (its cells, size, state).
    public var value: String
    /// What assistive technology calls it.
    public var kind: Kind
    /// What a screen reader says for it: its label unless the scene gives words of their
    /// own (an emoji labelled by its number in tests is spoken as the emoji).
    public var name: String
    /// What is true of it now.
    public var states: States

    /// Creates an element.
    public init(
        _ role: Role, _ label: String, frame: Rect, value: String = "", kind: Kind? = nil,
        name: String? = nil, states: States = []
    ) {
        self.role = role
        self.label = label
        self.frame = frame
        self.value = value
        self.kind = kind ?? Kind(role)
        self.name = name ?? label
        self.states = states
    }
}

extension DisplayList {
    /// Records that `label` is seen at `frame` (window points, after `transform`), and what
    /// assistive technology should make of it (`kind`, `name`, `states`).
    public mutating func see(
        _ role: SeenElement.Role, _ label: String, frame: Rect, value: String = "",
        kind: SeenElement.Kind? = nil, name: String? = nil, states: SeenElement.States = [],
        transform: AffineTransform = .identity
    ) {
        let shown = transform.isIdentity ? frame : transform.apply(to: frame)
        seen.append(
            SeenElement(
                role, label, frame: shown, value: value, kind: kind, name: name, states: states))
    }

    /// Records an element seen in another list, moved by `transform`.
    mutating func see(_ element: SeenElement, transform: AffineTransform) {
        var shown = element
        if !transform.isIdentity { shown.frame = transform.apply(to: element.frame) }
        seen.append(shown)
    }

    /// Forgets every named element and the focused text field, keeping the drawing: for a
    /// picture of a scene shown inside another (a thumbnail), whose controls are not the
    /// outer scene's.
    public mutating func removeSeenElements() {
        seen.removeAll()
        focusedTextField = nil
    }

    /// The elements of one role, in the order they were recorded.
    public func seen(_ role: SeenElement.Role) -> [SeenElement] {
        seen.filter { $0.role == role }
    }

    /// The element the keyboard acts on, if the scene marks one `focused`.
    public var focusedElement: SeenElement? {
        seen.last { $0.states.contains(.focused) }
    }
}
