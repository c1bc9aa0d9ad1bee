import EmojiArt
import Geometry
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Copy and paste through the system's clipboard, as the hosts hand it on: a copy puts the
/// emoji on it as text, and text pasted from it adds the palette's emoji found in it.
@Suite("Emoji Art and the system's clipboard")
struct SystemClipboardTests {
    @Test func aCopyPutsTheSelectedEmojiOnTheClipboardAsText() {
        var app = SceneDriver(document: foxAndCat())
        #expect(app.scene.copied == CopiedText())
        app.key("ctrl+a")
        app.key("ctrl+c")
        #expect(app.scene.copied.text == "🦊🐈" && app.scene.copied.count == 1)
        app.key("ctrl+c")
        #expect(app.scene.copied.count == 2, "the same copy again reaches the clipboard again")
        app.key("ctrl+x")
        #expect(app.scene.copied.count == 3 && app.document.items.isEmpty)
    }

    @Test func pastingWhatTheAppCopiedBringsItsOwnCopiesWithTheirSizes() {
        var app = SceneDriver(document: foxAndCat())
        app.key("ctrl+a")
        app.key("ctrl+c")
        app.paste("🦊🐈")
        app.settle()
        let items = app.document.items
        #expect(items.count == 4)
        #expect(items[2].size == 60 && items[3].size == 80, "sizes kept, as ctrl+v keeps them")
        #expect(items[2].position == Point(x: 200 + 18, y: 150 + 18))
    }

    @Test func emojiFromAnotherProgramAreAddedInARowInTheMiddle() {
        var app = SceneDriver(document: EmojiArtDocument())
        app.paste("Look: 🐶 and 🐱, a ❤️ or two\n🐶")
        app.settle()
        let texts = app.document.items.map(\.text)
        #expect(texts.filter { $0 == "🐶" }.count == 2 && texts.contains("🐱"))
        #expect(app.selection.count == texts.count, "what was pasted comes selected")
        let ys = Set(app.document.items.map(\.position.y))
        #expect(ys.count == 1, "in one row")
        #expect(app.scene.status.hasPrefix("Pasted"))
        app.key("ctrl+z")
        #expect(app.document.items.isEmpty, "one undo step")
    }

    @Test func textWithoutEmojiChangesNothingAndSaysSo() {
        var app = SceneDriver(document: foxAndCat())
        app.paste("just words\tand a tab")
        #expect(app.document == foxAndCat())
        #expect(
            app.scene.status == "Nothing to paste: the clipboard holds no emoji from the palette.")
    }

    @Test func aHostileClipboardAddsAtMostAHundred() {
        var app = SceneDriver(document: EmojiArtDocument())
        app.paste(String(repeating: "🐶", count: 20_000))
        #expect(app.document.items.count == EmojiArtScene.mostPasted)
    }
}
