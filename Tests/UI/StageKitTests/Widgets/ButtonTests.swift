import Geometry
import Gestures
import StageKit
import Testing

private func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double = 0)
    -> InputEvent
{
    .pointer(PointerEvent(phase, at: Point(x: x, y: y), time: t))
}

private func fillColor(_ list: DisplayList) -> Color? {
    for item in list.items { if case .fill(_, let c) = item.content { return c } }
    return nil
}

@Suite("Button")
struct ButtonTests {
    var button = Button("Solve", frame: Rect(x: 10, y: 10, width: 80, height: 30), style: .primary)

    @Test("a press released inside activates it, once")
    mutating func activates() {
        let result1 = button.handle(pointer(.down, 20, 20))
        #expect(!result1)
        #expect(button.press.isPressed)
        let result2 = button.handle(pointer(.up, 22, 21))
        #expect(result2)
        #expect(!button.press.isPressed)
        let result3 = button.handle(pointer(.up, 22, 21))
        #expect(!result3)
    }

    @Test("sliding out while pressed and releasing outside does nothing")
    mutating func slideOutCancels() {
        _ = button.handle(pointer(.down, 20, 20))
        _ = button.handle(pointer(.move, 200, 20))
        #expect(!button.press.isPressed)
        #expect(button.press.isTracking)
        let result4 = button.handle(pointer(.up, 200, 20))
        #expect(!result4)
    }

    @Test("a press that starts outside and ends inside does nothing")
    mutating func pressFromOutside() {
        _ = button.handle(pointer(.down, 200, 20))
        let result5 = button.handle(pointer(.up, 20, 20))
        #expect(!result5)
    }

    @Test("a disabled button ignores presses and is drawn in the disabled colours")
    mutating func disabled() {
        button.isEnabled = false
        _ = button.handle(pointer(.down, 20, 20))
        let result6 = button.handle(pointer(.up, 20, 20))
        #expect(!result6)
        var list = DisplayList()
        button.draw(into: &list)
        #expect(fillColor(list) == Theme.standard.disabledFill)
    }

    @Test("hover and press change the fill; rest, hover and press all differ")
    mutating func feedback() {
        var rest = DisplayList()
        button.draw(into: &rest)
        _ = button.handle(pointer(.move, 20, 20))
        #expect(button.press.isHovered)
        var hover = DisplayList()
        button.draw(into: &hover)
        _ = button.handle(pointer(.down, 20, 20))
        var pressed = DisplayList()
        button.draw(into: &pressed)
        #expect(fillColor(rest) == Theme.standard.accent)
        #expect(fillColor(hover) != fillColor(rest))
        #expect(fillColor(pressed) != fillColor(hover))
        #expect(fillColor(pressed) != fillColor(rest))
        #expect(rest.strings == ["Solve"])
    }

    @Test("a cancelled pointer forgets the press")
    mutating func cancel() {
        _ = button.handle(pointer(.down, 20, 20))
        _ = button.handle(pointer(.cancel, 20, 20))
        #expect(!button.press.isTracking)
        let result7 = button.handle(pointer(.up, 20, 20))
        #expect(!result7)
    }
}

@Suite("Segmented picker")
struct SegmentedPickerTests {
    @Test(
        "clicking another segment selects it and reports the index; the selected one reports nothing"
    )
    func selects() {
        var picker = SegmentedPicker(
            ["A", "Bb", "Ccc"], selectedIndex: 0, frame: Rect(x: 0, y: 0, width: 300, height: 34))
        let third = picker.segmentFrame(2).center
        _ = picker.handle(pointer(.down, third.x, third.y))
        let result8 = picker.handle(pointer(.up, third.x, third.y))
        #expect(result8 == 2)
        #expect(picker.selectedIndex == 2)
        _ = picker.handle(pointer(.down, third.x, third.y))
        let result9 = picker.handle(pointer(.up, third.x, third.y))
        #expect(result9 == nil)
        #expect(picker.segment(at: picker.segmentFrame(0).center) == 0)
    }

    @Test("segments tile the frame without overlapping")
    func segmentsTile() {
        let picker = SegmentedPicker(
            ["Small", "Medium", "Large"], frame: Rect(x: 10, y: 0, width: 300, height: 34))
        for i in 0..<2 {
            #expect(abs(picker.segmentFrame(i).maxX - picker.segmentFrame(i + 1).minX) < 1e-9)
        }
        #expect(abs(picker.segmentFrame(2).maxX - 308) < 1e-9)
    }

    @Test("the selection is clamped to the segments")
    func clamps() {
        var picker = SegmentedPicker(["A", "B"], selectedIndex: 7)
        #expect(picker.selectedIndex == 1)
        picker.selectedIndex = -3
        #expect(picker.selectedIndex == 0)
    }
}

@Suite("Toolbar")
struct ToolbarTests {
    func makeBar(width: Double) -> Toolbar {
        var bar = Toolbar([
            .label(Label("Pentominoes")),
            .picker("board", SegmentedPicker(["6×10", "5×12", "4×15", "3×20", "8×8"])),
            .flexibleSpace,
            .button("hint", Button("Hint")),
            .button("solve", Button("Solve", style: .primary)),
        ])
        bar.layout(width: width)
        return bar
    }

    @Test(
        "items sit left to right inside the bar without overlapping; flexible space pushes buttons right"
    )
    func layout() {
        let bar = makeBar(width: 1280)
        let picker = bar.picker("board")!.frame
        let hint = bar.button("hint")!.frame
        let solve = bar.button("solve")!.frame
        #expect(picker.maxX <= hint.minX)
        #expect(hint.maxX <= solve.minX)
        #expect(abs(solve.maxX - (1280 - Theme.standard.padding)) < 1e-6)
        #expect(bar.frame.contains(hint))
    }

    @Test("a narrow window folds items into More instead of squeezing or pushing them off")
    func folds() {
        let bar = makeBar(width: 400)
        #expect(bar.hasFoldedItems)
        #expect(bar.moreButton.frame.maxX <= 400 - Theme.standard.padding + 1e-9)
        for (i, item) in bar.items.enumerated() where !bar.folds(i) {
            if case .button(_, let b) = item {
                #expect(bar.frame.contains(b.frame) && b.frame.width == b.preferredSize().width)
            }
            if case .picker(_, let p) = item {
                #expect(bar.frame.contains(p.frame) && p.frame.width == p.preferredSize().width)
            }
        }
    }

    @Test("clicks report the item's identifier; updates change the item")
    func actions() {
        var bar = makeBar(width: 1280)
        let solve = bar.button("solve")!.frame.center
        _ = bar.handle(pointer(.down, solve.x, solve.y))
        let result10 = bar.handle(pointer(.up, solve.x, solve.y))
        #expect(result10 == .button("solve"))
        let board = bar.picker("board")!.segmentFrame(3).center
        _ = bar.handle(pointer(.down, board.x, board.y))
        let result11 = bar.handle(pointer(.up, board.x, board.y))
        #expect(result11 == .picker("board", 3))
        bar.updateButton("hint") { $0.isEnabled = false }
        let hint = bar.button("hint")!.frame.center
        _ = bar.handle(pointer(.down, hint.x, hint.y))
        let result12 = bar.handle(pointer(.up, hint.x, hint.y))
        #expect(result12 == nil)
    }
}
