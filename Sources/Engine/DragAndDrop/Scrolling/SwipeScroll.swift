import Geometry
import Gestures
import Motion

/// Scrolling an area by touch and by wheel: a finger swiped over it moves the content
/// with the finger and, let go while moving, the content glides on (`KineticScroll`);
/// a finger that touches gliding content stops it; the wheel moves it in steps.
///
/// Only fingers swipe: a mouse press is left to the scene (it drags items and presses
/// buttons, and scrolls with its wheel). A swipe begins once the finger has moved a few
/// points, so a tap stays a tap; from then on the scene should treat the finger's events
/// as the swipe's (cancel a press it started, drag nothing).
///
/// ```swift
/// var list = SwipeScroll()
/// list.setLimit(contentHeight - viewHeight)
/// if list.handle(pointerEvent) { cancelPresses() }   // a swipe is under way
/// drawRows(shiftedUpBy: list.offset)
/// ```
public struct SwipeScroll: Sendable {
    /// The direction the content scrolls in.
    public let axis: SortableAxis
    /// The scroll position and its glide.
    public private(set) var scroll: KineticScroll
    private var pan = PanRecognizer()
    private var offsetAtPress = 0.0

    /// Creates a scroll at the start of its content, along `axis`.
    ///
    /// ```swift
    /// var row = SwipeScroll(axis: .horizontal)
    /// ```
    public init(axis: SortableAxis = .vertical, scroll: KineticScroll = KineticScroll()) {
        self.axis = axis
        self.scroll = scroll
    }

    /// How far the content is scrolled, from 0 to the limit.
    public var offset: Double { scroll.offset }

    /// Whether a finger is swiping the content now.
    public var isSwiping: Bool { pan.isPanning }

    /// Whether the content moves, under a finger or gliding: the scene keeps ticking.
    public var isMoving: Bool { isSwiping || scroll.isGliding }

    /// Sets how much longer the content is than its view (the offset stays within it).
    ///
    /// ```swift
    /// cards.setLimit(layout.contentHeight - size.height)
    /// ```
    public mutating func setLimit(_ limit: Double) { scroll.setLimit(limit) }

    /// Moves to `offset` at once (a focus that must be in view), stopping any glide.
    public mutating func scroll(to offset: Double) { scroll.scroll(to: offset) }

    /// Takes one pointer event; returns whether a swipe is under way (or the event is a
    /// finger coming down on gliding content, which stops it), in which case the event is
    /// the swipe's and the scene should not act on it.
    ///
    /// ```swift
    /// if cards.handle(event) { pressTrackers.reset(); return }
    /// ```
    public mutating func handle(_ event: PointerEvent) -> Bool {
        guard event.kind == .touch else { return false }
        var caught = false
        if event.phase == .down, !pan.isPossible {
            // A finger that stops gliding content only stops it: it presses nothing.
            caught = scroll.isGliding
            scroll.stop()
            offsetAtPress = scroll.offset
        }
        let reports = pan.handle(event)
        for report in reports {
            let along = axis.along(Point(x: report.translation.dx, y: report.translation.dy))
            switch report.phase {
            case .began, .changed:
                scroll.scroll(to: offsetAtPress - along)
            case .ended:
                scroll.scroll(to: offsetAtPress - along)
                let speed = axis.along(Point(x: report.velocity.dx, y: report.velocity.dy))
                scroll.fling(velocity: -speed, at: report.time)
            case .cancelled:
                break
            }
        }
        return caught || !reports.isEmpty || pan.isPanning
    }

    /// Scrolls by a wheel step along the axis (shift turns a vertical wheel sideways for
    /// a horizontal scroll); returns whether the offset changed.
    ///
    /// ```swift
    /// if cards.handle(wheel) { requestFrame() }
    /// ```
    @discardableResult
    public mutating func handle(_ wheel: WheelEvent) -> Bool {
        guard case .pan(let moved)? = WheelRecognizer().interpret(wheel) else { return false }
        var step = axis.along(Point(x: moved.dx, y: moved.dy))
        if axis == .horizontal, step == 0, wheel.modifiers.contains(.shift) { step = moved.dy }
        let before = scroll.offset
        // The content moves by the wheel's offset, so the scroll goes the other way.
        scroll.scroll(by: -step)
        return scroll.offset != before
    }

    /// Moves a glide on to `time`; returns whether the content still moves.
    ///
    /// ```swift
    /// let moving = cards.advance(to: now)
    /// ```
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        scroll.advance(to: time)
        return isMoving
    }
}
