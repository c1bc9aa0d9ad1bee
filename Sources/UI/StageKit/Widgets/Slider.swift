import Gestures
import Geometry

/// A horizontal slider choosing a number in a range: a title and the value on a line above
/// a track with a round thumb.
///
/// Drag the thumb to change the value (the point where it was grabbed stays under the
/// pointer); press the track elsewhere to jump there and keep dragging. A press on the
/// slider focuses it; while focused, Left and Down lower the value by one `step`, Right and
/// Up raise it, Home and End go to the ends. A press elsewhere unfocuses it.
///
/// ```swift
/// var damping = Slider("Damping ratio", value: 0.6, in: 0.1...1, step: 0.05, places: 2)
/// damping.frame = Rect(x: 20, y: 400, width: 220, height: Slider.preferredHeight)
/// if damping.handle(event) { spring.dampingRatio = damping.value }
/// damping.draw(into: &list)   // also records it as a seen control, "Damping ratio"
/// ```
public struct Slider: Hashable, Sendable {
    /// The name shown above the track, and the control's label in the display list.
    public var title: String
    /// The value, always inside `range` and on a whole number of steps from its start.
    public var value: Double {
        didSet { value = clamped(value) }
    }
    /// The values the slider covers.
    public let range: ClosedRange<Double>
    /// How far a key press moves the value; dragging rounds to it too (0 for no rounding).
    public let step: Double
    /// Decimal places shown for the value.
    public var places: Int
    /// Text after the value, such as " s" or " pt".
    public var unit: String
    /// Where the slider is (title line and track), in window points.
    public var frame: Rect
    /// A disabled slider is drawn faded and ignores the pointer and keys.
    public var isEnabled: Bool {
        didSet { if !isEnabled { drag = nil; isFocused = false } }
    }
    /// Whether the arrow keys go to this slider.
    public var isFocused = false
    /// Whether a pointer hovers over the track.
    public private(set) var isHovered = false
    private var drag: Drag?

    private struct Drag: Hashable, Sendable {
        var pointer: PointerID
        /// The thumb centre's horizontal distance from the pointer when it was grabbed.
        var grab: Double
    }

    /// The height that fits the title line and the track.
    public static let preferredHeight = 44.0
    /// The thumb's radius.
    public static let thumbRadius = 9.0
    /// The room kept right of the title for the value.
    static let valueRoom = 60.0

    /// The least width that shows the title on one line, with the value beside it.
    public func preferredWidth(theme: Theme = .standard) -> Double {
        TextMetrics.width(of: title, font: theme.captionFont) + Self.valueRoom
    }

    /// Creates a slider; `value` is clamped to `range` and rounded to `step`.
    public init(
        _ title: String, value: Double, in range: ClosedRange<Double>, step: Double = 0,
        places: Int = 2, unit: String = "", frame: Rect = .zero, isEnabled: Bool = true
    ) {
        self.title = title
        let lower = range.lowerBound.isFinite ? range.lowerBound : 0
        let upper = range.upperBound.isFinite ? max(range.upperBound, lower) : lower
        self.range = lower...upper
        self.step = step.isFinite && step > 0 ? step : 0
        self.places = min(max(places, 0), 6)
        self.unit = unit
        self.frame = frame
        self.isEnabled = isEnabled
        self.value = lower
        self.value = clamped(value)
    }

    /// Whether a drag of the thumb is under way.
    public var isDragging: Bool { drag != nil }

    /// The track the thumb runs along, in window points (thin; the thumb overhangs it).
    public var trackFrame: Rect {
        let r = Self.thumbRadius
        let y = frame.maxY - r - 4
        return Rect(x: frame.minX + r, y: y - 2, width: max(frame.width - 2 * r, 0), height: 4)
    }

    /// Where the thumb's centre is drawn.
    public var thumbCenter: Point {
        Point(x: x(for: value), y: trackFrame.midY)
    }

    /// The value as shown: rounded to `places`, followed by `unit`.
    public var valueText: String { value.decimalText(places: places) + unit }

    /// The value a pointer at horizontal position `x` chooses.
    public func value(atX x: Double) -> Double {
        let track = trackFrame
        guard track.width > 0, x.isFinite else { return value }
        let t = min(max((x - track.minX) / track.width, 0), 1)
        return clamped(range.lowerBound + t * (range.upperBound - range.lowerBound))
    }

