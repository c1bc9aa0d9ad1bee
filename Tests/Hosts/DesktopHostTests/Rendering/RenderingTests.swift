import Foundation
import TestSupport
import Geometry
import StageKit
import Testing
@testable import DesktopHost

@Suite("Cairo and Pango rendering, checked by pixels")
struct RenderingTests {
    let renderer = FrameRenderer()
    let red = Color(hex: 0xE02020)
    let blue = Color(hex: 0x2050E0)

    @Test("shapes land where the list says, at pixel scale 2")
    func coloursAtKnownSpots() throws {
        var list = DisplayList(background: .white)
        list.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 30)), red)
        list.fill(.roundedRect(Rect(x: 100, y: 10, width: 60, height: 60), radius: 20), blue)
        list.line(from: Point(x: 0, y: 90), to: Point(x: 200, y: 90), Stroke(.black, width: 4))
        list.fill(.ellipse(Rect(x: 170, y: 10, width: 20, height: 20)), red, opacity: 0.5)
        let image = try renderer.render(list, size: Size(width: 200, height: 100), pixelScale: 2)
        #expect(image.pixelWidth == 400 && image.pixelHeight == 200)
        #expect(close(image.color(atX: 70, y: 50), red))  // inside the rect (35, 25 pt)
        #expect(close(image.color(atX: 130, y: 50), .white))  // right of it
        #expect(close(image.color(atX: 260, y: 80), blue))  // centre of the rounded rect
        #expect(close(image.color(atX: 203, y: 23), .white))  // its rounded-off corner
        #expect(close(image.color(atX: 100, y: 180), .black))  // on the line
        #expect(
            close(image.color(atX: 360, y: 40), red.mixed(with: .white, by: 0.5), tolerance: 0.03))
    }

    @Test(
        "transforms, clips and opacity apply; items with NaN are skipped and the rest still drawn")
    func transformsClipsAndBadItems() throws {
        var list = DisplayList(background: .white)
        // A 10×10 square scaled 4× and moved to (20, 20): covers 20…60.
        list.fill(
            .rect(Rect(x: 0, y: 0, width: 10, height: 10)), blue,
            transform: AffineTransform(scale: 4).translated(by: Vector(dx: 20, dy: 20)))
        list.fill(.rect(Rect(x: .nan, y: 0, width: 10, height: 10)), red)
        list.clipped(to: Rect(x: 100, y: 0, width: 20, height: 100)) { list in
            list.fill(.rect(Rect(x: 80, y: 20, width: 60, height: 20)), red)
        }
        let image = try renderer.render(list, size: Size(width: 200, height: 100))
        #expect(close(image.color(atX: 55, y: 55), blue))
        #expect(close(image.color(atX: 65, y: 55), .white))
        #expect(close(image.color(atX: 110, y: 30), red))
        #expect(close(image.color(atX: 90, y: 30), .white))  // clipped away
        #expect(close(image.color(atX: 130, y: 30), .white))  // clipped away
    }

    @Test("a soft shadow darkens the background below an item and fades out")
    func softShadow() throws {
        var list = DisplayList(background: .white)
        list.fill(
            .roundedRect(Rect(x: 50, y: 50, width: 100, height: 60), radius: 10), .white,
            shadow: Shadow(
                color: Color.black.withAlpha(0.5), radius: 16, offset: Vector(dx: 0, dy: 8)))
        let image = try renderer.render(list, size: Size(width: 200, height: 200))
        let near = try #require(image.color(atX: 100, y: 113)),
            far = try #require(image.color(atX: 100, y: 128))
        #expect(near.red < 0.85)  // clearly shaded just below the card
        #expect(far.red > near.red)  // lighter further away
        #expect(close(image.color(atX: 100, y: 150), .white))
        #expect(close(image.color(atX: 100, y: 80), .white))  // the card itself stays white
    }

    @Test("an emoji is drawn in colour")
    func colourEmoji() throws {
        var list = DisplayList(background: .white)
        list.text(
            "🍎", at: Point(x: 60, y: 60), font: Font(size: 80), color: .black, alignment: .center)
        let image = try renderer.render(list, size: Size(width: 120, height: 120))
        // Noto's apple is red: many strongly red pixels, which black text could never give.
        let reds = image.count(in: Rect(x: 0, y: 0, width: 120, height: 120)) { c in
            c.red > 0.7 && c.green < 0.4 && c.blue < 0.4
        }
        #expect(reds > 500)
    }

    @Test("a chess knight glyph is drawn, centred on its anchor")
    func chessGlyph() throws {
        var list = DisplayList(background: .white)
        list.text(
            "♞", at: Point(x: 100, y: 60), font: Font(size: 72), color: .black, alignment: .center)
        let image = try renderer.render(list, size: Size(width: 200, height: 120))
        let dark: (Color) -> Bool = { $0.red < 0.3 && $0.green < 0.3 && $0.blue < 0.3 }
        let left = image.count(in: Rect(x: 0, y: 0, width: 100, height: 120), where: dark)
        let right = image.count(in: Rect(x: 100, y: 0, width: 100, height: 120), where: dark)
        #expect(left + right > 800)  // a solid black knight, not a missing-glyph box
        #expect(image.count(in: Rect(x: 0, y: 0, width: 50, height: 120), where: dark) == 0)
        #expect(image.count(in: Rect(x: 150, y: 0, width: 50, height: 120), where: dark) == 0)
        #expect(abs(Double(left - right)) < Double(left + right) * 0.35)
    }

    @Test("text alignment puts the ink before, around or after the anchor")
    func alignment() throws {
        for (alignment, range) in [
            (TextAlignment.leading, 100..<200), (.center, 50..<150), (.trailing, 0..<100),
        ] {
            var list = DisplayList(background: .white)
            list.text(
                "HHHH", at: Point(x: 100, y: 20), font: Font(size: 24), color: .black,
                alignment: alignment)
            let image = try renderer.render(list, size: Size(width: 200, height: 40))
            var xs: [Int] = []
            for x in 0..<200
            where (0..<40).contains(where: { (image.color(atX: x, y: $0)?.red ?? 1) < 0.5 }) {
                xs.append(x)
            }
            #expect(xs.count > 40, "\(alignment)")
            #expect(
                range.contains(xs.min() ?? -1) && range.contains(xs.max() ?? -1),
                "\(alignment): \(xs.min() ?? -1)…\(xs.max() ?? -1)")
        }
    }

    @Test("the kit's text estimate is within 12 % of Pango's measurement")
    func estimateMatchesPango() {
        let layouts = TextLayouts()
        for (string, weight) in [
            ("Open sheet…", FontWeight.medium), ("Pressed 12 times", .regular),
            ("Widget gallery", .bold), ("Checkmate — White wins", .regular),
        ] {
            let font = Font(size: 15, weight: weight)
            let measured = layouts.measure(TextRun(string, at: .zero, font: font, color: .black))
                .width
            let estimate = TextMetrics.width(of: string, font: font)
            #expect(
                abs(estimate - measured) / measured < 0.12,
                "\(string): estimate \(estimate), Pango \(measured)")
        }
    }

    @Test("a focused text field shows its caret in the accent colour")
    func caret() throws {
        var field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 34), isFocused: true)
        _ = field.handle(.text(TextInput("abc", time: 0)))
        var list = DisplayList(background: .white)
        field.draw(into: &list)
        let image = try renderer.render(list, size: Size(width: 220, height: 60))
        let accent = Theme.standard.accent
        // The caret: bluish pixels inside the field, after the text (the focus ring is outside this box).
        let caret = image.count(in: Rect(x: 20, y: 14, width: 180, height: 26)) {
            $0.blue - $0.red > 0.3
        }
        #expect(caret > 12)
        #expect(accent.blue - accent.red > 0.3)
    }

    @Test("PNG files are written; an unwritable path is a clear error")
    func writesPNG() throws {
        let folder = try temporaryFolder()
        let image = try renderer.render(
            DisplayList(background: red), size: Size(width: 8, height: 8))
        let path = folder.appendingPathComponent("red.png").path
        try image.writePNG(to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(throws: HostError.self) { try image.writePNG(to: "/nonexistent-folder/x.png") }
        #expect(throws: HostError.self) {
            try renderer.render(DisplayList(), size: Size(width: .nan, height: 10))
        }
    }
}
