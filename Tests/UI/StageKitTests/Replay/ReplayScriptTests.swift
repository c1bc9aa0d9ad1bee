import Geometry
import Gestures
import StageKit
import Testing

@Suite("Replay files")
struct ReplayScriptTests {
    @Test("every kind of line reads into the event it names")
    func parsesEveryKind() throws {
        let script = try ReplayScript(
            parsing: """
                # a comment, then a blank line

                0 resize 1280 800
                120 move 400 300
                150 down 400.5 300 right ctrl
                200 up 400.5 300 right ctrl
                1400 key ctrl+shift+z
                1500 text hello world
                1600 wheel 0 -1.5 ctrl
                1700 cancel 1 2
                1800 resize 1000 700 2
                """)
        let e = script.events
        #expect(e.count == 9)
        #expect(e[0] == .resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        #expect(
            e[2]
                == .pointer(
                    PointerEvent(
                        .down, at: Point(x: 400.5, y: 300), time: 0.15, button: .secondary,
                        modifiers: .control)))
        #expect(e[4] == .key(KeyEvent(Key("z"), modifiers: [.control, .shift], time: 1.4)))
        #expect(e[5] == .text(TextInput("hello world", time: 1.5)))
        #expect(
            e[6]
                == .wheel(
                    WheelEvent(
                        at: Point(x: 400.5, y: 300), delta: Vector(dx: 0, dy: -1.5), time: 1.6,
                        modifiers: .control)))
        #expect(e[7] == .pointer(PointerEvent(.cancel, at: Point(x: 1, y: 2), time: 1.7)))
        #expect(
            e[8]
                == .resize(
                    ResizeEvent(size: Size(width: 1000, height: 700), pixelScale: 2, time: 1.8)))
    }

    @Test("writing a script and reading it back gives the same events")
    func roundTrips() throws {
        let events: [InputEvent] = [
            .resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)),
            .pointer(PointerEvent(.move, at: Point(x: 10, y: 20), time: 0.016)),
            .pointer(
                PointerEvent(
                    .down, at: Point(x: 10, y: 20), time: 0.1, button: .middle,
                    modifiers: [.shift, .alt])),
            .pointer(PointerEvent(.up, at: Point(x: 10.25, y: 20), time: 0.2)),
            .key(KeyEvent(Key("+"), modifiers: .control, time: 0.3)),
            .text(TextInput("  spaced  ", time: 0.4)),
            .wheel(
                WheelEvent(
                    at: Point(x: 10.25, y: 20), delta: Vector(dx: 1, dy: 0), time: 0.5,
                    modifiers: .command)),
        ]
        let text = ReplayScript(events: events).text
        #expect(try ReplayScript(parsing: text).events == events)
        #expect(text.contains("100 down 10 20 middle alt shift\n"))
    }

    @Test("a focus line names a role and takes the rest of the line as the label")
    func focusLines() throws {
        let events: [InputEvent] = [
            .focus(FocusEvent(.item, "white pawn on e2", time: 0.1)),
            .focus(FocusEvent(.control, " Add a card to To do", time: 0.2)),
            .focus(FocusEvent(.place, "e4", time: 0.3)),
            .focus(FocusEvent(.control, "", time: 0.4)),
        ]
        let text = ReplayScript(events: events).text
        #expect(text.contains("100 focus item white pawn on e2\n"))
        #expect(try ReplayScript(parsing: text).events == events)
        #expect(try ReplayScript(parsing: "0 focus control").events.first?.time == 0)
        for bad in ["0 focus thing X", "0 focus", "0 focus  "] {
            #expect(throws: ReplayError.self) { try ReplayScript(parsing: bad) }
        }
    }

    @Test(
        "touch and pen pointers with their numbers round-trip; a line without a device is the mouse"
    )
    func pointerKindsRoundTrip() throws {
        let events: [InputEvent] = [
            .pointer(
                PointerEvent(.down, at: Point(x: 5, y: 6), time: 0.1, pointer: 3, kind: .touch)),
            .pointer(
                PointerEvent(.down, at: Point(x: 9, y: 6), time: 0.2, pointer: 4, kind: .touch)),
            .pointer(PointerEvent(.move, at: Point(x: 7, y: 8), time: 0.3, kind: .pen)),
            .pointer(PointerEvent(.up, at: Point(x: 7, y: 8), time: 0.4)),
        ]
        let text = ReplayScript(events: events).text
        #expect(text.contains("100 down 5 6 touch #3\n"))
        #expect(text.contains("400 up 7 8\n"))
        #expect(try ReplayScript(parsing: text).events == events)
        let old = try ReplayScript(parsing: "0 down 1 2 right\n")
        #expect(
            old.events == [
                .pointer(PointerEvent(.down, at: Point(x: 1, y: 2), time: 0, button: .secondary))
            ])
        guard case .pointer(let p) = old.events[0] else { return }
        #expect(p.kind == .mouse && p.pointer == 0)
    }

    /// Found by the replay fuzzer (`make fuzz`): what reads must write back to text that
    /// reads the same.
    @Test("text starting with a combining mark reads the same after a tab or a space")
    func combiningMarksRoundTrip() throws {
        let script = try ReplayScript(parsing: "0 text\t\u{0301}a\n")
        #expect(script.events == [.text(TextInput("\u{0301}a", time: 0))])
        #expect(try ReplayScript(parsing: script.text).events == script.events)
    }

    @Test("a file with Windows line ends reads like one with plain ones")
    func windowsLineEnds() throws {
        let plain = try ReplayScript(parsing: "0 resize 640 480\n5 move 1 1\n10 key a\n")
        let windows = try ReplayScript(parsing: "0 resize 640 480\r\n5 move 1 1\r\n10 key a\r\n")
        #expect(windows.events == plain.events && plain.events.count == 3)
    }

    @Test(
        "a control character inside a line is refused, never kept in a key or text",
        arguments: ["0 key a\r\t", "0 text a\u{0}b", "0 key \u{7F}"])
    func controlCharactersAreRefused(text: String) {
        #expect(throws: ReplayError.self) { try ReplayScript(parsing: text) }
    }

    @Test(
        "a malformed line is reported with its number and reason",
        arguments: [
            ("0 resize 1280 800\nsoon down 1 2", 2, "not a time"),
            ("0 down 1 2\n\n# fine\n5 jump 1 2", 4, "unknown event 'jump'"),
            ("0 down 1 nan", 1, "not a finite number"),
            ("0 down 1", 1, "the y is missing"),
            ("0 down 1 2 left", 1, "unknown flag 'left'"),
            ("0 down 1 2 touch #x", 1, "pointer '#x' is not"),
            ("0 down 1 2 #-1", 1, "pointer '#-1' is not"),
            ("10 key r\n5 key r", 2, "earlier than the line before"),
            ("0 key hyper+r", 1, "unknown modifier 'hyper'"),
            ("0 key", 1, "names one key or chord"),
            ("0 resize 0 800", 1, "out of range"),
            ("0 text", 1, "needs the typed text"),
            ("-5 move 1 1", 1, "not a time"),
            ("0 key r\n1e12 key r", 2, "more than 24 hours"),
            ("1e308 move 1 1", 1, "more than 24 hours"),
            ("86400001 move 1 1", 1, "more than 24 hours"),
            ("inf move 1 1", 1, "not a time"),
            ("nan move 1 1", 1, "not a time"),
            ("0 key ctrl+shift+", 1, "no key after its modifiers"),
            ("0 key nonsensekey", 1, "unknown key 'nonsensekey'"),
            ("0 key Z", 1, "lower case"),
            ("0 down 1e300 5", 1, "x 1e300 is out of range"),
            ("0 move 5 -100001", 1, "y -100001 is out of range"),
            ("0 wheel 0 1e9", 1, "dy 1e9 is out of range"),
            ("0 resize 1e12 800", 1, "out of range (width and height from 1 to 16384"),
        ])
    func reportsLine(text: String, line: Int, reason: String) {
        do {
            _ = try ReplayScript(parsing: text)
            Issue.record("\(text) should not parse")
        } catch {
            #expect(error.line == line)
            #expect(error.reason.contains(reason), "\(error.reason)")
            #expect(error.description.hasPrefix("line \(line): "))
        }
    }
}
