import Geometry

/// Marks every app draws the same way: the keyboard's focus ring around a control, and the
/// marquee of a lasso.
extension DisplayList {
    /// The ring that shows which control the keyboard acts on, just outside `frame`.
    public mutating func keyFocusRing(around frame: Rect, theme: Theme = .standard) {
        stroke(
            .roundedRect(frame.outset(by: 3), radius: theme.controlRadius + 3),
            Stroke(theme.accent, width: 2.5))
    }

    /// A lasso's marquee over `rect`, in window points: a faint fill in the accent colour
    /// and a dashed edge.
    public mutating func marquee(_ rect: Rect, theme: Theme = .standard) {
        fill(.rect(rect), theme.accent.withAlpha(0.12))
        stroke(.rect(rect), Stroke(theme.accent, width: 1.5, dash: [5, 4]))
    }
}
