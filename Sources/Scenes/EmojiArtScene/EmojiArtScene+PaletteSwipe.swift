import DragAndDrop
import StageKit

/// A press on the palette waits to see where it goes: moved along the palette (sideways
/// along a strip, up or down a panel) it scrolls the palette, as a swipe does on a phone;
/// moved any other way from an emoji it drags a copy of that emoji out; let go in place it
/// is a tap on the emoji. A finger's press on an emoji is also the press of a drag of a copy
/// from the start, so that a finger held still (``ActivationRule/touchPress``) lifts the copy
/// on time; moved at once, the finger swipes instead.
struct PaletteSwipe: Equatable, Sendable {
    /// The press that began it.
    var press: PointerEvent
    /// The emoji pressed, if the press was on one.
    var emoji: String?
    /// Whether the press became a swipe that scrolls the palette.
    var isScrolling = false
    /// Where the pointer was when the palette last scrolled.
    var last: Point
    /// Whether the drag of a copy has the press too (a finger's press on an emoji).
    var dragHasPress = false

    /// How far a press moves before it is a swipe or a drag: as far as a drag's.
    static let activationDistance = 6.0
}

extension EmojiArtScene {
    /// Begins a press on the palette (not its tabs).
    mutating func pressPalette(_ event: PointerEvent) {
        var swipe = PaletteSwipe(
            press: event, emoji: palette.emoji(at: event.location)?.text, last: event.location)
        if event.kind == .touch, swipe.emoji != nil {
            pressEmojiCopy(of: swipe)
            swipe.dragHasPress = drag.session.phase == .pressed
        }
        paletteSwipe = swipe
    }

    /// Carries on a press on the palette; returns whether the event was used up (false when
    /// the press just became a press on an emoji, which the drag then takes with this event).
    mutating func continuePaletteSwipe(with event: PointerEvent) -> Bool {
        guard var swipe = paletteSwipe, event.pointer == swipe.press.pointer else { return false }
        switch event.phase {
        case .down:
            return true
        case .move:
            if swipe.isScrolling {
                scrollPalette(from: swipe.last, to: event.location)
                swipe.last = event.location
                paletteSwipe = swipe
                return true
            }
            if swipe.dragHasPress {
                if drag.session.phase == .dragging {
                    // Held long enough: the copy is lifted and follows the finger.
                    paletteSwipe = nil
                    return false
                }
                if drag.session.phase == .idle {
                    // The finger moved at once (the drag let go of the press): a swipe.
                    swipe.dragHasPress = false
                    swipe.isScrolling = true
                    scrollPalette(from: swipe.press.location, to: event.location)
                    swipe.last = event.location
                    paletteSwipe = swipe
                    return true
                }
                // Still waiting: the drag hears the finger's small movements.
                dragPointer(event)
                return true
            }
            let movement = event.location - swipe.press.location
            guard movement.length >= PaletteSwipe.activationDistance else { return true }
            if palette.runsAlong(movement) || swipe.emoji == nil {
                swipe.isScrolling = true
                scrollPalette(from: swipe.press.location, to: event.location)
                swipe.last = event.location
                paletteSwipe = swipe
                return true
            }
            pressEmojiCopy(of: swipe)
            return false
        case .up:
            paletteSwipe = nil
            // The drag has the press: it hears the release (a tap, or a drop).
            if swipe.dragHasPress { return false }
            guard !swipe.isScrolling, swipe.emoji != nil else { return true }
            // A tap on an emoji: the drag hears the press and this release, and says how
            // to add one.
            pressEmojiCopy(of: swipe)
            return false
        case .cancel:
            paletteSwipe = nil
            return !swipe.dragHasPress
        }
    }

    /// The press on an emoji becomes the press of a drag of a copy of it, centred under
    /// where it was pressed, so it lands exactly where it points.
    private mutating func pressEmojiCopy(of swipe: PaletteSwipe) {
        paletteSwipe = nil
        guard let text = swipe.emoji else { return }
        let side = Self.newItemScreenSize
        let frame = Rect(center: swipe.press.location, size: Size(width: side, height: side))
        pressDrag(pressCopy(text), frame: frame, with: swipe.press)
    }

    /// Scrolls the palette with a finger moved from `a` to `b`: the emoji follow it.
    private mutating func scrollPalette(from a: Point, to b: Point) {
        let moved = b - a
        palette.scroll(by: palette.isStrip ? -moved.dx : -moved.dy)
    }
}
