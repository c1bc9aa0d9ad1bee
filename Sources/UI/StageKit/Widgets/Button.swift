import Gestures
import Geometry

/// A push button: a rounded rect with a title, which reacts to hover and press and
/// activates when a press is released inside it.
///
/// ```swift
/// var solve = Button("Solve", style: .primary)
/// solve.frame = Rect(x: 20, y: 10, width: 90, height: 34)
/// // in handle(_:):
/// if solve.handle(event) { startSolving() }
/// // in draw(into:):
/// solve.draw(into: &list, theme: .standard)
/// ```
public struct Button: Hashable, Sendable {
    /// How prominent a button is.
    public enum Style: Hashable, Sendable {
        /// Filled with the accent colour: the main action.
        case primary
        /// A quiet grey fill: ordinary actions.
        case secondary
        /// Filled with the destructive colour.
        case destructive
    }

    /// The text on the button (emoji welcome).
    public var title: String
    /// Where the button is, in window points.
    public var frame: Rect
    /// How prominent it is.
    public var style: Style
    /// A disabled button is drawn faded and ignores the pointer.
    public var isEnabled: Bool {
        didSet { if !isEnabled { press.reset() } }
    }
    /// Hover and press state.
    public private(set) var press = PressTracker()
    /// Whether the keyboard's focus is on the button (a toolbar's, say): drawn as a ring.
    public var isKeyFocused = false

    /// Creates a button.
    public init(
        _ title: String, frame: Rect = .zero, style: Style = .secondary, isEnabled: Bool = true
    ) {
        self.title = title
        self.frame = frame
        self.style = style
        self.isEnabled = isEnabled
    }

    /// The size that fits the title with comfortable padding.
    public func preferredSize(theme: Theme = .standard) -> Size {
        let textWidth = TextMetrics.width(of: title, font: theme.controlFont)
        return Size(
            width: max(textWidth + 2 * theme.padding + 4, theme.controlHeight),
            height: theme.controlHeight)
    }

    /// Whether a point lies on the button.
    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// Updates hover and press; returns true when the button was activated (a press
    /// released inside it).
    public mutating func handle(_ event: InputEvent) -> Bool {
        let frame = self.frame
        return press.handle(event, isEnabled: isEnabled, contains: { frame.contains($0) })
    }

    /// Forgets hover and press, for a button that was hidden.
    public mutating func resetInteraction() { press.reset() }

    /// Draws the button.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        var (fill, ink) = colors(theme)
        if isEnabled && press.isPressed {
            fill = fill.mixed(with: .black, by: 0.18)
        } else if isEnabled && press.isHovered {
            fill = fill.mixed(
                with: style == .secondary ? .black : .white, by: style == .secondary ? 0.06 : 0.12)
        }
        // A pressed button sinks: it loses its shadow and moves down half a point.
        let sink = isEnabled && press.isPressed ? 0.5 : 0
        let shape = DisplayItem.Shape.roundedRect(
            frame.offset(by: Vector(dx: 0, dy: sink)), radius: theme.controlRadius)
        list.fill(shape, fill, shadow: isEnabled && !press.isPressed ? theme.controlShadow : nil)
        list.text(
            title, at: Point(x: frame.midX, y: frame.midY + sink), font: theme.controlFont,
            color: ink,
            alignment: .center)
        if isKeyFocused { list.keyFocusRing(around: frame, theme: theme) }
        list.see(
            .control, title, frame: frame, value: isEnabled ? "" : "disabled",
            states: [.disabled.when(!isEnabled), .focused.when(isKeyFocused)])
    }

    private func colors(_ theme: Theme) -> (fill: Color, ink: Color) {
        guard isEnabled else { return (theme.disabledFill, theme.disabledText) }
        switch style {
        case .primary: return (theme.accent, theme.onAccent)
        case .secondary: return (theme.control, theme.text)
        case .destructive: return (theme.destructive, theme.onAccent)
        }
    }
}
