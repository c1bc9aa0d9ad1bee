import Geometry
import StageKit
import TestSupport
import Testing

/// A toolbar laid out for a finger: every button and More at least 44×44 points, inside
/// the bar; without a minimum the buttons keep their natural size.
@Suite("Toolbar: touch targets")
struct ToolbarTouchTargetTests {
    var bar = Toolbar([
        .button("undo", Button("Undo")),
        .button("redo", Button("Redo")),
        .flexibleSpace,
        .button("zoom-out", Button("−")),
        .button("fit", Button("Fit")),
        .button("zoom-in", Button("+")),
    ])

    @Test mutating func onAPhoneEveryButtonIsAtLeast44PointsEachWayInsideTheBar() {
        let phone = Size(width: 390, height: 844)
        #expect(TouchTarget.isPhoneSized(phone))
        bar.layout(width: phone.width, minimumTarget: TouchTarget.side(in: phone))
        var list = DisplayList()
        bar.draw(into: &list)
        let controls = list.seen(.control)
        #expect(controls.count == 5)
        for control in controls {
            #expect(control.frame.width >= 44 && control.frame.height >= 44, "\(control.label)")
            #expect(bar.frame.contains(control.frame), "\(control.label) in the bar")
        }
    }

    @Test mutating func onADesktopTheButtonsKeepTheirNaturalSize() {
        let desktop = Size(width: 1280, height: 800)
        #expect(!TouchTarget.isPhoneSized(desktop))
        bar.layout(width: desktop.width, minimumTarget: TouchTarget.side(in: desktop))
        let fit = bar.button("fit")!
        #expect(fit.frame.size == fit.preferredSize())
        #expect(fit.frame.height == Theme.standard.controlHeight)
    }

    /// A bar so narrow that everything folds, with a long picker: its menu has many rows.
    static func foldedBar(window: Size) -> Toolbar {
        var bar = Toolbar([
            .button("undo", Button("Undo")),
            .picker("board", SegmentedPicker((1...10).map { "Board \($0)" })),
            .button("hint", Button("Hint")),
        ])
        bar.layout(
            width: 100, minimumTarget: TouchTarget.side(in: window), height: window.height)
        bar.openMenu()
        return bar
    }

    /// The menu's rows as drawn.
    static func menuRows(_ bar: Toolbar) -> [SeenElement] {
        var list = DisplayList()
        bar.drawMenu(into: &list)
        return list.seen(.control)
    }

    @Test func onATallPhoneTheMenusRowsAre44PointsTall() {
        let bar = Self.foldedBar(window: Size(width: 390, height: 844))
        let rows = Self.menuRows(bar)
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { $0.frame.height >= 44 })
        #expect(bar.openMenuFrame!.maxY <= 844)
    }

    @Test func onAShortPhoneTheMenusRowsShrinkToStayInTheWindowButNotBelow30Points() {
        let bar = Self.foldedBar(window: Size(width: 320, height: 480))
        let rows = Self.menuRows(bar)
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { $0.frame.height >= 30 && $0.frame.height < 44 })
        #expect(bar.openMenuFrame!.maxY <= 480)
        let frames = rows.map { $0.frame }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.minY + 1e-9 })
    }

    /// The same menu in a window wide enough for two columns keeps its rows a finger tall:
    /// it splits, each column top to bottom, side by side, inside the window.
    @Test func onAShortWidePhoneTheMenuSplitsIntoTwoColumnsOfFingerSizedRows() {
        var bar = Toolbar([
            .button("undo", Button("Undo")),
            .picker("board", SegmentedPicker((1...10).map { "Board \($0)" })),
            .button("hint", Button("Hint")),
            .flexibleSpace,
            .button("wide", Button("A button too wide for a phone's bar")),
        ])
        let window = Size(width: 320, height: 480)
        bar.layout(
            width: window.width, minimumTarget: TouchTarget.side(in: window),
            height: window.height)
        bar.openMenu()
        let rows = Self.menuRows(bar)
        #expect(rows.count >= 12)
        #expect(rows.allSatisfy { $0.frame.height >= 44 }, "\(rows.map { $0.frame })")
        #expect(Rect(origin: .zero, size: window).contains(bar.openMenuFrame!))
        #expect(Set(rows.map { $0.frame.minX }).count == 2, "two columns")
        #expect(overlappingPairs(rows.map { ($0.label, $0.frame) }).isEmpty)
    }

    @Test func aPhoneOnItsSideIsPhoneSizedAndATabletIsNot() {
        #expect(TouchTarget.isPhoneSized(Size(width: 844, height: 390)))
        #expect(!TouchTarget.isPhoneSized(Size(width: 768, height: 1024)))
        #expect(TouchTarget.side(in: Size(width: 768, height: 1024)) == 0)
    }
}
