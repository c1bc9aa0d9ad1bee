import Geometry
import Gestures
import StageKit
import Testing

@Suite("Sheet")
struct SheetTests {
    func makeSheet() -> Sheet {
        var sheet = Sheet(
            title: "Hint", message: "Two pieces of a solution.", contentHeight: 120,
            buttons: [Button("Close"), Button("More", style: .primary)])
        sheet.layout(in: Size(width: 1000, height: 700))
        return sheet
    }

    @Test("it fades in over the transition, dims the window and centres the panel")
    func fadesIn() {
        var sheet = makeSheet()
        sheet.present(at: 1)
        let result13 = sheet.advance(to: 1 + Sheet.transitionDuration / 2)
        #expect(result13)
        #expect(sheet.visibility > 0 && sheet.visibility < 1)
        let result14 = sheet.advance(to: 2)
        #expect(!result14)
        #expect(sheet.visibility == 1)
        var list = DisplayList()
        sheet.draw(into: &list)
        guard case .fill(.rect(let veil), let dim) = list.items.first?.content else {
            Issue.record("the first item should be the dimmed backdrop")
            return
        }
        #expect(veil == Rect(x: 0, y: 0, width: 1000, height: 700))
        #expect(dim == Theme.standard.dimming)
        #expect(sheet.panelFrame.center == Point(x: 500, y: 350))
        #expect(list.strings.contains("Hint") && list.strings.contains("More"))
        #expect(sheet.panelFrame.contains(sheet.contentFrame()))
    }

    @Test("Escape dismisses it and it fades out; Enter activates the last button")
    func keys() {
        var sheet = makeSheet()
        sheet.present(at: 0)
        _ = sheet.advance(to: 1)
        let result15 = sheet.handle(.key(KeyEvent(.enter, time: 1)))
        #expect(result15 == .button(1))
        let result16 = sheet.handle(.key(KeyEvent(.escape, time: 1)))
        #expect(result16 == .dismissed)
        #expect(!sheet.isPresented)
        #expect(sheet.isVisible)
        _ = sheet.advance(to: 2)
        #expect(!sheet.isVisible)
        var list = DisplayList()
        sheet.draw(into: &list)
        #expect(list.items.isEmpty)
        let result17 = sheet.handle(.key(KeyEvent(.enter, time: 3)))
        #expect(result17 == nil)
    }

    @Test("its buttons report their index")
    func buttons() {
        var sheet = makeSheet()
        sheet.present(at: 0)
        let close = sheet.buttons[0].frame.center
        _ = sheet.handle(.pointer(PointerEvent(.down, at: close, time: 0.1)))
        let result18 = sheet.handle(.pointer(PointerEvent(.up, at: close, time: 0.2)))
        #expect(result18 == .button(0))
        #expect(sheet.buttons[1].frame.maxX <= sheet.panelFrame.maxX)
        #expect(sheet.buttons[0].frame.maxX <= sheet.buttons[1].frame.minX)
    }
}

@Suite("Text field")
struct TextFieldTests {
    var field = TextField(placeholder: "File name", frame: Rect(x: 0, y: 0, width: 300, height: 34))

    mutating func focus() {
        _ = field.handle(.pointer(PointerEvent(.down, at: Point(x: 290, y: 10), time: 0)))
    }

    @Test("a press inside focuses it and typing goes in; a press outside unfocuses it")
    mutating func focusAndType() {
        let result19 = field.handle(.text(TextInput("ignored", time: 0)))
        #expect(result19 == nil)
        focus()
        #expect(field.isFocused)
        let result20 = field.handle(.text(TextInput("art", time: 1)))
        #expect(result20 == .changed)
        let result21 = field.handle(.text(TextInput(".json", time: 1)))
        #expect(result21 == .changed)
        #expect(field.text == "art.json")
        _ = field.handle(.pointer(PointerEvent(.down, at: Point(x: 400, y: 10), time: 2)))
        #expect(!field.isFocused)
    }

    @Test("editing keys move the caret and delete around it; Enter submits")
    mutating func editing() {
        focus()
        _ = field.handle(.text(TextInput("cat🐈", time: 0)))
        #expect(field.cursor == 4)
        let result22 = field.handle(.key(KeyEvent(.backspace, time: 0)))
        #expect(result22 == .changed)
        #expect(field.text == "cat")
        _ = field.handle(.key(KeyEvent(.home, time: 0)))
        _ = field.handle(.key(KeyEvent(.right, time: 0)))
        _ = field.handle(.text(TextInput("h", time: 0)))
        #expect(field.text == "chat")
        let result23 = field.handle(.key(KeyEvent(.delete, time: 0)))
        #expect(result23 == .changed)
        #expect(field.text == "cht")
        _ = field.handle(.key(KeyEvent(.end, time: 0)))
        #expect(field.cursor == 3)
        let result24 = field.handle(.key(KeyEvent(.enter, time: 0)))
        #expect(result24 == .submitted)
    }

    @Test("control characters are dropped and the length is capped")
    mutating func filters() {
        field.maxLength = 5
        focus()
        _ = field.handle(.text(TextInput("a\u{7}b\tc", time: 0)))
        #expect(field.text == "abc")
        _ = field.handle(.text(TextInput("defgh", time: 0)))
        #expect(field.text == "abcde")
        let result25 = field.handle(.text(TextInput("x", time: 0)))
        #expect(result25 == nil)
    }

    @Test("the focused field draws its caret after the text, in UTF-8 bytes")
    mutating func caret() {
        focus()
        _ = field.handle(.text(TextInput("né", time: 0)))
        var list = DisplayList()
        field.draw(into: &list)
        #expect(list.textRuns("né").first?.caret?.utf8Offset == 3)
        field.isFocused = false
        list = DisplayList()
        field.draw(into: &list)
        #expect(list.textRuns("né").first?.caret == nil)
    }
}
