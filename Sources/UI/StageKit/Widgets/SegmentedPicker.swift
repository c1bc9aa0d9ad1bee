import Gestures
import Geometry

/// A row of mutually exclusive segments, one selected (a board picker, a level picker).
///
/// ```swift
/// var level = SegmentedPicker(["Easy", "Medium", "Hard"], selectedIndex: 1)
/// level.frame = Rect(x: 20, y: 10, width: 240, height: 34)
/// if let chosen = level.handle(event) { setLevel(chosen) }
/// ```
public struct SegmentedPicker: Hashable, Sendable {
    /// The segment titles.
    public var segments: [String] {
        didSet {
            presses = Array(repeating: PressTracker(), count: segments.count); clampSelection()
        }
    }
    /// The index of the selected segment.
    public var selectedIndex: Int {
        didSet { clampSelection() }
    }
    /// Where the picker is, in window points.
    public var frame: Rect
    /// A disabled picker is drawn faded and ignores the pointer.
    public var isEnabled: Bool
    private var presses: [PressTracker]

    /// Creates a picker; the selection is clamped to the segments.
    public init(
        _ segments: [String], selectedIndex: Int = 0, frame: Rect = .zero, isEnabled: Bool = true
    ) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.frame = frame
        self.isEnabled = isEnabled
        self.presses = Array(repeating: PressTracker(), count: segments.count)
        clampSelection()
    }

    /// The width that fits every title with padding.
    public func preferredSize(theme: Theme = .standard) -> Size {
        var width = 4.0
        for title in segments {
            width += TextMetrics.width(of: title, font: theme.controlFont) + 2 * theme.padding
        }
        return Size(width: width, height: theme.controlHeight)
    }

    /// The frame of one segment (segments share the width in proportion to their titles).
    public func segmentFrame(_ index: Int, theme: Theme = .standard) -> Rect {
        let inner = frame.outset(by: -2)
        var widths: [Double] = []
        var total = 0.0
        for title in segments {
            let w = TextMetrics.width(of: title, font: theme.controlFont) + 2 * theme.padding
            widths.append(w)
            total += w
        }
        guard index >= 0, index < segments.count, total > 0 else { return .zero }
        var x = inner.minX
        for i in 0..<index { x += inner.width * widths[i] / total }
        return Rect(
            x: x, y: inner.minY, width: inner.width * widths[index] / total, height: inner.height)
    }

    /// The segment under a point, if any.
    public func segment(at point: Point) -> Int? {
        for i in segments.indices where segmentFrame(i).contains(point) { return i }
        return nil
    }

    /// Updates hover and press; returns the newly selected index when a segment other
    /// than the current one was chosen.
    public mutating func handle(_ event: InputEvent) -> Int? {
        var chosen: Int?
        for i in segments.indices {
            let segment = segmentFrame(i)
            if presses[i].handle(event, isEnabled: isEnabled, contains: { segment.contains($0) }) {
                chosen = i
            }
        }
        guard let chosen, chosen != selectedIndex else { return nil }
        selectedIndex = chosen
        return chosen
    }

    /// Draws the picker.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.fill(
            .roundedRect(frame, radius: theme.controlRadius),
            isEnabled ? theme.control : theme.disabledFill)
        for (i, title) in segments.enumerated() {
            let segment = segmentFrame(i, theme: theme)
            let selected = i == selectedIndex
            var ink = isEnabled ? theme.text : theme.disabledText
            if selected {
                let fill = isEnabled ? theme.accent : theme.disabledText
                list.fill(
                    .roundedRect(segment, radius: theme.controlRadius - 2),
                    presses[i].isPressed ? fill.mixed(with: .black, by: 0.15) : fill,
                    shadow: isEnabled ? theme.controlShadow : nil)
                ink = theme.onAccent
            } else if isEnabled && (presses[i].isPressed || presses[i].isHovered) {
                list.fill(
                    .roundedRect(segment, radius: theme.controlRadius - 2),
                    Color.black.withAlpha(presses[i].isPressed ? 0.12 : 0.05))
            }
            list.text(
                title, at: segment.center, font: theme.controlFont, color: ink, alignment: .center)
            list.see(
                .control, title, frame: segment,
                value: (isEnabled ? "" : "disabled") + (selected ? "selected" : ""))
        }
    }

    private mutating func clampSelection() {
        let clamped = min(max(selectedIndex, 0), max(segments.count - 1, 0))
        if clamped != selectedIndex { selectedIndex = clamped }
    }
}
