import Geometry
import StageKit
import TestSupport
import Testing

/// Every app at small and large window sizes, and the apps laid out for phones at phone
/// and tablet sizes too: no two controls overlap, none leaves the window, and the main
/// content lies inside the window below the toolbar.
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

    /// The apps laid out for phones, checked at `phoneSizes` as well (the launcher, Chess
    /// and the Widgets gallery have their own phone checks in `PhoneLayoutTests`; inside
    /// the launcher, and the galleries' and Chess's toolbars, are not phone-ready yet).
    static let phoneApps = [App.emojiArt, App.board, App.pentominoes]

    /// Every app at every size it is checked at.
    static let cases: [(App, Size)] =
        App.all.flatMap { app in sizes.map { (app, $0) } }
        + phoneApps.flatMap { app in phoneSizes.map { (app, $0) } }

    /// The pairs of controls that overlap by more than a hairline.
    static func overlaps(_ controls: [SeenElement]) -> [String] {
        overlappingPairs(controls.map { ($0.label, $0.frame) })
    }

    /// The controls that stick out of a window of `size` by more than a hairline.
    static func outside(_ controls: [SeenElement], size: Size) -> [String] {
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        return controls.filter { !window.contains($0.frame) }.map { "'\($0.label)' \($0.frame)" }
    }

    @Test(arguments: cases)
    func controlsNeitherOverlapNorLeaveTheWindow(app: App, size: Size) {
        let driver = app.driver(size: size)
        let controls = driver.seen(.control)
        #expect(!controls.isEmpty, "\(app) at \(size) names its controls")
        let overlapping = Self.overlaps(controls)
        #expect(overlapping.isEmpty, "\(app) at \(size): \(overlapping)")
        let outside = Self.outside(controls, size: size)
        #expect(outside.isEmpty, "\(app) at \(size) leaves the window: \(outside)")
    }

    /// Text given a width keeps to it: it wraps, or ends in "…" where a line limit cuts
    /// it, and no line is drawn past the width (it would be cut mid-letter or run into
    /// what is beside it).
    @Test(arguments: cases)
    func noLineOfTextIsWiderThanItsRoom(app: App, size: Size) {
        let driver = app.driver(size: size)
        var tooWide: [String] = []
        for item in driver.list.items {
            guard case .text(let run) = item.content, let room = run.maxWidth else { continue }
            for line in run.lines where TextMetrics.width(of: line, font: run.font) > room + 0.5 {
                tooWide.append("'\(line)' in \(Int(room)) points")
            }
        }
        #expect(tooWide.isEmpty, "\(app) at \(size): \(tooWide)")
    }

    @Test(arguments: cases)
    func everyControlIsWideEnoughForItsText(app: App, size: Size) {
        let driver = app.driver(size: size)
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
    @Test(arguments: cases)
    func noLineOfTextRunsOffTheWindow(app: App, size: Size) {
        let list = app.driver(size: size).list
        var off: [String] = []
        for text in Self.texts(in: list) {
            let frame = text.frame
            if frame.minX < -1 || frame.maxX > size.width + 1 {
                off.append("'\(text.string)' from \(frame.minX) to \(frame.maxX)")
            }
        }
        #expect(off.isEmpty, "\(app) at \(size): \(off)")
    }

    /// The apps laid out for phones at every size.
    static let phoneCases: [(App, Size)] = phoneApps.flatMap { app in
        (sizes + phoneSizes).map { (app, $0) }
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
    @Test(arguments: phoneCases)
    func noTextRunsIntoAControl(app: App, size: Size) {
        let driver = app.driver(size: size)
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

    /// On a phone the toolbar's buttons are large enough for a finger: 44×44 points.
    @Test(arguments: phoneCases.filter { TouchTarget.isPhoneSized($0.1) })
    func theToolbarsControlsAreLargeEnoughForAFingerOnAPhone(app: App, size: Size) {
        let bar = Theme.standard.toolbarHeight
        let small = app.driver(size: size).seen(.control).filter {
            $0.frame.maxY <= bar + 0.5
                && ($0.frame.width < TouchTarget.side || $0.frame.height < TouchTarget.side)
        }
        #expect(small.isEmpty, "\(app) at \(size): \(small.map { "'\($0.label)' \($0.frame)" })")
    }

    /// No line is cut by the window's top or bottom edge (a status line with more lines
    /// than its band holds would be).
    @Test(arguments: phoneCases)
    func noTextRunsOffTheWindowsTopOrBottom(app: App, size: Size) {
        let driver = app.driver(size: size)
        let off = Self.texts(in: driver.list).filter {
            $0.frame.minY < -1 || $0.frame.maxY > size.height + 1
        }
        #expect(off.isEmpty, "\(app) at \(size): \(off.map { "'\($0.string)' \($0.frame)" })")
    }

    /// Hints and the status line keep off the main content (the board, the canvas, the
    /// columns): text that begins outside it does not run into it.
    @Test(arguments: phoneCases)
    func noTextOutsideTheMainContentRunsIntoIt(app: App, size: Size) {
        let driver = app.driver(size: size)
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

    @Test(arguments: cases)
    func theMainContentLiesInsideTheWindowBelowTheToolbar(app: App, size: Size) {
        let content = app.content(size)
        let below = Rect(
            x: 0, y: Theme.standard.toolbarHeight, width: size.width,
            height: size.height - Theme.standard.toolbarHeight)
        #expect(content.width > 0 && content.height > 0, "\(app) at \(size): \(content)")
        #expect(below.outset(by: 0.5).contains(content), "\(app) at \(size): \(content)")
    }

    @Test(arguments: cases)
    func anOpenMoreMenuLiesInsideTheWindow(app: App, size: Size) throws {
        var driver = app.driver(size: size)
        let folds = Self.apps(withAMoreMenuAt: size).contains(app.description)
        #expect(
            (driver.seen(.control, "More ▾") != nil) == folds,
            "\(app) at \(size): a More menu only where the toolbar is too wide")
        guard folds else { return }
        let more = try #require(driver.seen(.control, "More ▾"))
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
        return names.union(names.map { "Launcher › " + $0 })
    }
}
