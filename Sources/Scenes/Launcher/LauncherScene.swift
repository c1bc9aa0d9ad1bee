import DragAndDrop
import StageKit
import Geometry
import Gestures

/// The home screen of the demos: a card for each app, with a live picture of it; choosing
/// a card opens the app in the same window, under a slim bar with a back button. The back
/// button, or Escape when the app has nothing else to cancel (it sets
/// `exitRequest = .back`), returns to the cards.
///
/// Cards respond to the pointer (hover lifts them) and to the keyboard: arrows or Tab
/// move the focus, Enter opens, and the digits 1–9 open an app directly. Where the cards
/// do not fit (a phone) the page scrolls, by the wheel and by a finger's swipe with
/// momentum; two fingers never open a card. Hints speak of the device in use: taps on a
/// touch screen, keys with a keyboard.
///
/// ```swift
/// let launcher = LauncherScene(entries: [
///     LauncherEntry(title: "Widgets", summary: "Every control of the kit.") { AnyScene(WidgetGalleryScene()) },
/// ])
/// ```
public struct LauncherScene: Scene {
    /// The heading over the cards.
    public let title: String
    private let entries: [LauncherEntry]
    private let theme: Theme
    private var pictures: [DisplayList]
    private var cards: [PressTracker]
    private var focusedCard: Int?
    private var size = Size(width: 1280, height: 800)
    private var pixelScale = 1.0
    private var time = 0.0
    private var openApp: OpenApp?
    private var back = Button("‹ All apps")
    /// The cards page's scroll, where the cards do not fit the window.
    private var page = SwipeScroll()
    /// The device used last, for the hints' words.
    public private(set) var device = InputDevice.mouse
    /// Set when the launcher itself should close (ctrl+q, or an app asked to quit).
    public private(set) var exitRequest: SceneExit?
    /// How each app's work is kept between visits and runs; nil keeps nothing (scripted
    /// runs, and the web page, which keeps work itself).
    public var keeping: AppKeeping?

    private struct OpenApp {
        var index: Int
        var scene: AnyScene
    }

    /// The size apps are pictured at on their cards.
    public static let pictureSize = Size(width: 1280, height: 800)

    /// Creates a launcher; each entry's scene is created once now to draw its picture.
    public init(
        title: String = "Drag & Drop Demos", entries: [LauncherEntry], theme: Theme = .standard
    ) {
        self.title = title
        self.entries = entries
        self.theme = theme
        self.cards = Array(repeating: PressTracker(), count: entries.count)
        self.pictures = entries.map { entry in
            var scene = entry.makeScene()
            scene.handle(.resize(ResizeEvent(size: Self.pictureSize, time: 0)))
            scene.settle(from: 0)
            // A picture, not the app: its controls are not the launcher's.
            var picture = scene.displayList()
            picture.removeSeenElements()
            return picture
        }
    }

    /// The title of the open app, or nil while the cards are shown.
    public var openAppTitle: String? { openApp.map { entries[$0.index].title } }

    /// The frame of a card in the current window, for tests and hosts that script clicks.
    /// Cards scrolled out of view have frames outside the window.
    public func cardFrame(_ index: Int) -> Rect? {
        let frames = layout.cardFrames
        return frames.indices.contains(index) ? scrolled(frames[index]) : nil
    }

    /// How far the cards page is scrolled down, in points.
    public var pageOffset: Double { page.offset }

    /// The layout for the current window, with room for the subtitle's lines.
    private var layout: LauncherLayout {
        let lines = TextMetrics.wrappedLines(
            subtitle, font: theme.bodyFont, maxWidth: subtitleWidth
        ).count
        return LauncherLayout(
            windowSize: size, count: entries.count,
            extraHeaderHeight: Double(max(lines - 1, 0))
                * TextMetrics.lineHeight(of: theme.bodyFont))
    }

    /// The subtitle under the heading, in the words of the device in use.
    var subtitle: String {
        switch device {
        case .touch:
            return "Tap an app to open it. Hold a piece a moment, then drag it; "
                + "‹ All apps comes back here."
        case .keyboard:
            return "Choose an app with the arrows and Enter, or its number; Esc comes back here."
        case .mouse:
            return "Choose an app. Drag things around; Esc comes back here."
        }
    }

    private var subtitleWidth: Double { max(size.width - 32, 100) }

    /// A frame of the page moved by its scroll.
    private func scrolled(_ frame: Rect) -> Rect {
        frame.offset(by: Vector(dx: 0, dy: -page.offset))
    }

