import Quoting
import Testing

@Suite("Quoting text back to a person")
struct QuotingTests {
    @Test("control characters are shown as escapes, everything else as it is")
    func escapes() {
        #expect(quoted("e4") == "\"e4\"")
        #expect(quoted("\u{0}x") == "\"\\u0000x\"")
        #expect(visible("a\tb\nc") == "a\\u0009b\\u000Ac")
        #expect(visible("\u{1B}[31m") == "\\u001B[31m")
        #expect(visible("a\u{7F}\u{85}\u{2028}b") == "a\\u007F\\u0085\\u2028b")
        #expect(curlyQuoted("abc") == "“abc”")
        #expect(visible("é ♞ 👩‍👩‍👧 “x”") == "é ♞ 👩‍👩‍👧 “x”")
    }

    @Test("long text is cut with an ellipsis")
    func limit() {
        #expect(visible(String(repeating: "a", count: 50), limit: 10) == "aaaaaaaaaa…")
        #expect(visible("abc", limit: 3) == "abc")
        #expect(
            curlyQuoted(String(repeating: "x", count: 40))
                == "“" + String(repeating: "x", count: 32) + "…”")
    }

    @Test("what is shown never holds a control character", arguments: 0..<64)
    func neverRaw(seed: Int) {
        var scalars = String.UnicodeScalarView()
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        for _ in 0..<30 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = UInt32(state >> 33) % 0x180
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        #expect(!hasControlCharacters(visible(text, limit: 100)), "\(Array(text.unicodeScalars))")
    }
}
