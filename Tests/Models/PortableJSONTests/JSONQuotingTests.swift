import Foundation
import PortableJSON
import TestSupport
import Testing

/// `jsonQuoted` escapes exactly as the desktop's `JSONEncoder` does, so the portable
/// writers give the desktop's bytes.
@Suite struct JSONQuotingTests {
    func desktop(_ text: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode([text]), as: UTF8.self)
    }

    @Test func everyControlCharacterAndQuoteIsEscapedAsTheDesktopDoes() throws {
        for value in 0..<0x80 {
            let text = "a" + String(Unicode.Scalar(UInt8(value))) + "b"
            #expect("[\(jsonQuoted(text))]" == (try desktop(text)), "U+\(value)")
        }
    }

    @Test func randomTextIsQuotedAsTheDesktopQuotesIt() throws {
        var random = SeededGenerator(seed: 3)
        let pieces = ["🦊", "é", "\"", "\\", "/", "\n", "\u{7F}", "\u{85}", "\u{2028}", "x", " "]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                text += pieces.randomElement(using: &random)!
            }
            #expect("[\(jsonQuoted(text))]" == (try desktop(text)), "\(text.debugDescription)")
        }
    }
}
