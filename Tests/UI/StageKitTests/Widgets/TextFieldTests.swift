import Geometry
import Gestures
import StageKit
import Testing

@Suite("Text field editing and selection")
struct TextFieldSelectionTests {
    var field = TextField(
        text: "game.pgn", placeholder: "File name", frame: Rect(x: 0, y: 0, width: 300, height: 34))

    mutating func key(_ chord: String) {
        _ = field.handle(.key(try! KeyEvent(parsing: chord, time: 0)))
    }

    mutating func type(_ text: String) { _ = field.handle(.text(TextInput(text, time: 0))) }

    @Test("a pre-filled field, once focused, has its text selected: typing replaces it")
    mutating func focusSelectsAll() {
        field.isFocused = true
        #expect(field.selectedText == "game.pgn")
        type("mine.pgn")
        #expect(field.text == "mine.pgn")
        #expect(field.selection == nil && field.cursor == 8)
    }

    @Test("setText on a focused field selects the new text")
    mutating func setTextSelects() {
        field.isFocused = true
        type("x")
        field.setText("art.json")
        #expect(field.selectedText == "art.json")
    }

    @Test("a click in the field places the caret instead of selecting")
    mutating func clickPlacesCaret() {
        _ = field.handle(.pointer(PointerEvent(.down, at: Point(x: 295, y: 17), time: 0)))
        #expect(field.isFocused)
        #expect(field.selection == nil)
        #expect(field.cursor == 8)
    }

    @Test("ctrl+A selects everything; Backspace and Delete remove the selection")
    mutating func selectAllAndDelete() {
        field.isFocused = true
        key("end")
        #expect(field.selection == nil)
        key("ctrl+a")
        #expect(field.selectedText == "game.pgn")
        key("backspace")
        #expect(field.text.isEmpty)
        field.setText("abc")
        key("ctrl+a")
        key("delete")
        #expect(field.text.isEmpty)
    }

    @Test("shift with arrows, Home and End extends the selection; Left and Right collapse it")
    mutating func shiftSelection() {
        field.isFocused = true
        key("end")
        key("shift+left")
        key("shift+left")
        key("shift+left")
        #expect(field.selectedText == "pgn")
        key("shift+home")
        #expect(field.selectedText == "game.pgn", "the selection runs from its anchor, the end")
        key("shift+end")
        #expect(field.selectedText == "" && field.selection == nil)
        key("shift+home")
        key("left")
        #expect(field.selection == nil && field.cursor == 0, "Left collapses to the start")
        key("shift+right")
        key("shift+right")
        key("shift+right")
        key("shift+right")
        #expect(field.selectedText == "game")
        key("right")
        #expect(field.selection == nil && field.cursor == 4, "Right collapses to the end")
        key("shift+end")
        type("zip")
        #expect(field.text == "gamezip")
        key("home")
        #expect(field.cursor == 0 && field.selection == nil)
        key("delete")
        #expect(field.text == "amezip")
    }

    @Test("the selection is drawn as a highlight behind the text")
    mutating func drawsHighlight() {
        var plain = DisplayList()
        field.draw(into: &plain)
        field.isFocused = true
        var selected = DisplayList()
        field.draw(into: &selected)
        let accent = Theme.standard.accent.withAlpha(0.25)
        func highlights(_ list: DisplayList) -> Int {
            list.items.filter { item in
                if case .fill(_, let color) = item.content { return color == accent }
                return false
            }.count
        }
        #expect(highlights(plain) == 0)
        #expect(highlights(selected) == 1)
    }

    @Test("a replacement longer than the room left is cut to fit")
    mutating func maxLength() {
        field = TextField(text: "abcd", maxLength: 5)
        field.isFocused = true
        type("123456789")
        #expect(field.text == "12345")
    }
}
