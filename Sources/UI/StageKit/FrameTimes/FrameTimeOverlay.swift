import Geometry

/// The last frames' times as a small graph in the window's top right corner, each frame a
/// bar split into the scene's part (input, animation, display list) and the host's drawing,
/// with lines at the budgets of 120 and 60 frames a second. F12 shows and hides it, on
/// every host: the host records each frame's times and draws the overlay over the scene.
///
/// ```swift
/// var overlay = FrameTimeOverlay()
/// overlay.record(sceneMilliseconds: 0.04, drawingMilliseconds: 0.9)
/// if overlay.isShown { overlay.draw(into: &list, size: windowSize) }
/// ```
public struct FrameTimeOverlay: Sendable {
    /// How many frames the graph shows.
    public static let capacity = 120

    /// Whether the overlay is drawn.
    public var isShown = false
    private var scene = [Double](repeating: 0, count: capacity)
    private var drawing = [Double](repeating: 0, count: capacity)
    private var next = 0
    private var count = 0

    /// Creates a hidden overlay with no frames yet.
    public init() {}

    /// Shows or hides the overlay on F12; says whether the key was F12 (and so taken).
    public mutating func toggle(on key: KeyEvent) -> Bool {
        guard key.key == Key("f12"), key.modifiers.isEmpty else { return false }
        isShown.toggle()
        return true
    }

    /// Adds a frame's times, in milliseconds (non-finite or negative times count as 0).
    public mutating func record(sceneMilliseconds: Double, drawingMilliseconds: Double) {
        scene[next] = sceneMilliseconds.isFinite ? max(sceneMilliseconds, 0) : 0
        drawing[next] = drawingMilliseconds.isFinite ? max(drawingMilliseconds, 0) : 0
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// The median of the recorded frames' scene and drawing times, in milliseconds.
    public var medians: (scene: Double, drawing: Double) {
        guard count > 0 else { return (0, 0) }
        func median(_ values: [Double]) -> Double {
            let sorted = values[0..<count].sorted()
            return sorted[count / 2]
        }
        return (median(scene), median(drawing))
    }

    /// The panel's frame in a window of `size`.
    public static func frame(in size: Size) -> Rect {
        Rect(x: size.width - 8 - 256, y: 8, width: 256, height: 112)
    }

    /// Draws the graph on top of everything in `list`.
    public func draw(into list: inout DisplayList, size: Size) {
        let panel = Self.frame(in: size)
        let sceneColor = Color(hex: 0x60A5FA), drawingColor = Color(hex: 0xF59E0B)
        list.fill(
            .roundedRect(panel, radius: 8), Color(red: 0.07, green: 0.09, blue: 0.13, alpha: 0.88))
        // 60 points of height for 16.7 ms; taller frames are cut at the top.
        let base = panel.maxY - 10, perMillisecond = 60 / (1000 / 60.0)
        for budget in [1000 / 120.0, 1000 / 60.0] {
            let y = base - budget * perMillisecond
            list.line(
                from: Point(x: panel.minX + 8, y: y), to: Point(x: panel.maxX - 8, y: y),
                Stroke(Color.white.withAlpha(0.35), width: 1, dash: [3, 3]))
        }
        for age in 0..<count {
            let slot = (next - 1 - age + Self.capacity) % Self.capacity
            let x = panel.maxX - 8 - Double(age + 1) * 2
            let sceneHeight = min(scene[slot] * perMillisecond, 70)
            let drawingHeight = min(drawing[slot] * perMillisecond, 70 - sceneHeight)
            list.fill(
                .rect(Rect(x: x, y: base - sceneHeight, width: 1.5, height: sceneHeight)),
                sceneColor)
            list.fill(
                .rect(
                    Rect(
                        x: x, y: base - sceneHeight - drawingHeight, width: 1.5,
                        height: drawingHeight)), drawingColor)
        }
        let (sceneMedian, drawingMedian) = medians
        let font = Font(size: 11, weight: .medium)
        list.text(
            "Scene \(sceneMedian.decimalText(places: 2)) ms",
            at: Point(x: panel.minX + 10, y: panel.minY + 14),
            font: font, color: sceneColor)
        list.text(
            "Drawing \(drawingMedian.decimalText(places: 2)) ms",
            at: Point(x: panel.minX + 110, y: panel.minY + 14), font: font, color: drawingColor)
        list.text(
            "F12", at: Point(x: panel.maxX - 10, y: panel.minY + 14), font: font,
            color: Color.white.withAlpha(0.6), alignment: .trailing)
    }
}