    /// The frame, in window points, in which an open app is shown.
    public var appFrame: Rect {
        Rect(
            x: 0, y: LauncherLayout.barHeight, width: size.width,
            height: max(size.height - LauncherLayout.barHeight, 0))
    }

    /// Reacts to one event: ctrl+q quits (an open app with unsaved work asks first); the
    /// open app, or the cards, take the rest.
    public mutating func handle(_ event: InputEvent) {
        if case .key(let key) = event, key.matches(Key("q"), .control) {
            if askToClose(for: .quit, at: key.time) { exitRequest = .quit }
            return
        }
        let before = device
        device.note(event)
        var resized = false
        if case .resize(let r) = event {
            size = r.size
            pixelScale = r.pixelScale
            resized = true
        }
        if device != before || resized {
            layoutBar()
            page.setLimit(layout.contentHeight - size.height)
        }
        if openApp != nil {
            handleInApp(event)
        } else {
            handleOnCards(event)
        }
    }

    /// Whether the open app holds unsaved work.
    public var hasUnsavedChanges: Bool { openApp?.scene.hasUnsavedChanges ?? false }

    /// The open app's last announcement for screen readers.
    public var announcement: String { openApp?.scene.announcement ?? "" }

    /// How many announcements the open app has made (0 on the cards).
    public var announcementCount: Int { openApp?.scene.announcementCount ?? 0 }

    /// The open app's kept work (see `Scene.savedStateText`); nil on the cards.
    public var savedStateText: String? { openApp?.scene.savedStateText }

    /// What the open app copied last; nothing on the cards.
    public var copied: CopiedText { openApp?.scene.copied ?? CopiedText() }

