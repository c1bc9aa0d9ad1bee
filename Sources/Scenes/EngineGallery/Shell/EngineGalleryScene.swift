import DragAndDrop
import StageKit

/// Live pages that show what the drag-and-drop engine does: a tab per page, a caption
/// naming the engine types at work, and the page itself, which you can play with.
///
/// - Tabs (or Page Up / Page Down) switch pages; a drag under way on the page is cancelled
///   first.
/// - Escape cancels whatever the page is doing (a drag, a focused slider); with nothing to
///   cancel it asks to go back (`exitRequest == .back`).
///
/// ```swift
/// var gallery = EngineGalleryScene(page: .snapZones)
/// gallery.send(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// gallery.stateDescription   // "page: snap-zones\nA: held by zone 1\n…"
/// ```
public struct EngineGalleryScene: Scene {
    let theme: Theme
    /// The page shown.
    public private(set) var page: GalleryPage
    var size = Size(width: 1280, height: 800)
    var toolbar: Toolbar
    /// The caption's lines as shown closed, and all of them.
    var captionLines: [String] = []
    var fullCaptionLines: [String] = []
    var captionTop = 0.0
    /// Whether the caption is cut short (a phone), and whether it is open over the page.
    var isCaptionShortened = false
    var isCaptionOpen = false
    /// The press that opened or closed the caption, whose rest is not the page's.
    var captionPress: PointerID?
    var pageFrame = Rect.zero
    var time = 0.0
    @OutOfLine var snapZones = SnapZonesPage()
    @OutOfLine var collisions = CollisionsPage()
    @OutOfLine var snapping = SnappingPage()
    @OutOfLine var nestedZones = NestedZonesPage()
    @OutOfLine var millionZones = MillionZonesPage()
    @OutOfLine var motion = MotionPage()
    @OutOfLine var keyboard = KeyboardPage()
    @OutOfLine var sortable = SortablePage()
    @OutOfLine var manyAtOnce = ManyAtOncePage()
    @OutOfLine var hysteresis = HysteresisPage()
    /// Set when the gallery asks to be closed.
    public private(set) var exitRequest: SceneExit?
    /// The page that spoke last: its last step is the gallery's announcement.
    private var speaker: GalleryPage?

    /// The gallery's name, at the left of the tabs in a wide window.
    static let title = Toolbar.Item.label(
        Label("Engine gallery", font: Font(size: 17, weight: .bold)))

    /// The caption's font.
    static let captionFont = Font(size: 13)

    /// Creates the gallery showing `page`.
    public init(page: GalleryPage = .snapZones, theme: Theme = .standard) {
        self.theme = theme
        self.page = page
        var titles: [String] = []
        for page in GalleryPage.allCases { titles.append(page.title) }
        toolbar = Toolbar([
            Self.title,
            .flexibleSpace,
            .picker("page", SegmentedPicker(titles, selectedIndex: page.rawValue)),
        ])
        layout()
    }

    /// Reacts to one event: the tabs, page keys and Escape first, then the page. What a
    /// page says on the way becomes the gallery's announcement.
    public mutating func handle(_ event: InputEvent) {
        var counts: [Int] = []
        for page in GalleryPage.allCases { counts.append(announcementCount(of: page)) }
        route(event)
        for page in GalleryPage.allCases where announcementCount(of: page) != counts[page.rawValue]
        {
            speaker = page
        }
    }

    /// How many steps a page has said (0 for a page that says nothing).
    private func announcementCount(of page: GalleryPage) -> Int {
        switch page {
        case .withoutPointer: return keyboard.announcementCount
        case .sortable: return sortable.announcementCount
        case .manyAtOnce: return manyAtOnce.announcementCount
        case .snapZones: return snapZones.announcementCount
        case .nestedZones: return nestedZones.announcementCount
        case .snapping: return snapping.voice.announcementCount
        case .collisions: return collisions.voice.announcementCount
        case .hysteresis: return hysteresis.voice.announcementCount
        case .motion: return motion.voice.announcementCount
        default: return 0
        }
    }