    /// Updates the slider for one event; returns true when the value changed.
    public mutating func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        let before = value
        switch event {
        case .pointer(let p): handlePointer(p)
        case .key(let key) where isFocused: handleKey(key)
        case .focus(let focus): isFocused = focus.role == .control && focus.label == title
        default: break
        }
        return value != before
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        let hit = frame.contains(p.location)
        switch p.phase {
        case .down:
            isHovered = hit
            guard p.button == .primary, drag == nil else { return }
            isFocused = hit
            guard hit else { return }
            let thumb = thumbCenter
            if p.location.distance(to: thumb) <= Self.thumbRadius + 4 {
                drag = Drag(pointer: p.pointer, grab: thumb.x - p.location.x)
            } else {
                value = value(atX: p.location.x)
                drag = Drag(pointer: p.pointer, grab: 0)
            }
        case .move:
            isHovered = hit
            guard let drag, drag.pointer == p.pointer else { return }
            value = value(atX: p.location.x + drag.grab)
        case .up:
            isHovered = hit
            guard let drag, drag.pointer == p.pointer, p.button == .primary else { return }
            value = value(atX: p.location.x + drag.grab)
            self.drag = nil
        case .cancel:
            if drag?.pointer == p.pointer { drag = nil }
            isHovered = false
        }
    }

    private mutating func handleKey(_ key: KeyEvent) {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return }
        // Shift moves ten steps at a time; without a step, a key moves a hundredth.
        let unit = step > 0 ? step : (range.upperBound - range.lowerBound) / 100
        let stride = key.modifiers == .shift ? 10 * unit : unit
        switch key.key {
        case .left, .down: value = clamped(value - stride)
        case .right, .up: value = clamped(value + stride)
        case .home: value = range.lowerBound
        case .end: value = range.upperBound
        case .escape: isFocused = false
        default: break
        }
    }

    /// Draws the slider and records it as a seen control named by its title.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        let ink = isEnabled ? theme.text : theme.disabledText
        let textY = frame.minY + 9
        list.text(
            title, at: Point(x: frame.minX, y: textY), font: theme.captionFont,
            color: isEnabled ? theme.secondaryText : theme.disabledText,
            maxWidth: max(frame.width - Self.valueRoom, 20))
        list.text(
            valueText, at: Point(x: frame.maxX, y: textY),
            font: Font(size: theme.captionFont.size, weight: .semibold), color: ink,
            alignment: .trailing)
        let track = trackFrame
        let thumb = thumbCenter
        list.fill(.roundedRect(track, radius: 2), isEnabled ? theme.border : theme.disabledFill)
        let filled = Rect(x: track.minX, y: track.minY, width: thumb.x - track.minX, height: 4)
        list.fill(.roundedRect(filled, radius: 2), isEnabled ? theme.accent : theme.disabledText)
        let r = Self.thumbRadius
        let knob = Rect(center: thumb, size: Size(width: 2 * r, height: 2 * r))
        if isFocused {
            list.stroke(
                .ellipse(knob.outset(by: 3)), Stroke(theme.accent.withAlpha(0.45), width: 3))
        }
        let knobFill =
            drag != nil
            ? theme.surface.mixed(with: theme.accent, by: 0.15)
            : isHovered ? theme.surface.mixed(with: .black, by: 0.03) : theme.surface
        list.fill(.ellipse(knob), knobFill, shadow: isEnabled ? theme.controlShadow : nil)
        list.stroke(.ellipse(knob), Stroke(isEnabled ? theme.accent : theme.border, width: 1.5))
        list.see(
            .control, title, frame: frame, value: valueText, kind: .slider,
            states: [.disabled.when(!isEnabled), .focused.when(isFocused)])
    }

    // MARK: - Values

    private func x(for value: Double) -> Double {
        let track = trackFrame
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return track.minX }
        return track.minX + (value - range.lowerBound) / span * track.width
    }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return range.lowerBound }
        var result = min(max(v, range.lowerBound), range.upperBound)
        if step > 0 {
            let steps = ((result - range.lowerBound) / step).rounded()
            result = min(range.lowerBound + steps * step, range.upperBound)
        }
        return result
    }
}
