import Board
import DragAndDrop
import Geometry
import Gestures

/// A finger's press on a card or a column header: it drags only once held still a moment
/// (``ActivationRule/touchPress``), as on a phone, so that a finger that moves at once
/// swipes, panning the row of columns and the column under it (`BoardScene+Panning`). A
/// mouse drags at once (`panned` in `BoardScene+Pointer`).
///
/// Kept as plain values: a `LongPressRecognizer` here (with a `VelocityTracker` for Emoji
/// Art's palette flick) made the web module 6 KB larger, against a tight size budget.
enum FingerHold: Equatable, Sendable {
    /// Pressed at `start` at `since`, not yet held long enough.
    case waiting(pointer: PointerID, start: Point, since: Double)
    /// Held long enough: the card or the column follows this finger; `moved` once it has
    /// strayed from where it pressed (a finger let go without moving opens the card's
    /// action menu instead of dropping it).
    case dragging(pointer: PointerID, start: Point, moved: Bool)

    /// How long a finger is held, and how far it may stray meanwhile (the engine's touch
    /// press).
    static var rule: (delay: Double, tolerance: Double) {
        guard case .delay(let delay, let tolerance) = ActivationRule.touchPress else {
            return (0.25, 5)
        }
        return (delay, tolerance)
    }
}

extension BoardScene {
    /// Whether a finger's press waits to become a drag: the scene keeps ticking meanwhile.
    var isWaitingForHold: Bool {
        if case .waiting = fingerHold { return true }
        return false
    }

    /// Takes a finger's event: a press on a card or a header begins a hold; a finger held
    /// long enough lifts what it pressed, which then follows it until it lifts (a drop).
    mutating func handleFinger(_ event: PointerEvent) {
        switch (event.phase, fingerHold) {
        case (.down, _):
            let p = event.location
            let onPart = card(at: p) != nil || layout.columns.contains { $0.header.contains(p) }
            fingerHold =
                onPart && isIdle && editing == nil
                ? .waiting(pointer: event.pointer, start: p, since: event.time) : nil
        case (.move, .waiting(let pointer, let start, _)) where pointer == event.pointer:
            if event.location.distance(to: start) > FingerHold.rule.tolerance {
                fingerHold = nil  // a swipe: the pan takes it
            } else {
                liftHeld(at: event.time)
                if case .dragging = fingerHold { dragged(to: event.location) }
            }
        case (.move, .dragging(let pointer, let start, let moved)) where pointer == event.pointer:
            let strayed = event.location.distance(to: start) > FingerHold.rule.tolerance
            fingerHold = .dragging(pointer: pointer, start: start, moved: moved || strayed)
            dragged(to: event.location)
        case (.up, .dragging(let pointer, _, let moved)) where pointer == event.pointer:
            fingerHold = nil
            if !moved, let drag = cards.drag, !drag.isKeyboard {
                cancelDrag()
                return openActions(forCard: drag.item, byKeyboard: false)
            }
            released(at: event.location)
        case (.up, .waiting(let pointer, _, _)), (.cancel, .waiting(let pointer, _, _)),
            (.cancel, .dragging(let pointer, _, _)):
            if pointer == event.pointer { fingerHold = nil }
        default:
            break
        }
    }

    /// Lifts the card or the column a finger has held still long enough, by `now`.
    mutating func liftHeld(at now: Double) {
        guard case .waiting(let pointer, let start, let since) = fingerHold,
            now - since >= FingerHold.rule.delay
        else { return }
        fingerHold = .dragging(pointer: pointer, start: start, moved: false)
        guard isIdle, editing == nil else { return }
        if let card = card(at: start) {
            liftCard(card.id, pointer: start)
        } else if let column = layout.columns.first(where: { $0.header.contains(start) }) {
            liftColumn(column.id, pointer: start)
        }
        dragged(to: start)
    }

    /// Ends a pointer drag where the pointer let go: the card or the column lands.
    mutating func released(at p: Point) {
        dragged(to: p)
        if cards.drag.map({ !$0.isKeyboard }) ?? false { dropCard() }
        if row.drag != nil { dropColumn() }
    }
}
