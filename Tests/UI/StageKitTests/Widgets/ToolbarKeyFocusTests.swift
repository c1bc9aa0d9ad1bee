import Geometry
import Gestures
import StageKit
import Testing

/// The bar reached from the keyboard when nothing is folded: F10, arrows, Enter.
@Suite("Toolbar: the keyboard's focus in the bar")
struct ToolbarKeyFocusTests {
    var bar = Toolbar([
        .button("new", Button("New game")),
        .button("undo", Button("Undo", isEnabled: false)),
        .flexibleSpace,
        .picker("computer", SegmentedPicker(["Nobody", "White", "Black"])),
        .picker("level", SegmentedPicker(["1", "2"], isEnabled: false)),
    ])

    init() { bar.layout(width: 1280) }

    mutating func key(_ chord: String) -> Toolbar.Action? {
        let event = InputEvent.key(try! KeyEvent(parsing: chord, time: 0))
        guard bar.takes(event) else { return nil }
        return bar.handle(event)
    }

    /// The labels of the controls drawn with the focus on them.
    func focused() -> [String] {
        var list = DisplayList()
        bar.draw(into: &list)
        return list.seen(.control).filter { $0.states.contains(.focused) }.map { $0.label }
    }

    @Test mutating func f10EntersTheBarAndTheArrowsSkipWhatIsDisabled() {
        #expect(!bar.takes(.key(KeyEvent(.right, time: 0))), "arrows are the scene's until F10")
        _ = key("f10")
        #expect(bar.hasKeyFocus)
        #expect(focused() == ["New game"])
        _ = key("right")
        #expect(focused() == ["Nobody"], "Undo is disabled, the level picker too")
        _ = key("end")
        #expect(focused() == ["Black"])
        _ = key("right")
        #expect(focused() == ["New game"], "wraps")
        _ = key("left")
        _ = key("left")
        #expect(focused() == ["White"])
        #expect(key("enter") == .picker("computer", 1))
        #expect(bar.picker("computer")?.selectedIndex == 1)
        #expect(!bar.hasKeyFocus, "a press gives the keys back to the scene")
        #expect(focused().isEmpty)
    }

    @Test mutating func enterPressesAButtonAndEscapeTabOrAPressLeave() {
        _ = key("f10")
        #expect(key("space") == .button("new"))
        for leave in ["escape", "tab", "shift+tab", "f10"] {
            _ = key("f10")
            #expect(bar.hasKeyFocus)
            _ = key(leave)
            #expect(!bar.hasKeyFocus, "\(leave) leaves the bar")
        }
        _ = key("f10")
        _ = bar.handle(.pointer(PointerEvent(.down, at: Point(x: 600, y: 400), time: 1)))
        #expect(!bar.hasKeyFocus, "a press leaves it")
        #expect(!bar.takes(.key(KeyEvent(.enter, time: 2))), "Enter is the scene's again")
    }

    @Test mutating func aBarThatFoldsOpensItsMenuOnF10Instead() {
        bar.layout(width: 300)
        _ = key("f10")
        #expect(bar.isMenuOpen)
        #expect(!bar.hasKeyFocus)
    }
}
