import Geometry
import StageKit
import Testing

@Suite("Display list encoding")
struct DisplayListEncodingTests {
    /// A list with every kind of item, shape, option and text feature.
    static var everything: DisplayList {
        var list = DisplayList(background: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9))
        let shadow = Shadow(
            color: Color.black.withAlpha(0.3), radius: 8, offset: Vector(dx: 1.5, dy: 4))
        let r = Rect(x: 10, y: 20, width: -30, height: 40)
        list.fill(.rect(r), .white)
        list.fill(.roundedRect(r, radius: 6), Color(hex: 0x336699), opacity: 0.25, shadow: shadow)
        list.fill(.ellipse(r), .black, transform: AffineTransform(rotation: Angle(degrees: 30)))
        list.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), Stroke(.white, width: 2))
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 5, y: 0))
        path.curve(to: Point(x: 9, y: 9), control1: Point(x: 6, y: 1), control2: Point(x: 8, y: 2))
        path.close()
        list.stroke(
            .path(path), Stroke(.black, width: 3, cap: .round, dash: [4, 2.5]),
            transform: AffineTransform(a: 2, b: 0.5, c: -0.5, d: 2, tx: 100, ty: -7),
            shadow: shadow)
        list.fill(.path(Path()), .clear)
        list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 60)) { inner in
            inner.text(
                "♞ 🙂 é 👩‍👩‍👧", at: Point(x: 1, y: 2), font: Font(size: 20, weight: .bold),
                color: .white, alignment: .center, opacity: 0.5)
            inner.text(
                "A long status line that wraps", at: Point(x: 3, y: 4),
                font: Font(size: 13, weight: .semibold), color: .black, alignment: .trailing,
                verticalAlignment: .top, maxWidth: 120, shadow: shadow)
        }
        var run = TextRun("name", at: Point(x: 5, y: 6), font: Font(size: 15), color: .black)
        run.caret = Caret(utf8Offset: 2, color: Color(hex: 0xFF0000))
        list.append(DisplayItem(.text(run)))
        list.text("", at: .zero, font: Font(size: 9, weight: .medium), color: .white)
        list.see(.item, "F", frame: Rect(x: 1, y: 2, width: 3, height: 4), value: "0,1 0,2")
        list.see(.control, "Undo", frame: Rect(x: 5, y: 6, width: 7, height: 8))
        list.see(
            .control, "Margin", frame: Rect(x: 5, y: 6, width: 7, height: 8), value: "4 pt",
            kind: .slider, states: [.focused, .disabled])
        list.see(
            .item, "3", frame: Rect(x: 1, y: 1, width: 2, height: 2), value: "🦊", name: "🦊",
            states: SeenElement.States.all)
        list.see(.place, "board", frame: Rect(x: 9, y: 10, width: 11, height: 12), value: "6x10")
        return list
    }

    @Test("every item, shape, option and text run comes back as it was")
    func roundTripOfEverything() throws {
        let list = Self.everything
        let encoding = DisplayListEncoding(list)
        #expect(encoding.numbers.first == DisplayListEncoding.version)
        #expect(String(decoding: encoding.strings, as: UTF8.self).contains("👩‍👩‍👧"))
        let back = try DisplayList(decoding: encoding)
        #expect(back.background == list.background)
        #expect(back.items.count == list.items.count)
        for (a, b) in zip(back.items, list.items) { #expect(a == b) }
        #expect(back.seen == list.seen)
        #expect(back.seen(.place).first?.value == "6x10")
        #expect(back == list)
    }

    @Test("a whole scene's picture comes back as it was, and encoding again reuses the buffers")
    func roundTripOfAScene() throws {
        var scene = WidgetGalleryScene()
        scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        scene.settle(from: 0)
        let list = scene.displayList()
        var encoding = DisplayListEncoding()
        encoding.encode(Self.everything)
        encoding.encode(list)
        #expect(try DisplayList(decoding: encoding) == list)
        #expect(encoding == DisplayListEncoding(list))
    }

    @Test("drawableOnly leaves out items with numbers that are not finite")
    func drawableOnly() throws {
        var list = DisplayList()
        list.fill(.rect(Rect(x: 0, y: 0, width: .nan, height: 1)), .white)
        list.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black)
        let back = try DisplayList(decoding: DisplayListEncoding(list, drawableOnly: true))
        #expect(back.items == [list.items[1]])
    }

    @Test("given a frame's damage, only the items the damaged tiles need, and every clip")
    func neededForDamage() throws {
        let size = Size(width: 768, height: 512)
        func frame(_ x: Double) -> DisplayList {
            var list = DisplayList()
            list.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), .black)  // tile 0
            list.clipped(to: Rect(x: 0, y: 0, width: 768, height: 512)) { inner in
                inner.fill(.rect(Rect(x: 600, y: 300, width: 40, height: 40)), .white)  // tile 5
                inner.fill(.ellipse(Rect(x: x, y: 20, width: 30, height: 30)), .black)
            }
            return list
        }
        var tracker = DamageTracker()
        _ = tracker.damage(for: frame(300), size: size)
        let moved = frame(330)  // stays in tile 1
        let damage = tracker.damage(for: moved, size: size)
        #expect(damage.tiles.count == 1)
        let kept = try DisplayList(decoding: DisplayListEncoding(moved, neededFor: damage))
        #expect(kept.items == [moved.items[1], moved.items[3], moved.items[4]])
        #expect(
            DisplayListEncoding(moved, drawableOnly: true, neededFor: damage).itemIndices
                == [1, 3, 4])
        let everything = Damage.everything(of: moved, size: size, pixelScale: 1)
        #expect(
            try DisplayList(decoding: DisplayListEncoding(moved, neededFor: everything)) == moved)
    }

    /// `everything`'s items with `elements` seen.
    static func everything(seeing elements: [SeenElement]) -> DisplayList {
        var list = everything
        list.removeSeenElements()
        for e in elements {
            list.see(
                e.role, e.label, frame: e.frame, value: e.value, kind: e.kind, name: e.name,
                states: e.states)
        }
        return list
    }

    @Test("elements that only moved are sent as their frames and new values, and read back")
    func elementsThatOnlyMoved() throws {
        let before = Self.everything
        var elements = before.seen
        elements[0].frame = Rect(x: 40, y: 50, width: 3, height: 4)
        elements[4].frame.origin.x += 7
        elements[4].value = "6x11"
        let moved = Self.everything(seeing: elements)
        var encoding = DisplayListEncoding()
        encoding.encode(before, elementsKnown: true)
        let first = try DisplayList(decoding: encoding)
        let wholeStrings = encoding.strings.count
        encoding.encode(moved, elementsKnown: true)
        #expect(encoding.strings.count < wholeStrings)
        #expect(try DisplayList(decoding: encoding, after: first) == moved)
        #expect(throws: DisplayListDecodingError.elementsOfAnotherList) {
            try DisplayList(decoding: encoding)
        }
        let fewer = Self.everything(seeing: Array(before.seen.dropLast()))
        #expect(throws: DisplayListDecodingError.elementsOfAnotherList) {
            try DisplayList(decoding: encoding, after: fewer)
        }
        // Without elementsKnown, or once anything but a frame changed, they come whole.
        encoding.encode(moved)
        #expect(try DisplayList(decoding: encoding) == moved)
        let changes: [(inout SeenElement) -> Void] = [
            { $0.label += "!" }, { $0.name = "other" },
            { $0.states.insert(.grabbed) }, { $0.kind = .toggle }, { $0.role = .text },
            // Moved into the board, it now lies in it: the tree changed.
            { $0.frame = Rect(x: 20, y: 12, width: 1, height: 1) },
        ]
        for (index, change) in changes.enumerated() {
            var changed = elements
            change(&changed[0])
            encoding.encode(moved)
            encoding.encode(Self.everything(seeing: changed), elementsKnown: true)
            #expect(
                try DisplayList(decoding: encoding) == Self.everything(seeing: changed),
                "change \(index)")
        }
    }

    @Test("damaged numbers are refused with a reason, never a crash")
    func damagedNumbers() {
        let encoding = DisplayListEncoding(Self.everything)
        let numbers = encoding.numbers
        #expect(throws: DisplayListDecodingError.unknownVersion(1)) {
            try DisplayList(decodingNumbers: [1] + numbers.dropFirst(), strings: encoding.strings)
        }
        // Every truncation fails cleanly.
        for length in 0..<numbers.count {
            #expect(throws: DisplayListDecodingError.self) {
                try DisplayList(
                    decodingNumbers: Array(numbers[..<length]), strings: encoding.strings)
            }
        }
        #expect(throws: DisplayListDecodingError.self) {
            try DisplayList(decodingNumbers: numbers, strings: [])
        }
        var bad = numbers
        bad[6] = 9  // the first item's op
        #expect(throws: DisplayListDecodingError.badValue(at: 6)) {
            try DisplayList(decodingNumbers: bad, strings: encoding.strings)
        }
    }

    @Test("a text run's lines are broken once, here, and sent to the host as they are drawn")
    func linesAreSent() throws {
        let run = TextRun(
            "A long status line that wraps\nand a second paragraph", at: .zero,
            font: Font(size: 13), color: .black, maxWidth: 120)
        let lines = run.lines
        #expect(lines.count > 2, "wrapped at 120 points and at the newline: \(lines)")
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(
            lines.joined(separator: " ") == run.string.split(separator: "\n").joined(separator: " ")
        )
        for line in lines where line.contains(" ") {
            #expect(TextMetrics.width(of: line, font: run.font) <= 120, "\(line)")
        }
        var list = DisplayList()
        list.append(DisplayItem(.text(run)))
        let encoding = DisplayListEncoding(list)
        // The strings table holds the run, then each of its lines, in order.
        var expected = Array(run.string.utf8)
        for line in lines { expected += Array(line.utf8) }
        #expect(encoding.strings == expected)
        #expect(try DisplayList(decoding: encoding).items == list.items)
    }

    @Test("lines kept from the frame before are those of the same run, width and limit")
    func keptLines() {
        let text = "A long status line that wraps at one width and not at another"
        func encodingStrings(of runs: [TextRun], after earlier: [[TextRun]]) -> [UInt8] {
            var encoding = DisplayListEncoding()
            for frame in earlier + [runs] {
                var list = DisplayList()
                for run in frame { list.append(DisplayItem(.text(run))) }
                encoding.encode(list)
            }
            return encoding.strings
        }
        func run(_ width: Double, limit: Int? = nil, size: Double = 13) -> TextRun {
            var run = TextRun(
                text, at: .zero, font: Font(size: size), color: .black, maxWidth: width)
            run.lineLimit = limit
            return run
        }
        let variants = [run(120), run(300), run(120, limit: 1), run(120, size: 20), run(1000)]
        for earlier in variants {
            for now in variants {
                #expect(
                    encodingStrings(of: [now], after: [[earlier], [earlier, now]])
                        == encodingStrings(of: [now], after: []))
            }
        }
    }
}

