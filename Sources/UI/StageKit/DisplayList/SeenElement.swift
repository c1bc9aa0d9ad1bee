import Geometry

/// What a person sees in a frame, named: a piece on a board, an emoji on a canvas, a
/// button. Scenes add one for each thing a user can see and act on, from the same
/// values they draw it with; hosts do not draw them.
///
/// They are what a screen reader can list, and what tests read to check that the picture
/// agrees with the model ("the X piece is drawn over rows 1–3 of column 2") and that no
/// two controls overlap, without looking inside a scene.
///
/// ```swift
/// list.see(.item, "X", frame: drawnFrame, value: "cells 0,1 1,0 1,1 1,2 2,1")
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

    /// What kind of thing it is.
    public var role: Role
    /// Its name, unique among the elements of its role in a scene ("X", "white knight g1").
    public var label: String
    /// Where it is drawn, in window points.
    public var frame: Rect
    /// What the user can tell about it beyond its frame (its cells, size, state).
    public var value: String

    /// Creates an element.
    public init(_ role: Role, _ label: String, frame: Rect, value: String = "") {
        self.role = role
        self.label = label
        self.frame = frame
        self.value = value
    }
}

extension DisplayList {
    /// Records that `label` is seen at `frame` (window points, after `transform`).
    public mutating func see(
        _ role: SeenElement.Role, _ label: String, frame: Rect, value: String = "",
        transform: AffineTransform = .identity
    ) {
        let shown = transform.isIdentity ? frame : transform.apply(to: frame)
        seen.append(SeenElement(role, label, frame: shown, value: value))
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
}
