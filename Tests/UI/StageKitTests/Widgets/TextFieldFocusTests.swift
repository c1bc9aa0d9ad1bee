import Geometry
import StageKit
import Testing

@Suite("A focused text field is recorded in the display list, where a host puts a real one")
struct TextFieldFocusTests {
    let frame = Rect(x: 40, y: 60, width: 300, height: 34)

    @Test("focused, a field records its frame, text, selection and placeholder; unfocused, none")
    func recorded() {
        var field = TextField(text: "game.pgn", placeholder: "File name", frame: frame)
        var list = DisplayList()
        field.draw(into: &list)
        #expect(list.focusedTextField == nil)
        field.isFocused = true
        field.draw(into: &list)
        #expect(
            list.focusedTextField
                == FocusedTextField(
                    frame: frame, text: "game.pgn", selection: 0..<8, placeholder: "File name"))
        _ = field.handle(.key(KeyEvent(.left, time: 0)))
        list.removeAll()
        field.draw(into: &list)
        #expect(list.focusedTextField?.selection == 0..<0)
        list.removeAll()
        #expect(list.focusedTextField == nil)
    }

    @Test("a field drawn in a moved layer or an appended list is recorded where it shows")
    func movedWithItsLayer() {
        let field = TextField(text: "x", frame: frame, isFocused: true)
        let down = AffineTransform(translation: Vector(dx: 0, dy: 44))
        var list = DisplayList()
        list.layer(transform: down) { field.draw(into: &$0) }
        #expect(list.focusedTextField?.frame == frame.offset(by: Vector(dx: 0, dy: 44)))
        // A layer without a field leaves the one recorded before it alone.
        list.layer(transform: down) { $0.fill(.rect(frame), .white) }
        #expect(list.focusedTextField?.frame == frame.offset(by: Vector(dx: 0, dy: 44)))
        var outer = DisplayList()
        outer.append(
            contentsOf: list, transform: AffineTransform(translation: Vector(dx: 10, dy: 0)))
        #expect(outer.focusedTextField?.frame == frame.offset(by: Vector(dx: 10, dy: 44)))
        // A thumbnail's fields are not the outer scene's.
        outer.removeSeenElements()
        #expect(outer.focusedTextField == nil)
    }

    @Test("text replacing a range: a word corrected, a deletion, a range past the end clamped")
    func replacingARange() {
        var field = TextField(text: "Buy mlik", isFocused: true)
        #expect(field.handle(.text(TextInput("milk", replacing: 4..<8, time: 0))) == .changed)
        #expect(field.text == "Buy milk" && field.cursor == 8 && field.selection == nil)
        #expect(field.handle(.text(TextInput("", replacing: 0..<4, time: 0))) == .changed)
        #expect(field.text == "milk" && field.cursor == 0)
        #expect(field.handle(.text(TextInput("!", replacing: 9..<12, time: 0))) == .changed)
        #expect(field.text == "milk!")
        #expect(field.handle(.text(TextInput("", replacing: 2..<2, time: 0))) == nil)
        #expect(field.cursor == 2)
    }

    @Test("a replacement keeps to the most characters the field takes")
    func replacingKeepsTheLimit() {
        var field = TextField(text: "abcd", isFocused: true, maxLength: 5)
        _ = field.handle(.text(TextInput("XYZ", replacing: 1..<2, time: 0)))
        #expect(field.text == "aXYcd")
    }
}
