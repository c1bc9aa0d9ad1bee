import Geometry
import Gestures
import StageKit
import Testing

private func click(_ bar: inout Toolbar, _ p: Point, at t: Double = 0) -> Toolbar.Action? {
    _ = bar.handle(.pointer(PointerEvent(.down, at: p, time: t)))
    return bar.handle(.pointer(PointerEvent(.up, at: p, time: t + 0.05)))
}

private func labels(_ bar: Toolbar, menu: Bool = false) -> [String] {
    var list = DisplayList()
    if menu { bar.drawMenu(into: &list) } else { bar.draw(into: &list) }
    return list.seen.filter { $0.role != .place && $0.role != .item }.map { $0.label }
}

@Suite("Toolbar: folding into More")
struct ToolbarFoldingUnitTests {
    var bar = Toolbar([
        .button("new", Button("New game")),
        .button("undo", Button("Undo", isEnabled: false)),
        .flexibleSpace,
        .label(Label("Computer plays")),
        .picker("computer", SegmentedPicker(["Nobody", "White", "Black", "Both"])),
        .space(8),
        .label(Label("Level")),
        .picker("level", SegmentedPicker(["1", "2", "3"], selectedIndex: 1, isEnabled: false)),
    ])

    @Test("everything fits in a wide bar, at natural widths, with no More")
    mutating func wide() {
        bar.layout(width: 1280)
        #expect(!bar.hasFoldedItems)
        #expect(!labels(bar).contains("More ▾"))
        let new = bar.button("new")!
        #expect(new.frame.width == new.preferredSize().width)
    }

    @Test("a label folds with its control, and a narrower group after a folded one still shows")
    mutating func folding() {
        bar.layout(width: 560)
        #expect(bar.hasFoldedItems)
        let shown = labels(bar)
        #expect(shown.contains("New game") && shown.contains("Undo") && shown.contains("More ▾"))
        #expect(!shown.contains("Computer plays") && !shown.contains("Nobody"))
        #expect(shown.contains("Level") && shown.contains("2"), "\(shown)")
        #expect(bar.folds(3) && bar.folds(4) && !bar.folds(6) && !bar.folds(7))
        // The More button sits at the right end, inside the bar.
        let more = bar.moreButton.frame
        #expect(more.maxX <= 560 && more.minX > bar.picker("level")!.frame.maxX)
    }

    @Test("the menu lists a folded picker as its segments under its label; disabled stays disabled")
    mutating func menuRows() throws {
        bar.layout(width: 300)
        _ = click(&bar, bar.moreButton.frame.center)
        #expect(bar.isMenuOpen)
        var list = DisplayList()
        bar.drawMenu(into: &list)
        #expect(list.strings.contains("Computer plays") && list.strings.contains("Level"))
        let two = try #require(list.seen(.control).first { $0.label == "2" })
        #expect(two.value == "disabledselected")
        let nobody = try #require(list.seen(.control).first { $0.label == "Nobody" })
        #expect(nobody.value == "selected")
        // Choosing the disabled level does nothing; choosing Black reports it and closes.
        #expect(click(&bar, two.frame.center, at: 1) == nil)
        #expect(bar.isMenuOpen)
        let black = try #require(list.seen(.control).first { $0.label == "Black" })
        #expect(click(&bar, black.frame.center, at: 2) == .picker("computer", 2))
        #expect(!bar.isMenuOpen)
        #expect(bar.picker("computer")?.selectedIndex == 2)
    }

    @Test("a press outside the open menu closes it and is kept from the scene until released")
    mutating func pressOutside() {
        bar.layout(width: 300)
        _ = click(&bar, bar.moreButton.frame.center)
        let outside = Point(x: 20, y: 400)
        #expect(bar.contains(outside), "an open menu claims every point")
        let down = InputEvent.pointer(PointerEvent(.down, at: outside, time: 1))
        #expect(bar.takes(down))
        #expect(bar.handle(down) == nil)
        #expect(!bar.isMenuOpen)
        #expect(bar.contains(outside), "the press that closed it still belongs to it")
        let up = InputEvent.pointer(PointerEvent(.up, at: outside, time: 1.1))
        #expect(bar.takes(up))
        _ = bar.handle(up)
        #expect(!bar.contains(outside))
    }

    @Test(
        "keys: F10 opens with the first row highlighted, arrows skip disabled rows, Enter chooses")
    mutating func keys() {
        bar.layout(width: 300)
        func key(_ name: String) -> Toolbar.Action? {
            bar.handle(.key(KeyEvent(Key(name), time: 0)))
        }
        #expect(bar.takes(.key(KeyEvent(Toolbar.menuKey, time: 0))))
        _ = key("f10")
        #expect(bar.isMenuOpen)
        _ = key("up")  // wraps past the disabled level segments to the last choosable row
        #expect(key("enter") == .picker("computer", 3))
        _ = key("f10")
        _ = key("escape")
        #expect(!bar.isMenuOpen)
        #expect(!bar.takes(.key(KeyEvent(.escape, time: 0))), "a closed menu leaves keys alone")
    }
}
