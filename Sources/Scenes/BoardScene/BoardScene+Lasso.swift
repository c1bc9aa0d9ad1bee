import DragAndDrop
import Geometry
import Gestures
import StageKit

/// A lasso over the cards: with a mouse or pen, a drag begun on empty space with Shift
/// (add) or Control (toggle) held draws a marquee, and every card it touches joins the
/// selection (or is toggled in it) as it grows; Escape puts the selection back as it was.
/// A plain drag on empty space still pans the row of columns.
extension BoardScene {
    /// Whether a press with `modifiers` on empty space draws a lasso rather than panning.
    static func lassoes(_ modifiers: KeyModifiers) -> Bool {
        modifiers.contains(.shift) || modifiers.contains(.control)
            || modifiers.contains(.command)
    }

    /// Starts, follows or ends the lasso with the pan that draws it.
    mutating func continueLasso(_ pan: PanRecognizer.Pan) {
        guard var lasso else { return }
        switch pan.phase {
        case .began, .changed, .ended:
            lasso.move(to: pan.location)
            picked = lasso.selection(among: readingOrder) { layout.frame(ofCard: $0) }
            self.lasso = pan.phase == .ended ? nil : lasso
            guard pan.phase == .ended else { return }
            // One card caught is shown as the others are shown alone: with the focus.
            if picked.count == 1 { focus = picked.items.first }
            statusLine.announce(selectionText())
        case .cancelled:
            cancelLasso()
        }
    }

    /// Takes the lasso away and puts back the selection it began from; returns whether
    /// there was one.
    @discardableResult
    mutating func cancelLasso() -> Bool {
        guard let lasso else { return false }
        picked = lasso.base
        self.lasso = nil
        status = "Cancelled the lasso."
        return true
    }
}
