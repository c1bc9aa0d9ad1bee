import StageKit
import Testing

@Suite("The edit between two texts, as a phone's text box reports it")
struct TextInputChangeTests {
    func edit(_ old: String, _ new: String, caret: Int) -> (String, Range<Int>)? {
        guard let input = TextInput(changing: old, to: new, caret: caret, time: 0),
            let range = input.replacing
        else { return nil }
        return (input.text, range)
    }

    @Test("a character typed at the end, in the middle, and one more of a repeated letter")
    func typing() {
        #expect(edit("Bu", "Buy", caret: 3)! == ("y", 2..<2))
        #expect(edit("By", "Buy", caret: 2)! == ("u", 1..<1))
        // "aa" → "aaa" could be an "a" anywhere: the caret says it went in at 1.
        #expect(edit("aa", "aaa", caret: 2)! == ("a", 1..<1))
        #expect(edit("aa", "aaa", caret: 1)! == ("a", 0..<0))
    }

    @Test("a deletion, a word autocorrected behind the caret, and the whole text replaced")
    func replacing() {
        #expect(edit("abc", "ac", caret: 1)! == ("", 1..<2))
        // The edit runs up to the caret, so that the field's caret lands where the box's is.
        #expect(edit("Buy mlik ", "Buy milk ", caret: 9)! == ("ilk ", 5..<9))
        #expect(edit("Buy mlik ", "Buy milk ", caret: 7)! == ("il", 5..<7))
        #expect(edit("old", "new", caret: 3)! == ("new", 0..<3))
        #expect(edit("x", "", caret: 0)! == ("", 0..<1))
    }

    @Test("the same text is no edit")
    func unchanged() {
        #expect(TextInput(changing: "same", to: "same", caret: 2, time: 0) == nil)
        #expect(TextInput(changing: "", to: "", caret: 0, time: 0) == nil)
    }

    @Test("an emoji that gains a skin tone is one changed character, not half of one")
    func graphemes() {
        #expect(edit("ok 👍", "ok 👍🏽", caret: 4)! == ("👍🏽", 3..<4))
        #expect(edit("e", "é", caret: 1)! == ("é", 0..<1))
    }

    @Test("the edit applied to a field gives the new text, the caret after the change")
    func appliedToAField() {
        for (old, new, caret) in [
            ("Buy mlik", "Buy milk", 8), ("aa", "aaa", 2), ("abc", "ac", 1), ("ok 👍", "ok 👍🏽", 4),
            ("hello", "", 0), ("", "日本語", 3),
        ] {
            var field = TextField(text: old, isFocused: true)
            _ = field.handle(.key(KeyEvent(.end, time: 0)))
            let input = TextInput(changing: old, to: new, caret: caret, time: 0)!
            #expect(field.handle(.text(input)) == .changed)
            #expect(field.text == new)
            #expect(field.cursor == caret)
        }
    }

    @Test("UTF-16 offsets, as a browser counts, and characters convert both ways")
    func utf16Offsets() {
        let text = "a👍🏽b"  // a: 1 unit, the emoji with its tone: 4 units, b: 1 unit
        #expect(text.utf16Offset(ofCharacter: 0) == 0)
        #expect(text.utf16Offset(ofCharacter: 2) == 5)
        #expect(text.utf16Offset(ofCharacter: 9) == 6)
        #expect(text.characterOffset(ofUTF16: 5) == 2)
        #expect(text.characterOffset(ofUTF16: 6) == 3)
        #expect(text.characterOffset(ofUTF16: 2) == 1)  // inside the emoji, nearer its start
        #expect(text.characterOffset(ofUTF16: 4) == 2)  // nearer its end
        #expect(text.characterOffset(ofUTF16: 99) == 3)
    }
}
