import Geometry
import StageKit
import TestSupport
import Testing

/// Every app at small and large window sizes: no two controls overlap, none leaves the
/// window, and the main content lies inside the window below the toolbar.
@Suite("Layout guard")
struct LayoutGuardTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 800, height: 600),
        Size(width: 1280, height: 800), Size(width: 2560, height: 1600),
    ]

    /// The pairs of controls that overlap by more than a hairline.
    static func overlaps(_ controls: [SeenElement]) -> [String] {
        var found: [String] = []
        for i in controls.indices {
            for j in controls.indices where j > i {
                guard let common = controls[i].frame.intersection(controls[j].frame),
                    common.width > 0.5, common.height > 0.5
                else { continue }
                found.append(
                    "'\(controls[i].label)' \(controls[i].frame) and "
                        + "'\(controls[j].label)' \(controls[j].frame)")
            }
        }
        return found
    }

    /// The controls that stick out of a window of `size` by more than a hairline.
    static func outside(_ controls: [SeenElement], size: Size) -> [String] {
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        return controls.filter { !window.contains($0.frame) }.map { "'\($0.label)' \($0.frame)" }
    }

    @Test(arguments: App.all, sizes)
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
    @Test(arguments: App.all, sizes)
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

    @Test(arguments: App.all, sizes)
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

    @Test(arguments: App.all, sizes)
    func noLineOfTextRunsOffTheWindow(app: App, size: Size) {
        let list = app.driver(size: size).list
        var off: [String] = []
        for item in list.items where item.transform.isIdentity {
            guard case .text(let run) = item.content else { continue }
            let width = run.maxWidth ?? TextMetrics.width(of: run.string, font: run.font)
            let left: Double
            switch run.alignment {
            case .leading: left = run.position.x
            case .center: left = run.position.x - width / 2
            case .trailing: left = run.position.x - width
            }
            if left < -1 || left + width > size.width + 1 {
                off.append("'\(run.string)' from \(left) to \(left + width)")
            }
        }
        #expect(off.isEmpty, "\(app) at \(size): \(off)")
    }

    @Test(arguments: App.all, sizes)
    func theMainContentLiesInsideTheWindowBelowTheToolbar(app: App, size: Size) {
        let content = app.content(size)
        let below = Rect(
            x: 0, y: Theme.standard.toolbarHeight, width: size.width,
            height: size.height - Theme.standard.toolbarHeight)
        #expect(content.width > 0 && content.height > 0, "\(app) at \(size): \(content)")
        #expect(below.outset(by: 0.5).contains(content), "\(app) at \(size): \(content)")
    }

    @Test(arguments: App.all, sizes)
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
        if size.width <= 800 { names.formUnion(["Pentominoes", "Chess"]) }
        if size.width <= 640 { names.formUnion(["Emoji Art", "Widget gallery"]) }
        return names.union(names.map { "Launcher › " + $0 })
    }
}