@Suite("Lines cut with an ellipsis")
struct LineLimitTests {
    let font = Font(size: 15)

    @Test("a line limit keeps that many lines, the last ending in an ellipsis that fits")
    func lineLimit() {
        let text = "Buy oat milk, apples, bread, coffee, eggs and a very long list of other things"
        let lines = TextMetrics.lines(of: text, font: font, maxWidth: 120, lineLimit: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"), "\(lines)")
        for line in lines { #expect(TextMetrics.width(of: line, font: font) <= 120, "\(line)") }
        #expect(
            TextMetrics.lines(of: "Short", font: font, maxWidth: 120, lineLimit: 1) == ["Short"])
    }

    @Test("a word too long for the width is cut, never drawn past it")
    func longWord() {
        let lines = TextMetrics.lines(
            of: "Supercalifragilisticexpialidocious", font: font, maxWidth: 80, lineLimit: 1)
        #expect(lines.count == 1 && lines[0].hasSuffix("…"))
        #expect(TextMetrics.width(of: lines[0], font: font) <= 80)
        #expect(TextMetrics.truncated("x", font: font, maxWidth: 1) == "…")
    }

    @Test("the limit travels with the run through the encoding")
    func encoded() throws {
        var list = DisplayList()
        list.text(
            "one two three four five six", at: .zero, font: font, color: .black,
            maxWidth: 60, lineLimit: 1)
        let back = try DisplayList(decoding: DisplayListEncoding(list))
        #expect(back.items == list.items)
        guard case .text(let run) = back.items[0].content else {
            Issue.record("a text item")
            return
        }
        #expect(run.lines.count == 1 && run.lines[0].hasSuffix("…"))
    }
}