    /// Hands a file to the open app; false on the cards or when the app takes no files.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    {
        self.time = max(self.time, time)
        guard var app = openApp.take() else { return false }
        let taken = app.scene.receiveFile(named: name, contents: contents, at: time)
        openApp = app
        return taken
    }

    /// Passes the request on to the open app, which may ask the user first; when the user
    /// lets it go, the app's exit request (`exit`) reaches `handleInApp`.
    public mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        guard var app = openApp.take() else { return true }
        let mayClose = app.scene.askToClose(for: exit, at: time)
        openApp = app
        return mayClose
    }

    /// Advances the open app, or the cards page's glide; says whether anything still moves.
    public mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        guard openApp != nil else { return page.advance(to: time) }
        return openApp?.scene.advance(to: time) ?? false
    }

    /// The open app's state, or the names of the cards.
    public var stateDescription: String {
        if let openApp { return openApp.scene.stateDescription }
        var text = "launcher:"
        for entry in entries { text += " [\(entry.title)]" }
        return text
    }

    // MARK: Cards

    private mutating func handleOnCards(_ event: InputEvent) {
        switch event {
        case .pointer(let p) where page.handle(p):
            // A swipe: whatever card the finger came down on is not being pressed.
            for i in cards.indices { cards[i].reset() }
            return
        case .wheel(let w):
            page.handle(w)
        case .focus(let f):
            // A screen reader's cursor (or Tab in the web page's mirror) on a card.
            if f.role == .control, let i = entries.firstIndex(where: { $0.title == f.label }) {
                focusedCard = i
                scrollFocusIntoView()
            }
            return
        default:
            break
        }
        let frames = layout.cardFrames.map(scrolled)
        for i in cards.indices {
            let frame = frames[i]
            if cards[i].handle(event, isEnabled: true, contains: { frame.contains($0) }) {
                open(i, at: event.time)
                return
            }
        }
        guard case .key(let key) = event, !entries.isEmpty else { return }
        let count = entries.count
        switch key.key {
        case .right, .down: focusedCard = ((focusedCard ?? -1) + 1) % count
        case .tab where key.modifiers.isEmpty: focusedCard = ((focusedCard ?? -1) + 1) % count
        case .left, .up: focusedCard = ((focusedCard ?? count) - 1 + count) % count
        case .tab where key.modifiers == .shift:
            focusedCard = ((focusedCard ?? count) - 1 + count) % count
        case .enter, .space: if let focusedCard { open(focusedCard, at: key.time) }
        default:
            if key.modifiers.isEmpty, let digit = Int(key.key.name), digit >= 1, digit <= count {
                open(digit - 1, at: key.time)
            }
        }
        if openApp == nil { scrollFocusIntoView() }
    }

    /// Scrolls the page so that the focused card is in view.
    private mutating func scrollFocusIntoView() {
        guard let focusedCard, layout.cardFrames.indices.contains(focusedCard) else { return }
        let card = layout.cardFrames[focusedCard]
        let margin = LauncherLayout.stackedMargin
        if card.minY - margin < page.offset {
            page.scroll(to: card.minY - margin)
        } else if card.maxY + margin > page.offset + size.height {
            page.scroll(to: card.maxY + margin - size.height)
        }
    }

    /// The index of the entry with this title (compared case-insensitively for ASCII).
    public func entryIndex(titled title: String) -> Int? {
        func folded(_ s: String) -> [UInt8] { s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } }
        return entries.firstIndex { folded($0.title) == folded(title) }
    }

    /// The titles of the entries, in order.
    public var entryTitles: [String] { entries.map { $0.title } }

    /// Opens an app as if its card had been chosen (indices out of range are ignored).
    public mutating func openApp(at index: Int, time: Double = 0) {
        guard entries.indices.contains(index) else { return }
        open(index, at: time)
    }

    /// Puts `scene` in the place of the open app (a host restoring the user's kept work into
    /// the app its card opened); does nothing on the cards.
    public mutating func replaceOpenApp(with scene: AnyScene) {
        guard let index = openApp?.index else { return }
        open(index, scene: scene, at: time)
    }

    private mutating func open(_ index: Int, scene made: AnyScene? = nil, at time: Double) {
        var scene = made ?? keeping?.restore(entries[index].title) ?? entries[index].makeScene()
        scene.handle(.resize(ResizeEvent(size: appFrame.size, pixelScale: pixelScale, time: time)))
        // Opened by a tap, the app has seen no finger yet: its first hints speak of taps.
        if device.isTouch { scene.handle(InputDevice.touchScreen(at: time)) }
        _ = scene.advance(to: time)
        openApp = OpenApp(index: index, scene: scene)
        for i in cards.indices { cards[i].reset() }
        back.resetInteraction()
        focusedCard = index
    }

    // MARK: An open app

    /// Keeps the open app's work (see `keeping`), as leaving it does; hosts call it when
    /// the launcher quits with an app open. With `closing`, the app is closed too.
    public mutating func keepOpenApp(closing: Bool = false) {
        if let app = openApp, let text = app.scene.savedStateText {
            keeping?.keep(entries[app.index].title, text)
        }
        if closing { openApp = nil }
    }

    /// The back button; on a touch screen or in a phone-sized window it takes the bar's
    /// whole height, a finger's size.
    private mutating func layoutBar() {
        let width = back.preferredSize(theme: theme).width
        let forFinger = device.isTouch || TouchTarget.isPhoneSized(size)
        let height = forFinger ? LauncherLayout.barHeight : 30
        back.frame = Rect(
            x: forFinger ? 0 : 8, y: (LauncherLayout.barHeight - height) / 2,
            width: forFinger ? width + 16 : width, height: height)
    }

    private mutating func handleInApp(_ event: InputEvent) {
        // Moved out (not copied) so that the scene's storage stays uniquely referenced.
        guard var app = openApp.take() else { return }
        let barHeight = LauncherLayout.barHeight
        var pressedBar = false
        if case .pointer(let p) = event, p.phase == .down, p.location.y < barHeight {
            pressedBar = true
        }
        if back.handle(event) {
            // Back to the cards, unless the app asks about unsaved work first.
            openApp = app
            if askToClose(for: .back, at: event.time) { keepOpenApp(closing: true) }
            return
        }
        switch event {
        case .pointer(var p):
            guard !pressedBar else {
                openApp = app
                return
            }
            p.location.y -= barHeight
            app.scene.handle(.pointer(p))
        case .wheel(var w):
            w.location.y -= barHeight
            app.scene.handle(.wheel(w))
        case .resize(let r):
            app.scene.handle(
                .resize(ResizeEvent(size: appFrame.size, pixelScale: r.pixelScale, time: r.time)))
        default:
            app.scene.handle(event)
        }
        openApp = app
        switch app.scene.exitRequest {
        case .back?: keepOpenApp(closing: true)
        case .quit?:
            keepOpenApp(closing: true)
            exitRequest = .quit
        case nil: break
        }
    }

    // MARK: Drawing

    /// Draws the open app with its back bar, or the cards.
    public func draw(into list: inout DisplayList) {
        list.background = theme.background
        if let openApp {
            drawApp(openApp, into: &list)
        } else {
            drawCards(into: &list)
        }
    }

    private func drawApp(_ app: OpenApp, into list: inout DisplayList) {
        var appBackground = theme.background
        // The app's own background clears the whole window (the bar covers the top), so
        // nothing is painted twice.
        let frame = appFrame
        list.clipped(to: frame) { list in
            list.layer(transform: AffineTransform(translation: Vector(dx: 0, dy: frame.minY))) {
                list in
                app.scene.draw(into: &list)
                appBackground = list.background
            }
        }
        list.background = appBackground
        let bar = Rect(x: 0, y: 0, width: size.width, height: LauncherLayout.barHeight)
        list.fill(.rect(bar), theme.text)
        back.draw(into: &list, theme: theme)
        let titleFont = Font(size: 16, weight: .semibold)
        let title = entries[app.index].title
        let titleWidth = TextMetrics.width(of: title, font: titleFont)
        // Centred in the window, or just right of the back button where that would overlap.
        let titleLeft = max(bar.midX - titleWidth / 2, back.frame.maxX + 12)
        list.text(
            title, at: Point(x: titleLeft, y: bar.midY), font: titleFont, color: theme.surface,
            maxWidth: max(bar.maxX - 8 - titleLeft, 1), lineLimit: 1)
        // A touch screen has no Escape; the back button says what it does.
        let hint = "Esc to go back"
        let hintLeft = bar.maxX - 14 - TextMetrics.width(of: hint, font: theme.captionFont)
        if !device.isTouch, hintLeft > titleLeft + titleWidth + 12 {
            list.text(
                hint, at: Point(x: bar.maxX - 14, y: bar.midY), font: theme.captionFont,
                color: theme.surface.withAlpha(0.6), alignment: .trailing)
        }
    }

    private func drawCards(into list: inout DisplayList) {
        let layout = layout
        let compact = size.height < LauncherLayout.tallWindow
        let top = -page.offset
        list.text(
            title, at: Point(x: size.width / 2, y: top + (compact ? 38 : 62)),
            font: Self.fitted(theme.headlineFont, title, within: size.width - 32),
            color: theme.text, alignment: .center)
        list.text(
            subtitle, at: Point(x: size.width / 2, y: top + (compact ? 62 : 92)),
            font: theme.bodyFont, color: theme.secondaryText, alignment: .center,
            verticalAlignment: .top, maxWidth: subtitleWidth)
        for (i, entry) in entries.enumerated() {
            let lifted = cards[i].isHovered || focusedCard == i
            let card = scrolled(layout.cardFrames[i]).offset(
                by: Vector(dx: 0, dy: lifted && !cards[i].isPressed ? -3 : 0))
            list.fill(
                .roundedRect(card, radius: theme.cardRadius), theme.surface,
                shadow: lifted ? theme.liftedShadow : theme.cardShadow)
            if focusedCard == i {
                list.stroke(
                    .roundedRect(card.outset(by: 3), radius: theme.cardRadius + 3),
                    Stroke(theme.accent, width: 2.5))
            }
            let picture = LauncherLayout.pictureFrame(in: card)
            list.clipped(to: picture) { list in
                list.fill(.rect(picture), pictures[i].background)
                let k = picture.width / Self.pictureSize.width
                list.append(
                    contentsOf: pictures[i],
                    transform: AffineTransform(scale: k).translated(
                        by: Vector(dx: picture.minX, dy: picture.minY)))
            }
            list.stroke(.rect(picture), Stroke(theme.border, width: 1))
            list.text(
                entry.title, at: Point(x: card.minX + 16, y: picture.maxY + 28),
                font: Self.titleFont(entry.title, within: card.width - 56, theme: theme),
                color: theme.text)
            if LauncherLayout.showsSummary(in: card) {
                list.text(
                    entry.summary, at: Point(x: card.minX + 16, y: picture.maxY + 46),
                    font: theme.captionFont,
                    color: theme.secondaryText, verticalAlignment: .top, maxWidth: card.width - 32)
            }
            list.text(
                "\(i + 1)", at: Point(x: card.maxX - 18, y: picture.maxY + 28),
                font: theme.captionFont,
                color: theme.disabledText, alignment: .trailing)
            list.see(
                .control, entry.title, frame: card, value: "card \(i + 1)",
                states: .focused.when(focusedCard == i))
        }
    }

    /// The theme's title font, made smaller (down to two thirds) where a narrow card would
    /// not hold the title beside its number.
    static func titleFont(_ title: String, within room: Double, theme: Theme) -> Font {
        fitted(theme.titleFont, title, within: room)
    }

    /// `font`, made smaller (down to two thirds) where `text` would not fit `room`.
    static func fitted(_ font: Font, _ text: String, within room: Double) -> Font {
        var font = font
        let natural = TextMetrics.width(of: text, font: font)
        guard natural > room, natural > 0 else { return font }
        font.size = max(font.size * room / natural, font.size * 2 / 3).rounded(.down)
        return font
    }
}
