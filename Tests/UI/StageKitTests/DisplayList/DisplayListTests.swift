import Geometry
import StageKit
import Testing

@Suite("Display list")
struct DisplayListTests {
    @Test("items keep their order, content, transform, opacity and shadow")
    func itemsInOrder() {
        var list = DisplayList(background: .black)
        let shadow = Shadow(
            color: Color.black.withAlpha(0.3), radius: 8, offset: Vector(dx: 0, dy: 4))
        list.fill(
            .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 3), .white, shadow: shadow
        )
        list.line(from: .zero, to: Point(x: 5, y: 5), Stroke(.white, width: 2))
        list.text(
            "♞ 🙂", at: Point(x: 1, y: 2), font: Font(size: 20, weight: .bold), color: .white,
            alignment: .center, opacity: 0.5)
        #expect(list.items.count == 3)
        #expect(list.items[0].shadow == shadow)
        #expect(list.items[2].opacity == 0.5)
        #expect(list.strings == ["♞ 🙂"])
        #expect(list.textRuns("♞ 🙂").first?.font.weight == .bold)
    }

    @Test("appending a list moves its items and multiplies opacity")
    func appendingTransforms() {
        var inner = DisplayList()
        inner.fill(
            .rect(Rect(x: 0, y: 0, width: 10, height: 10)), .white,
            transform: AffineTransform(scale: 2), opacity: 0.5)
        var outer = DisplayList()
        outer.append(
            contentsOf: inner, transform: AffineTransform(translation: Vector(dx: 100, dy: 0)),
            opacity: 0.5)
        let item = outer.items[0]
        #expect(item.opacity == 0.25)
        // Scale first (the item's own transform), then the outer move.
        #expect(item.transform.apply(to: Point(x: 10, y: 10)) == Point(x: 120, y: 20))
    }

    @Test("clips come in balanced pairs around their content")
    func clipsBalance() {
        var list = DisplayList()
        list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) { list in
            list.fill(.ellipse(Rect(x: 0, y: 0, width: 100, height: 100)), .black)
        }
        #expect(list.items.count == 3)
        #expect(list.items.first?.content == .beginClip(Rect(x: 0, y: 0, width: 50, height: 50)))
        #expect(list.items.last?.content == .endClip)
    }

    @Test("items with NaN or infinite numbers are marked undrawable")
    func nonFiniteItemsAreUndrawable() {
        let good = DisplayItem(.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black))
        #expect(good.isDrawable)
        #expect(
            !DisplayItem(.fill(.rect(Rect(x: .nan, y: 0, width: 1, height: 1)), .black)).isDrawable)
        #expect(
            !DisplayItem(
                .fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black),
                transform: AffineTransform(scale: .infinity)
            ).isDrawable)
        #expect(
            !DisplayItem(.text(TextRun("x", at: .zero, font: Font(size: .nan), color: .black)))
                .isDrawable)
        #expect(
            !DisplayItem(.stroke(.line(from: .zero, to: Point(x: 1, y: .nan)), Stroke(.black)))
                .isDrawable)
    }

    @Test("colours clamp their components, and NaN becomes zero")
    func colourClamps() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Color(hex: 0xFF8000) == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color.black.mixed(with: .white, by: 0.5).red == 0.5)
    }

    @Test("a rounded rect's radius shrinks to fit, and ellipses stay in their rect")
    func pathShapes() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        let path = Path.roundedRect(r, radius: 50)
        #expect(path.controlBounds == r)
        #expect(Path.ellipse(in: r).controlBounds == r)
        #expect(Path.roundedRect(r, radius: 0).elements.count == 5)
        #expect(Path.polygon([]).isEmpty)
    }
}
