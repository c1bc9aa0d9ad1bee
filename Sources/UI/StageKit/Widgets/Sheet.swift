import Gestures
import Geometry

/// A modal panel over a dimmed backdrop: a title, a message, room for the scene's own
/// content (a hint board, a file-name field), and a row of buttons. It fades and grows in
/// when presented and fades out when dismissed; Escape dismisses it, Enter activates the
/// last button.
///
/// While it is presented, a scene should give it every event and nothing else.
///
/// ```swift
/// var hint = Sheet(title: "Hint", message: "One more piece each time you ask.",
///                  contentHeight: 200, buttons: [Button("Close", style: .primary)])
/// hint.present(at: event.time)
/// // in handle(_:), while hint.isPresented:
/// if let action = hint.handle(event) { … }
/// // in draw(into:):
/// hint.draw(into: &list) { list, area in drawBoard(in: area, into: &list) }
/// ```
public struct Sheet: Hashable, Sendable {
    /// What the user did with the sheet.
    public enum Action: Hashable, Sendable {
        /// The button at this index was activated (the sheet stays up; dismiss it if meant).
        case button(Int)
        /// Escape closed the sheet.
        case dismissed
    }

    /// Seconds the fade in or out takes.
    public static let transitionDuration = 0.18

    /// The heading.
    public var title: String
    /// The explanation under the heading (may be empty).
    public var message: String
    /// The height of the area left for the scene's own content.
    public var contentHeight: Double
    /// The panel's width, in points (narrowed to fit small windows).
    public var width: Double
    /// The buttons along the bottom, right-aligned; the last one is the default.
    public var buttons: [Button]

    /// Whether the sheet is up (it may still be fading in).
    public private(set) var isPresented = false
    /// How far the sheet has faded in: 0 hidden … 1 fully shown.
    public private(set) var visibility = 0.0
    /// The panel's frame, set by `layout(in:)`.
    public private(set) var panelFrame: Rect = .zero
    private var windowSize = Size.zero
    private var transition: Transition?

    private struct Transition: Hashable, Sendable {
        var from, to, start: Double
    }

    /// Creates a sheet, not yet presented.
    public init(
        title: String, message: String = "", contentHeight: Double = 0, width: Double = 440,
        buttons: [Button] = [Button("Close", style: .primary)]
    ) {
        self.title = title
        self.message = message
        self.contentHeight = contentHeight
        self.width = width
        self.buttons = buttons
    }

    /// Whether anything of the sheet is on screen (presented, or still fading out).
    public var isVisible: Bool { isPresented || visibility > 0 }

    /// Shows the sheet, fading in from `time`.
    public mutating func present(at time: Double) {
        isPresented = true
        transition = Transition(from: visibility, to: 1, start: time)
    }

    /// Hides the sheet, fading out from `time`.
    public mutating func dismiss(at time: Double) {
        isPresented = false
        transition = Transition(from: visibility, to: 0, start: time)
        for i in buttons.indices { buttons[i].resetInteraction() }
    }

    /// Moves the fade to `time`; returns whether it is still running.
    public mutating func advance(to time: Double) -> Bool {
        guard let t = transition else { return false }
        let p = min(max((time - t.start) / Self.transitionDuration, 0), 1)
        let eased = 1 - (1 - p) * (1 - p) * (1 - p)
        visibility = t.from + (t.to - t.from) * eased
        if p >= 1 { transition = nil }
        return p < 1
    }

    /// Centres the panel in a window and places its buttons.
    public mutating func layout(in window: Size, theme: Theme = .standard) {
        windowSize = window
        let w = max(min(width, window.width - 2 * theme.padding), 120)
        let h = heights(width: w, theme: theme).total
        panelFrame = Rect(
            center: Point(x: window.width / 2, y: window.height / 2),
            size: Size(width: w, height: h))
        var x = panelFrame.maxX - theme.padding
        for i in buttons.indices.reversed() {
            let size = buttons[i].preferredSize(theme: theme)
            x -= size.width
            buttons[i].frame = Rect(
                x: x, y: panelFrame.maxY - theme.padding - size.height, width: size.width,
                height: size.height)
            x -= theme.spacing
        }
    }

    /// The area for the scene's own content, between the message and the buttons.
    public func contentFrame(theme: Theme = .standard) -> Rect {
        let h = heights(width: panelFrame.width, theme: theme)
        return Rect(
            x: panelFrame.minX + theme.padding, y: panelFrame.minY + h.header,
            width: panelFrame.width - 2 * theme.padding, height: contentHeight)
    }

    /// Handles an event while presented; ignores everything when not.
    public mutating func handle(_ event: InputEvent) -> Action? {
        guard isPresented else { return nil }
        if case .key(let key) = event {
            if key.matches(.escape) {
                dismiss(at: key.time)
                return .dismissed
            }
            if key.matches(.enter), let last = buttons.indices.last, buttons[last].isEnabled {
                return .button(last)
            }
            return nil
        }
        var action: Action?
        for i in buttons.indices where buttons[i].handle(event) { action = .button(i) }
        return action
    }

    /// Draws the backdrop, the panel and its buttons; `content` draws into `contentFrame()`.
    public func draw(
        into list: inout DisplayList, theme: Theme = .standard,
        content: (inout DisplayList, Rect) -> Void = { _, _ in }
    ) {
        guard visibility > 0 else { return }
        list.fill(.rect(Rect(origin: .zero, size: windowSize)), theme.dimming, opacity: visibility)
        // Grow from 96 % to full size about the panel's centre while fading in.
        let k = 0.96 + 0.04 * visibility
        let c = panelFrame.center
        let grow = AffineTransform(translation: Vector(dx: -c.x, dy: -c.y)).scaled(by: k)
            .translated(by: Vector(dx: c.x, dy: c.y))
        list.layer(transform: grow, opacity: visibility) { panel in
            // Seen as a dialog: assistive technology keeps to what lies in it.
            panel.see(
                .place, title.isEmpty ? "Dialog" : title, frame: panelFrame, kind: .dialog)
            panel.fill(
                .roundedRect(panelFrame, radius: theme.sheetRadius), theme.surface,
                shadow: theme.sheetShadow)
            let textWidth = panelFrame.width - 2 * theme.padding
            var y = panelFrame.minY + theme.padding
            panel.text(
                title, at: Point(x: panelFrame.minX + theme.padding, y: y), font: theme.titleFont,
                color: theme.text, verticalAlignment: .top, maxWidth: textWidth)
            y +=
                TextMetrics.size(of: title, font: theme.titleFont, maxWidth: textWidth).height
                + theme.spacing
            if !message.isEmpty {
                panel.text(
                    message, at: Point(x: panelFrame.minX + theme.padding, y: y),
                    font: theme.bodyFont,
                    color: theme.secondaryText, verticalAlignment: .top, maxWidth: textWidth)
            }
            content(&panel, contentFrame(theme: theme))
            for button in buttons { button.draw(into: &panel, theme: theme) }
        }
    }

    private func heights(width: Double, theme: Theme) -> (header: Double, total: Double) {
        let textWidth = width - 2 * theme.padding
        var header =
            theme.padding
            + TextMetrics.size(of: title, font: theme.titleFont, maxWidth: textWidth).height
            + theme.spacing
        if !message.isEmpty {
            header +=
                TextMetrics.size(of: message, font: theme.bodyFont, maxWidth: textWidth).height
                + theme.spacing
        }
        let content = contentHeight > 0 ? contentHeight + theme.spacing : 0
        return (header, header + content + theme.controlHeight + theme.padding)
    }
}
