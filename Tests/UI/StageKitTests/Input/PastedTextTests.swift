import StageKit
import TestSupport
import Testing

/// Text from the host's clipboard, made safe to hand a scene and to write in a replay.
@Suite("Pasted text")
struct PastedTextTests {
    @Test("line breaks, tabs and other control characters become spaces; it is marked pasted")
    func controlCharactersBecomeSpaces() throws {
        let pasted = try #require(TextInput(pasted: "🐶\n🐱\t\u{7F}x\r\n", time: 2))
        #expect(pasted.text == "🐶 🐱  x  ")
        #expect(pasted.isPasted && pasted.time == 2)
        #expect(TextInput(pasted: "", time: 0) == nil, "nothing to paste")
        #expect(!TextInput("typed", time: 0).isPasted)
    }

    @Test("a huge clipboard is cut at 64 KiB, never in the middle of a character")
    func aHugeClipboardIsCut() throws {
        let pasted = try #require(TextInput(pasted: String(repeating: "🐶", count: 40_000), time: 0))
        #expect(pasted.text.utf8.count <= TextInput.largestPaste)
        #expect(pasted.text.utf8.count > TextInput.largestPaste - 4)
        #expect(pasted.text.unicodeScalars.allSatisfy { $0 == "🐶" })
    }

    @Test("a paste is written in a replay as its own line and read back as a paste")
    func aPasteRoundTripsThroughAReplay() throws {
        let events: [InputEvent] = [
            .text(try #require(TextInput(pasted: "🐶 and 🐱", time: 0.5))),
            .text(TextInput("typed", time: 0.6)),
        ]
        let text = ReplayScript(events: events).text
        #expect(text.contains("500 paste 🐶 and 🐱\n"))
        #expect(try ReplayScript(parsing: text).events == events)
        #expect(throws: ReplayError.self) { try ReplayScript(parsing: "0 paste") }
    }

    @Test("a focused field takes a paste as typed, on one line")
    func aFieldTakesAPaste() throws {
        var user = SceneDriver(WidgetGalleryScene())
        let field = try #require(user.seen(.control, "Type a file name"))
        user.tap(at: field.frame.center)
        user.paste("plan\nB")
        #expect(user.seen(.control, "Type a file name")?.value == "plan B")
    }
}
