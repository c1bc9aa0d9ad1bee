import Gestures
import StageKit
import Testing

@Suite("Key chords")
struct KeyEventTests {
    @Test("chords parse into a key and modifiers")
    func parses() throws {
        let cases: [(chord: String, key: String, modifiers: KeyModifiers)] = [
            ("r", "r", []), ("escape", "escape", []), ("ctrl+z", "z", [.control]),
            ("ctrl+shift+z", "z", [.control, .shift]), ("shift+ctrl+z", "z", [.control, .shift]),
            ("+", "+", []), ("ctrl++", "+", [.control]),
            ("alt+cmd+left", "left", [.alt, .command]),
        ]
        for c in cases {
            let event = try KeyEvent(parsing: c.chord, time: 1)
            #expect(event.key == Key(c.key), "\(c.chord)")
            #expect(event.modifiers == c.modifiers, "\(c.chord)")
            #expect(event.time == 1)
        }
    }

    @Test("the text form is canonical and parses back to the same chord")
    func roundTrips() throws {
        let event = KeyEvent(Key("z"), modifiers: [.shift, .control], time: 0)
        #expect(event.description == "ctrl+shift+z")
        #expect(try KeyEvent(parsing: event.description, time: 0) == event)
        #expect(KeyEvent(Key("+"), modifiers: .control, time: 0).description == "ctrl++")
    }

    @Test("bad chords are rejected with a reason")
    func rejects() {
        #expect(throws: InputParseError.malformedKey("")) { try KeyEvent(parsing: "", time: 0) }
        #expect(throws: InputParseError.unknownModifier("hyper")) {
            try KeyEvent(parsing: "hyper+z", time: 0)
        }
        #expect(throws: InputParseError.malformedKey("page up")) {
            try KeyEvent(parsing: "page up", time: 0)
        }
    }

    @Test(
        "unknown key names, capital letters and chords with no key are refused",
        arguments: [
            ("nonsensekey", InputParseError.unknownKey("nonsensekey")),
            ("ctrl+nonsensekey", .unknownKey("nonsensekey")),
            ("ctrl+shift+", .malformedKey("ctrl+shift+")),
            ("ctrl+", .malformedKey("ctrl+")),
            ("Z", .unknownKey("Z")),
            ("f13", .unknownKey("f13")),
            ("é", .unknownKey("é")),
            ("ctrl+++", .malformedKey("ctrl+++")),
        ])
    func refusesUnknownKeys(chord: String, error: InputParseError) {
        #expect(throws: error) { try KeyEvent(parsing: chord, time: 0) }
    }

    @Test("every key the kit names parses, and the refusals say what is allowed")
    func knownKeys() throws {
        for name in Key.wordNames + ["a", "z", "0", "9", "+", "-", "=", "/", "[", "~"] {
            #expect(try KeyEvent(parsing: "ctrl+" + name, time: 0).key == Key(name))
        }
        for key in [Key.escape, .enter, .tab, .backspace, .delete, .space, .left, .home, .end] {
            #expect(key.isKnown, "\(key)")
        }
        #expect(InputParseError.unknownKey("nonsensekey").description.contains("pageup"))
        #expect(InputParseError.unknownKey("Z").description.contains("lower case"))
        #expect(InputParseError.malformedKey("ctrl+").description.contains("no key"))
        #expect(InputParseError.malformedKey("").description.contains("missing"))
    }

    @Test("matches compares key and exact modifiers")
    func matches() {
        let undo = KeyEvent(Key("z"), modifiers: .control, time: 0)
        #expect(undo.matches(Key("z"), .control))
        #expect(!undo.matches(Key("z")))
        #expect(!undo.matches(Key("z"), [.control, .shift]))
    }
}

@Suite("Tab among things")
struct KeyEventTabTests {
    func key(_ chord: String) -> KeyEvent { try! KeyEvent(parsing: chord, time: 0) }

    @Test("Tab goes round and round, shift+Tab the other way; nothing focused starts at an end")
    func tabGoesRound() {
        #expect(key("tab").tabbed(from: nil, among: 3) == 0)
        #expect(key("shift+tab").tabbed(from: nil, among: 3) == 2)
        #expect(key("tab").tabbed(from: 2, among: 3) == 0)
        #expect(key("shift+tab").tabbed(from: 0, among: 3) == 2)
        #expect(key("tab").tabbed(from: 1, among: 3) == 2)
        #expect(key("tab").tabbed(from: nil, among: 0) == nil, "nothing to focus")
        #expect(key("ctrl+tab").tabbed(from: 0, among: 3) == nil, "not plain Tab")
        #expect(key("enter").tabbed(from: 0, among: 3) == nil)
    }
}
