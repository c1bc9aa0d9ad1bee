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
    /// The segment the keyboard's focus is on (a toolbar's), if any: drawn with a ring.
    public var keyFocusedSegment: Int?
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

    /// The width that fits every title with padding, each segment at least as wide as the
    /// picker is tall (so a picker a finger's height has segments a finger wide).
    public func preferredSize(theme: Theme = .standard) -> Size {
        var width = 4.0
        for title in segments {
            width += Self.naturalWidth(of: title, theme: theme, height: theme.controlHeight)
        }
        return Size(width: width, height: theme.controlHeight)
    }

    private static func naturalWidth(of title: String, theme: Theme, height: Double) -> Double {
        max(TextMetrics.width(of: title, font: theme.controlFont) + 2 * theme.padding, height)
    }

    /// The frame of one segment (segments share the width in proportion to their titles),
    /// as drawn: inset from the picker's edge.
    public func segmentFrame(_ index: Int, theme: Theme = .standard) -> Rect {
        let frames = segmentFrames(theme: theme)
        return frames.indices.contains(index) ? frames[index] : .zero
    }

    /// Every segment's frame, each title measured once (drawing and hit testing ask for
    /// all of them every frame).
    public func segmentFrames(theme: Theme = .standard) -> [Rect] {
        let inner = frame.outset(by: -2)
        var widths: [Double] = []
        var total = 0.0
        for title in segments {
            let w = Self.naturalWidth(of: title, theme: theme, height: frame.height)
            widths.append(w)
            total += w
        }
        guard total > 0 else { return [Rect](repeating: .zero, count: segments.count) }
        var frames: [Rect] = []
        var x = inner.minX
        for w in widths {
            let width = inner.width * w / total
            frames.append(Rect(x: x, y: inner.minY, width: width, height: inner.height))
            x += width
        }
        return frames
    }

    /// The area that chooses one segment: its frame grown to the picker's edges (its full
    /// height, and the ends for the first and last), so no press on the picker misses.
    public func segmentTarget(_ index: Int, theme: Theme = .standard) -> Rect {
        let targets = segmentTargets(theme: theme)
        return targets.indices.contains(index) ? targets[index] : .zero
    }

    /// Every segment's target (see `segmentTarget`).
    public func segmentTargets(theme: Theme = .standard) -> [Rect] {
        targets(of: segmentFrames(theme: theme))
    }

    private func targets(of frames: [Rect]) -> [Rect] {
        frames.indices.map { index in
            let segment = frames[index]
            guard segment.width > 0 else { return segment }
            let minX = index == 0 ? frame.minX : segment.minX
            let maxX = index == segments.count - 1 ? frame.maxX : segment.maxX
            return Rect(x: minX, y: frame.minY, width: maxX - minX, height: frame.height)
        }
    }

    /// The segment under a point, if any.
    public func segment(at point: Point) -> Int? {
        segmentTargets().firstIndex { $0.contains(point) }
    }

    /// Updates hover and press; returns the newly selected index when a segment other
    /// than the current one was chosen.
    public mutating func handle(_ event: InputEvent) -> Int? {
        var chosen: Int?
        let targets = segmentTargets()
        for i in segments.indices {
            let segment = targets[i]
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
        let frames = segmentFrames(theme: theme)
        let targets = targets(of: frames)
        for (i, title) in segments.enumerated() {
            let segment = frames[i]
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
            let focused = i == keyFocusedSegment
            if focused {
                list.stroke(
                    .roundedRect(segment.outset(by: 1), radius: theme.controlRadius - 1),
                    Stroke(theme.accent.mixed(with: .black, by: 0.35), width: 2.5))
            }
            list.see(
                .control, title, frame: targets[i],
                value: (isEnabled ? "" : "disabled") + (selected ? "selected" : ""),
                kind: .segment,
                states: [
                    .disabled.when(!isEnabled), .selected.when(selected), .focused.when(focused),
                ])
        }
    }

    private mutating func clampSelection() {
        let clamped = min(max(selectedIndex, 0), max(segments.count - 1, 0))
        if clamped != selectedIndex { selectedIndex = clamped }
    }
}
