import DragAndDrop
import StageKit

/// A press on the palette waits to see where it goes: moved along the palette (sideways
/// along a strip, up or down a panel) it scrolls the palette, as a swipe does on a phone;
/// moved any other way from an emoji it drags a copy of that emoji out; let go in place it
/// is a tap on the emoji. A finger's press on an emoji is also the press of a drag of a copy
/// from the start, so that a finger held still (``ActivationRule/touchPress``) lifts the copy
/// on time; moved at once, the finger swipes instead. A finger let go while swiping flicks
/// the palette: it glides on and slows to rest (`KineticScroll`).
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
    /// The pointer's last location and time, and its velocity over its last move: how
    /// fast a finger flicks the palette as it lets go. (Plain values: a `VelocityTracker`
    /// here, with a `LongPressRecognizer` for the Board's hold, made the web module 6 KB
    /// larger, against a tight size budget.)
    var sample: Point
    var sampleTime: Double
    var velocity = Vector.zero

    /// Notes where the pointer is at `time`.
    mutating func track(_ location: Point, at time: Double) {
        let elapsed = time - sampleTime
        guard elapsed > 0, location.isFinite else { return }
        velocity = (location - sample) / elapsed
        sample = location
        sampleTime = time
    }

    /// How far a press moves before it is a swipe or a drag: as far as a drag's.
    static let activationDistance = 6.0
}

extension EmojiArtScene {
    /// Begins a press on the palette (not its tabs).
    mutating func pressPalette(_ event: PointerEvent) {
        var swipe = PaletteSwipe(
            press: event, emoji: palette.emoji(at: event.location)?.text, last: event.location,
            sample: event.location, sampleTime: event.time)
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
            swipe.track(event.location, at: event.time)
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
            if swipe.isScrolling, event.kind == .touch { flickPalette(swipe, releasedBy: event) }
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

    /// A finger let go of a swipe while moving: the palette glides on from where it is.
    private mutating func flickPalette(_ swipe: PaletteSwipe, releasedBy event: PointerEvent) {
        // A finger that stood still before it lifted flicks nothing.
        let velocity = event.time - swipe.sampleTime > 0.1 ? Vector.zero : swipe.velocity
        paletteGlide = KineticScroll(offset: palette.scroll, limit: palette.maximumScroll)
        paletteGlide.fling(velocity: -(palette.isStrip ? velocity.dx : velocity.dy), at: event.time)
    }

    /// Moves a flicked palette on to `time`; returns whether it still glides.
    mutating func glidePalette(to time: Double) -> Bool {
        guard paletteGlide.isGliding else { return false }
        let gliding = paletteGlide.advance(to: time)
        palette.scroll(by: paletteGlide.offset - palette.scroll)
        return gliding
    }

    /// Stops a gliding palette when the person does anything but move or lift a pointer
    /// (a finger on the palette, the wheel, a key, a resize).
    mutating func stopPaletteGlide(for event: InputEvent) {
        switch event {
        case .pointer(let p) where p.phase != .down: break
        case .tick: break
        default: paletteGlide.stop()
        }
    }

    /// Scrolls the palette with a finger moved from `a` to `b`: the emoji follow it.
    private mutating func scrollPalette(from a: Point, to b: Point) {
        let moved = b - a
        palette.scroll(by: palette.isStrip ? -moved.dx : -moved.dy)
    }
}
