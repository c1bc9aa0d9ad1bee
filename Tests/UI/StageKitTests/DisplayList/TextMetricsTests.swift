import Geometry
import StageKit
import Testing

@Suite("Text metrics")
struct TextMetricsTests {
    let font = Font(size: 20)

    @Test("width grows with the text and the font size, and bold is wider")
    func widthGrows() {
        let w = TextMetrics.width(of: "Solve", font: font)
        #expect(w > 40 && w < 70)
        #expect(TextMetrics.width(of: "Solve it", font: font) > w)
        #expect(TextMetrics.width(of: "Solve", font: Font(size: 40)) == 2 * w)
        #expect(TextMetrics.width(of: "Solve", font: Font(size: 20, weight: .bold)) > w)
        #expect(TextMetrics.width(of: "", font: font) == 0)
    }

    @Test("an emoji is one wide glyph, however many scalars make it")
    func emojiWidth() {
        let one = TextMetrics.width(of: "🙂", font: font)
        #expect(one > TextMetrics.width(of: "M", font: font))
        // Woman technologist with a skin tone: five scalars, one glyph.
        #expect(TextMetrics.width(of: "👩🏽‍💻", font: font) == one)
        #expect(TextMetrics.width(of: "❤️", font: font) == one)
    }

    @Test("text wraps at spaces to fit a width, and at newlines")
    func wrapping() {
        let lines = TextMetrics.wrappedLines(
            "one two three four five six", font: font, maxWidth: 120)
        #expect(lines.count > 1)
        for line in lines { #expect(TextMetrics.width(of: line, font: font) <= 120) }
        #expect(lines.joined(separator: " ") == "one two three four five six")
        #expect(TextMetrics.wrappedLines("a\nb", font: font, maxWidth: nil) == ["a", "b"])
        let size = TextMetrics.size(of: "one two three four five six", font: font, maxWidth: 120)
        #expect(size.height == Double(lines.count) * TextMetrics.lineHeight(of: font))
    }
}
