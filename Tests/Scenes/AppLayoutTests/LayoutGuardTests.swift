import Geometry
import StageKit
import TestSupport
import Testing

/// Every app at desktop, phone and tablet sizes: no two controls overlap, none leaves the
/// window (or, on a page that scrolls, its sides), no text is cut or runs into a control,
/// a phone's toolbar controls are a finger's size, and the main content lies inside the
/// window below the toolbar.
@Suite("Layout guard")
struct LayoutGuardTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 800, height: 600),
        Size(width: 1280, height: 800), Size(width: 2560, height: 1600),
    ]

    /// Phones held upright and sideways, and a tablet.
    static let phoneSizes = [
        Size(width: 320, height: 480), Size(width: 360, height: 640),
        Size(width: 390, height: 844), Size(width: 844, height: 390),
        Size(width: 768, height: 1024),
    ]

    /// Every app, alone and inside the launcher, and every page of the engine gallery.
    static let apps = App.all + App.otherGalleryPages

    /// Every app at every size: desktop windows, phones and a tablet.
    static let cases: [(App, Size)] = apps.flatMap { app in
        (sizes + phoneSizes).map { (app, $0) }
    }

    /// Every check below, on one settled scene per app and size (settling the larger
    /// scenes is what costs; the checks only read what it drew), then the two that act on
    /// the scene on scenes of their own.
    @Test(arguments: cases)
    func everyCheck(app: App, size: Size) throws {
        let driver = app.driver(size: size)
        controlsNeitherOverlapNorLeaveTheWindow(driver, app: app, size: size)
        noLineOfTextIsWiderThanItsRoom(driver, app: app, size: size)
        everyControlIsWideEnoughForItsText(driver, app: app, size: size)
        noLineOfTextRunsOffTheWindow(driver, app: app, size: size)
        noTextRunsIntoAControl(driver, app: app, size: size)
        everyControlIsLargeEnoughForAFingerOnAPhone(driver, app: app, size: size)
        noTextRunsOffTheWindowsTopOrBottom(driver, app: app, size: size)
        noTextOutsideTheMainContentRunsIntoIt(driver, app: app, size: size)
        theMainContentLiesInsideTheWindowBelowTheToolbar(driver, app: app, size: size)
        noTextIsCutByTheClipAroundIt(driver, app: app, size: size)
        everyControlOfAScrollingPageComesIntoView(driver, app: app, size: size)
        try anOpenMoreMenuLiesInsideTheWindow(driver, app: app, size: size)
    }

    /// No app slices its own words: text that does not fit the panel, card or strip it is
    /// clipped to wraps, or ends in "…" within a line limit, instead of being cut mid-letter
    /// or mid-line by the clip (a list's scrolled edge excepted).
    func noTextIsCutByTheClipAroundIt(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let lists = app.scrollingPlaces(driver.list)
        let cut = driver.list.textCutByClips(
            scrolling: { clip in lists.contains { $0.outset(by: 4.5).contains(clip) } },
            window: Rect(origin: .zero, size: size))
        #expect(cut.isEmpty, "\(app) at \(size): \(cut)")
    }

    /// The pairs of controls that overlap by more than a hairline.
    static func overlaps(_ controls: [SeenElement]) -> [String] {
        overlappingPairs(controls.map { ($0.label, $0.frame) })
    }

    /// The controls that stick out of a window of `size` by more than a hairline (for a
    /// page that scrolls up and down, out at its sides).
    static func outside(
        _ controls: [SeenElement], size: Size, scrolls: Bool = false
    ) -> [String] {
        let window = Self.window(size, scrolls: scrolls)
        return controls.filter { !window.contains($0.frame) }.map { "'\($0.label)' \($0.frame)" }
    }

    /// The window, a hairline larger, and for a page that scrolls up and down as tall as
    /// it needs.
    static func window(_ size: Size, scrolls: Bool) -> Rect {
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        guard scrolls else { return window }
        return Rect(x: window.minX, y: -1e9, width: window.width, height: 2e9)
    }

    func controlsNeitherOverlapNorLeaveTheWindow(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let controls = driver.seen(.control)
        #expect(!controls.isEmpty, "\(app) at \(size) names its controls")
        let overlapping = Self.overlaps(controls)
        #expect(overlapping.isEmpty, "\(app) at \(size): \(overlapping)")
        let outside = Self.outside(controls, size: size, scrolls: app.scrolls)
        #expect(outside.isEmpty, "\(app) at \(size) leaves the window: \(outside)")
    }

    /// A page taller than its window scrolls, and every control on it can be brought wholly
    /// into view: the wheel turned over it shows each in turn, down to the last.
    func everyControlOfAScrollingPageComesIntoView(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        guard app.scrolls else { return }
        var driver = app.driver(size: size)
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        var unseen = Set(driver.seen(.control).map { $0.label })
        var steps = 0
        while !unseen.isEmpty, steps < 200 {
            for control in driver.seen(.control) where window.contains(control.frame) {
                unseen.remove(control.label)
            }
            driver.wheel(dy: -1, at: Point(x: size.width / 2, y: size.height / 2))
            steps += 1
        }
        #expect(unseen.isEmpty, "\(app) at \(size) never shows \(unseen.sorted())")
    }

    /// Text given a width keeps to it: it wraps, or ends in "…" where a line limit cuts
    /// it, and no line is drawn past the width (it would be cut mid-letter or run into
    /// what is beside it).
    func noLineOfTextIsWiderThanItsRoom(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        var tooWide: [String] = []
        for item in driver.list.items {
            guard case .text(let run) = item.content, let room = run.maxWidth else { continue }
            for line in run.lines where TextMetrics.width(of: line, font: run.font) > room + 0.5 {
                tooWide.append("'\(line)' in \(Int(room)) points")
            }
        }
        #expect(tooWide.isEmpty, "\(app) at \(size): \(tooWide)")
    }

    func everyControlIsWideEnoughForItsText(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let font = Theme.standard.controlFont
        let squeezed = driver.seen(.control).filter { control in
            TextMetrics.width(of: control.label, font: font) > control.frame.width + 0.5
        }
        #expect(
            squeezed.isEmpty,
            "\(app) at \(size) clips: \(squeezed.map { "'\($0.label)' \($0.frame.width)" })")
    }

    /// Text drawn in a clip (a scrolled list, a palette, a row of columns that pans) counts
    /// as far as the clip shows it: a clip inside the window cuts it there on purpose.
    func noLineOfTextRunsOffTheWindow(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let list = driver.list
        var off: [String] = []
        for text in Self.texts(in: list) {
            let frame = text.frame
            if frame.minX < -1 || frame.maxX > size.width + 1 {
                off.append("'\(text.string)' from \(frame.minX) to \(frame.maxX)")
            }
        }
        #expect(off.isEmpty, "\(app) at \(size): \(off)")
    }

    /// The runs of text drawn without a transform, with the part of their frames shown:
    /// cut to the clips they are drawn in (those wholly clipped away are left out).
    static func texts(in list: DisplayList) -> [(string: String, frame: Rect)] {
        var clips: [Rect] = []
        var texts: [(string: String, frame: Rect)] = []
        for item in list.items {
            switch item.content {
            case .beginClip(let rect):
                let clip = item.transform.apply(to: rect)
                clips.append(clips.last.map { $0.intersection(clip) ?? .zero } ?? clip)
            case .endClip:
                _ = clips.popLast()
            case .text(let run) where item.transform.isIdentity && !run.string.isEmpty:
                var shown: Rect? = run.drawnFrame
                if let clip = clips.last { shown = shown?.intersection(clip) }
                if let shown, shown.width > 0.5, shown.height > 0.5 {
                    texts.append((run.string, shown))
                }
            default:
                break
            }
        }
        return texts
    }

    /// Titles, hints and status lines keep off the controls: a line of text that overlaps
    /// a control is that control's own title, drawn inside it.
    func noTextRunsIntoAControl(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let controls = driver.seen(.control)
        var overlapping: [String] = []
        for text in Self.texts(in: driver.list) {
            for control in controls where !control.frame.contains(text.frame.center) {
                guard let common = control.frame.intersection(text.frame),
                    common.width > 0.5, common.height > 0.5
                else { continue }
                overlapping.append("'\(text.string)' \(text.frame) over '\(control.label)'")
            }
        }
        #expect(overlapping.isEmpty, "\(app) at \(size): \(overlapping)")
    }

    /// On a phone every control is large enough for a finger: 44×44 points, the toolbars'
    /// (the launcher's bar's too), the cards', the lists' and the pages'.
    func everyControlIsLargeEnoughForAFingerOnAPhone(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        guard TouchTarget.isPhoneSized(size) else { return }
        let least = TouchTarget.side - 0.5
        let small = driver.seen(.control).filter {
            $0.frame.width < least || $0.frame.height < least
        }
        #expect(small.isEmpty, "\(app) at \(size): \(small.map { "'\($0.label)' \($0.frame)" })")
    }

    /// No line is cut by the window's top or bottom edge (a status line with more lines
    /// than its band holds would be).
    func noTextRunsOffTheWindowsTopOrBottom(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let off = Self.texts(in: driver.list).filter {
            !app.scrolls && ($0.frame.minY < -1 || $0.frame.maxY > size.height + 1)
        }
        #expect(off.isEmpty, "\(app) at \(size): \(off.map { "'\($0.string)' \($0.frame)" })")
    }

    /// Hints and the status line keep off the main content (the board, the canvas, the
    /// columns): text that begins outside it does not run into it.
    func noTextOutsideTheMainContentRunsIntoIt(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let content = app.content(size)
        var overlapping: [String] = []
        for text in Self.texts(in: driver.list) where !content.contains(text.frame.center) {
            guard let common = content.intersection(text.frame),
                common.width > 0.5, common.height > 0.5
            else { continue }
            overlapping.append("'\(text.string)' \(text.frame)")
        }
        #expect(overlapping.isEmpty, "\(app) at \(size) over \(content): \(overlapping)")
    }

    func theMainContentLiesInsideTheWindowBelowTheToolbar(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) {
        let content = app.content(size)
        let below = Rect(
            x: 0, y: Theme.standard.toolbarHeight, width: size.width,
            height: size.height - Theme.standard.toolbarHeight)
        #expect(content.width > 0 && content.height > 0, "\(app) at \(size): \(content)")
        let room = Self.window(below.size, scrolls: app.scrolls).offset(
            by: Vector(dx: 0, dy: below.minY))
        #expect(room.contains(content), "\(app) at \(size): \(content)")
    }

    func anOpenMoreMenuLiesInsideTheWindow(
        _ driver: SceneDriver<AnyScene>, app: App, size: Size
    ) throws {
        var driver = app.driver(size: size)
        let folds = Self.apps(withAMoreMenuAt: size).contains(app.description)
        let menuButton = driver.seen(.control).first { $0.label.hasSuffix(" ▾") }
        #expect(
            (menuButton != nil) == folds,
            "\(app) at \(size): a More menu only where the toolbar is too wide")
        guard folds else { return }
        let more = try #require(menuButton)
        driver.tap(at: more.frame.center)
        let controls = driver.seen(.control)
        #expect(controls.count > 1, "\(app) at \(size): the menu lists the folded items")
        let outside = Self.outside(controls, size: size)
        #expect(outside.isEmpty, "\(app) at \(size) with the menu open: \(outside)")
    }

    /// The apps whose toolbar does not fit a window of `size` and folds into "More ▾", so
    /// the test above opens a menu in each, and a menu that stops appearing (or appears
    /// where everything fits) shows here; inside the launcher an app folds alike.
    static func apps(withAMoreMenuAt size: Size) -> Set<String> {
        var names: Set<String> = []
        if size.width <= 844 { names.formUnion(["Pentominoes", "Chess"]) }
        if size.width <= 640 { names.formUnion(["Emoji Art", "Widget gallery"]) }
        if size.width <= 320 { names.formUnion(["Board"]) }
        // The gallery's ten tabs fit from 800 points up, without its title below 1000.
        if size.width <= 640 {
            names.formUnion(["Engine gallery"] + App.otherGalleryPages.map { $0.name })
        }
        return names.union(names.map { "Launcher › " + $0 })
    }
}