    /// The last step a page said (the No pointer page's, the sortable page's), for screen
    /// readers. Switching pages says nothing new, so it stays until a page speaks again.
    public var announcement: String {
        switch speaker {
        case .withoutPointer?: return keyboard.announcements.last ?? ""
        case .sortable?: return sortable.announcement
        case .manyAtOnce?: return manyAtOnce.announcement
        case .snapZones?: return snapZones.lastEvent
        case .nestedZones?: return nestedZones.lastDrop
        case .snapping?: return snapping.voice.announcement
        case .collisions?: return collisions.voice.announcement
        case .hysteresis?: return hysteresis.voice.announcement
        case .motion?: return motion.voice.announcement
        default: return ""
        }
    }

    /// How many steps the pages have said; a repeated sentence counts again.
    public var announcementCount: Int {
        var total = 0
        for page in GalleryPage.allCases { total &+= announcementCount(of: page) }
        return total
    }

    /// The tabs, page keys and Escape first, then the page.
    private mutating func route(_ event: InputEvent) {
        time = max(time, event.time)
        if case .resize(let r) = event {
            size = r.size
            layout()
            return
        }
        // The bar's keys first: F10 into it, and its menu's or focus's keys after.
        if case .key = event, toolbar.takes(event) {
            if case .picker("page", let index)? = toolbar.handle(event),
                let chosen = GalleryPage(rawValue: index)
            {
                select(chosen)
            }
            return
        }
        if case .key(let key) = event {
            if handleCaption(event) || handleKey(key) { return }
        }
        if case .picker("page", let index)? = toolbar.handle(event),
            let chosen = GalleryPage(rawValue: index)
        {
            select(chosen)
            return
        }
        if case .pointer(let p) = event, p.phase == .down, toolbar.contains(p.location) { return }
        // After the bar, whose open menu lies over the caption.
        if handleCaption(event) { return }
        switch page {
        case .snapZones: snapZones.handle(event)
        case .collisions: collisions.handle(event)
        case .snapping: snapping.handle(event)
        case .nestedZones: nestedZones.handle(event)
        case .millionZones: millionZones.handle(event)
        case .motion: motion.handle(event)
        case .withoutPointer: keyboard.handle(event)
        case .sortable: sortable.handle(event)
        case .manyAtOnce: manyAtOnce.handle(event)
        case .hysteresis: hysteresis.handle(event)
        }
    }

