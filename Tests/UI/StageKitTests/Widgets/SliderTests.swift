import Geometry
import Gestures
import StageKit
import Testing

private func pointer(
    _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, button: PointerButton = .primary
) -> InputEvent {
    .pointer(PointerEvent(phase, at: Point(x: x, y: y), time: 0, button: button))
}

private func key(_ chord: String) -> InputEvent {
    .key(try! KeyEvent(parsing: chord, time: 0))
}

@Suite("Slider")
struct SliderTests {
    /// 0…100 in steps of 5, on a track from x = 109 to x = 309 (the frame's ends less the
    /// thumb's radius): 2 points per unit.
    var slider = Slider(
        "Margin", value: 20, in: 0...100, step: 5, places: 0, unit: " pt",
        frame: Rect(x: 100, y: 50, width: 218, height: Slider.preferredHeight))

    var trackY: Double { slider.trackFrame.midY }

    @Test("dragging the thumb keeps the grab point under the pointer and rounds to the step")
    mutating func dragThumb() {
        let thumb = slider.thumbCenter
        #expect(thumb.x == 149)
        _ = slider.handle(pointer(.down, thumb.x + 3, trackY))
        #expect(slider.value == 20, "grabbing the thumb does not move it")
        let moved = slider.handle(pointer(.move, thumb.x + 3 + 61, trackY + 15))
        #expect(moved)
        #expect(slider.value == 50, "30.5 units later, rounded to the step")
        _ = slider.handle(pointer(.up, thumb.x + 3 + 400, trackY))
        #expect(slider.value == 100, "clamped at the end")
        #expect(!slider.isDragging)
        let after = slider.handle(pointer(.move, 100, trackY))
        #expect(!after, "released: moves no longer change it")
    }

    @Test("a press on the track jumps there and goes on dragging")
    mutating func clickTrack() {
        let changed = slider.handle(pointer(.down, 109 + 2 * 70, trackY))
        #expect(changed)
        #expect(slider.value == 70)
        _ = slider.handle(pointer(.move, 109 + 2 * 81, trackY))
        #expect(slider.value == 80)
        _ = slider.handle(pointer(.up, 109 + 2 * 81, trackY))
        #expect(slider.isFocused, "the press focused it")
    }

    @Test("while focused, arrows move a step, shift ten, Home and End the ends")
    mutating func keys() {
        let unfocused = slider.handle(key("right"))
        #expect(!unfocused && slider.value == 20, "keys go nowhere without focus")
        _ = slider.handle(pointer(.down, slider.thumbCenter.x, trackY))
        _ = slider.handle(pointer(.up, slider.thumbCenter.x, trackY))
        _ = slider.handle(key("right"))
        #expect(slider.value == 25)
        _ = slider.handle(key("left"))
        _ = slider.handle(key("left"))
        #expect(slider.value == 15)
        _ = slider.handle(key("shift+right"))
        #expect(slider.value == 65)
        _ = slider.handle(key("end"))
        #expect(slider.value == 100)
        _ = slider.handle(key("right"))
        #expect(slider.value == 100)
        _ = slider.handle(key("home"))
        #expect(slider.value == 0)
        _ = slider.handle(pointer(.down, 10, 10))
        #expect(!slider.isFocused, "a press elsewhere unfocuses it")
    }

    @Test("another button, another pointer or a disabled slider change nothing")
    mutating func ignored() {
        let secondary = slider.handle(pointer(.down, 109 + 2 * 70, trackY, button: .secondary))
        #expect(!secondary && slider.value == 20)
        slider.isEnabled = false
        let disabled = slider.handle(pointer(.down, 109 + 2 * 70, trackY))
        #expect(!disabled && slider.value == 20)
    }

    @Test("a cancelled pointer ends the drag where it was")
    mutating func cancel() {
        _ = slider.handle(pointer(.down, 109 + 2 * 40, trackY))
        _ = slider.handle(pointer(.cancel, 109 + 2 * 90, trackY))
        #expect(slider.value == 40)
        #expect(!slider.isDragging)
    }

    @Test("focus from outside on its title lets the arrows move it; on anything else, not")
    func focusFromOutside() {
        var s = slider
        _ = s.handle(.focus(FocusEvent(.control, "Margin", time: 0)))
        #expect(s.isFocused)
        let moved = s.handle(.key(KeyEvent(.right, time: 0.1)))
        #expect(moved)
        _ = s.handle(.focus(FocusEvent(.control, "Undo", time: 0.2)))
        #expect(!s.isFocused)
    }

    @Test("it draws with the theme and is seen as a control with its value")
    func drawing() {
        var list = DisplayList()
        slider.draw(into: &list, theme: .standard)
        #expect(list.strings == ["Margin", "20 pt"])
        #expect(
            list.seen(.control) == [
                SeenElement(.control, "Margin", frame: slider.frame, value: "20 pt", kind: .slider)
            ])
        var thumbFound = false
        for item in list.items {
            if case .fill(.ellipse(let r), let c) = item.content, c == Theme.standard.surface {
                thumbFound = r.center == slider.thumbCenter
            }
        }
        #expect(thumbFound)
    }

    @Test("values out of range or between steps are clamped and rounded")
    func clamping() {
        var s = Slider("x", value: 7.4, in: 0...10, step: 0.5)
        #expect(s.value == 7.5)
        s.value = -3
        #expect(s.value == 0)
        s.value = .nan
        #expect(s.value == 0)
        #expect(Slider("y", value: 0.123, in: 0...1, places: 2).valueText == "0.12")
    }

    @Test("decimal text rounds and pads without Foundation")
    func decimalText() {
        #expect(0.555.decimalText(places: 2) == "0.56" || 0.555.decimalText(places: 2) == "0.55")
        #expect(0.45.decimalText(places: 2) == "0.45")
        #expect(12.0.decimalText(places: 0) == "12")
        #expect(3.05.decimalText(places: 1) == "3.1" || 3.05.decimalText(places: 1) == "3.0")
        #expect((-1.25).decimalText(places: 1) == "-1.3")
        #expect((-0.04).decimalText(places: 1) == "0.0")
        #expect(1.0.decimalText(places: 3) == "1.000")
        #expect(0.07.decimalText(places: 2) == "0.07")
    }
}