    /// Advances the page's animations; says whether anything still moves.
    public mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        switch page {
        case .snapZones: return snapZones.advance(to: time)
        case .collisions: return collisions.advance(to: time)
        case .snapping: return snapping.advance(to: time)
        case .nestedZones: return nestedZones.advance(to: time)
        case .millionZones: return millionZones.advance(to: time)
        case .motion: return motion.advance(to: time)
        case .withoutPointer: return keyboard.advance(to: time)
        case .sortable: return sortable.advance(to: time)
        case .manyAtOnce: return manyAtOnce.advance(to: time)
        case .hysteresis: return hysteresis.advance(to: time)
        }
    }

    /// Shows another page, cancelling whatever the current one was doing.
    public mutating func select(_ newPage: GalleryPage) {
        guard newPage != page else { return }
        cancelPage()
        isCaptionOpen = false
        page = newPage
        toolbar.updatePicker("page") { $0.selectedIndex = newPage.rawValue }
        layout()
    }

    /// The page's state as plain text, after a line naming the page.
    public var stateDescription: String {
        let body: String
        switch page {
        case .snapZones: body = snapZones.stateDescription
        case .collisions: body = collisions.stateDescription
        case .snapping: body = snapping.stateDescription
        case .nestedZones: body = nestedZones.stateDescription
        case .millionZones: body = millionZones.stateDescription
        case .motion: body = motion.stateDescription
        case .withoutPointer: body = keyboard.stateDescription
        case .sortable: body = sortable.stateDescription
        case .manyAtOnce: body = manyAtOnce.stateDescription
        case .hysteresis: body = hysteresis.stateDescription
        }
        return "page: \(page.slug)\n" + body
    }

    /// Draws the tabs, the caption and the page.
    public func draw(into list: inout DisplayList) {
        list.background = theme.background
        switch page {
        case .snapZones: snapZones.draw(into: &list, theme: theme)
        case .collisions: collisions.draw(into: &list, theme: theme)
        case .snapping: snapping.draw(into: &list, theme: theme)
        case .nestedZones: nestedZones.draw(into: &list, theme: theme)
        case .millionZones: millionZones.draw(into: &list, theme: theme)
        case .motion: motion.draw(into: &list, theme: theme)
        case .withoutPointer: keyboard.draw(into: &list, theme: theme)
        case .sortable: sortable.draw(into: &list, theme: theme)
        case .manyAtOnce: manyAtOnce.draw(into: &list, theme: theme)
        case .hysteresis: hysteresis.draw(into: &list, theme: theme)
        }
        drawCaption(into: &list)
        list.fill(.rect(toolbar.frame), theme.surface)
        list.line(
            from: Point(x: 0, y: toolbar.frame.maxY),
            to: Point(x: size.width, y: toolbar.frame.maxY),
            Stroke(theme.border))
        toolbar.draw(into: &list, theme: theme)
        toolbar.drawMenu(into: &list, theme: theme)
    }

    // MARK: - Keys and layout

    /// Page keys and Escape; returns true when the key was used here.
    private mutating func handleKey(_ key: KeyEvent) -> Bool {
        let all = GalleryPage.allCases
        if key.matches(Key("pagedown")) || key.matches(.tab, .control) {
            select(GalleryPage(rawValue: (page.rawValue + 1) % all.count) ?? page)
            return true
        }
        if key.matches(Key("pageup")) || key.matches(.tab, [.control, .shift]) {
            select(GalleryPage(rawValue: (page.rawValue + all.count - 1) % all.count) ?? page)
            return true
        }
        if key.matches(.escape) {
            if !cancelPage() { exitRequest = .back }
            return true
        }
        return false
    }

    /// Cancels what the page is doing; returns whether there was anything.
    @discardableResult
    private mutating func cancelPage() -> Bool {
        switch page {
        case .snapZones: return snapZones.cancel(at: time)
        case .collisions: return collisions.cancel(at: time)
        case .snapping: return snapping.cancel(at: time)
        case .nestedZones: return nestedZones.cancel(at: time)
        case .millionZones: return millionZones.cancel(at: time)
        case .motion: return motion.cancel(at: time)
        case .withoutPointer: return keyboard.cancel(at: time)
        case .sortable: return sortable.cancel(at: time)
        case .manyAtOnce: return manyAtOnce.cancel(at: time)
        case .hysteresis: return hysteresis.cancel(at: time)
        }
    }

    private mutating func layout() {
        // The title goes when the tabs need the room (ten short tabs fill 800 points).
        let hasTitle: Bool
        if case .label? = toolbar.items.first { hasTitle = true } else { hasTitle = false }
        if size.width < 1000, hasTitle {
            toolbar.items.removeFirst()
        } else if size.width >= 1000, !hasTitle {
            toolbar.items.insert(Self.title, at: 0)
        }
        var titles: [String] = []
        for page in GalleryPage.allCases {
            titles.append(size.width < 1000 ? page.shortTitle : page.title)
        }
        if toolbar.picker("page")?.segments != titles {
            toolbar.updatePicker("page") { $0.segments = titles }
        }
        // Only the pages fold, so the menu's button names the page shown.
        toolbar.moreTitle = page.title + " ▾"
        toolbar.layout(
            width: size.width, theme: theme, minimumTarget: TouchTarget.side(in: size),
            height: size.height)
        let width = max(size.width - 2 * theme.padding, 40)
        captionTop = toolbar.frame.maxY + 10
        layoutCaption(width: width)
        let top = captionFrame.maxY + 10
        pageFrame = Rect(
            x: theme.padding, y: top, width: width,
            height: max(size.height - top - theme.padding, 40))
        switch page {
        case .snapZones: snapZones.layout(in: pageFrame, at: time)
        case .collisions: collisions.layout(in: pageFrame, at: time)
        case .snapping: snapping.layout(in: pageFrame, at: time)
        case .nestedZones: nestedZones.layout(in: pageFrame, at: time)
        case .millionZones: millionZones.layout(in: pageFrame, at: time)
        case .motion: motion.layout(in: pageFrame, at: time)
        case .withoutPointer: keyboard.layout(in: pageFrame, at: time)
        case .sortable: sortable.layout(in: pageFrame, at: time)
        case .manyAtOnce: manyAtOnce.layout(in: pageFrame, at: time)
        case .hysteresis: hysteresis.layout(in: pageFrame, at: time)
        }
    }
}
