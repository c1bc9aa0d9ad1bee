import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Storage as a browser gives it: Open shows the host's chooser, Save and Export hand the
/// host a file to download. It remembers what it was asked.
final class ChooserStorage {
    var choosersShown = 0
    var downloads: [String: EmojiArtDocument] = [:]
    var exports: [String: EmojiArtDocument] = [:]

    var storage: EmojiArtStorage {
        EmojiArtStorage(
            chooseFile: { self.choosersShown += 1 },
            save: { document, name throws(StorageError) in self.downloads[name] = document },
            export: { document, name throws(StorageError) in self.exports[name] = document })
    }
}

/// Files a host hands over (chosen in its own chooser, or dropped on the window) are read
/// with the checks of a file opened by name, and never lose unsaved work.
struct ChosenFileTests {
    private func bytes(_ document: EmojiArtDocument) -> [UInt8] {
        Array(EmojiArtText.encode(document).utf8)
    }

    /// A picture of one tulip.
    private var tulip: EmojiArtDocument {
        try! EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white,
            items: [EmojiItem(id: 0, text: "🌷", position: Point(x: 100, y: 100), size: 50)])
    }

    @Test func openShowsTheHostsChooserAndTheChosenFileIsShown() {
        let host = ChooserStorage()
        var app = SceneDriver(document: foxAndCat(), storage: host.storage)
        app.key("ctrl+o")
        #expect(host.choosersShown == 1)
        #expect(!app.sheetIsShown, "no name to type: the host's chooser picks the file")
        app.click("Open…")
        #expect(host.choosersShown == 2, "the toolbar's Open does the same")
        let taken = app.receiveFile(named: "tulip.json", contents: bytes(tulip))
        #expect(taken)
        app.settle()
        #expect(app.document == tulip)
        #expect(app.fileNameShown == "tulip.json")
        #expect(app.emoji(0)?.value == "🌷", "the picture drawn is the file's")
        #expect(!app.scene.hasUnsavedChanges)
    }

    @Test func aFileThatCannotBeReadIsSaidAndChangesNothing() {
        let host = ChooserStorage()
        var app = SceneDriver(document: foxAndCat(), storage: host.storage)
        for (contents, reason) in [
            (Array("{".utf8), "line 1, column 2: the text ends before the JSON value does"),
            (Array("[1]".utf8), "the document is malformed"),
            ([0xFF, 0xFE, 0x00], "line 1, column 1: not UTF-8 text (byte FF)"),
            (Array(#"{"version": 7}"#.utf8), "format version 7 is not supported"),
        ] {
            let taken = app.receiveFile(named: "bad.json", contents: contents)
            #expect(taken)
            #expect(app.shows("Could not open \"bad.json\": \(reason)"), "\(app.strings)")
            #expect(app.document == foxAndCat())
            #expect(!app.asks)
        }
    }

    @Test func unsavedChangesAreAskedAboutBeforeAFileReplacesThem() {
        let host = ChooserStorage()
        var app = SceneDriver(document: foxAndCat(), storage: host.storage)
        let fox = app.emoji(0)!.frame.center
        app.drag(from: fox, to: fox + Vector(dx: 40, dy: 30))
        app.settle()
        let edited = app.document
        app.receiveFile(named: "tulip.json", contents: bytes(tulip))
        app.settle()
        #expect(app.asks)
        app.click("Cancel")
        #expect(app.document == edited, "Cancel keeps the picture")
        app.receiveFile(named: "tulip.json", contents: bytes(tulip))
        app.settle()
        app.click("Save")
        app.settle()
        #expect(app.sheetIsShown, "an untitled picture is named first")
        app.key("enter")
        app.settle()
        #expect(host.downloads["art.json"] == edited, "saved (downloaded) first")
        #expect(app.document == tulip, "then the file is shown")
        app.key("ctrl+z")
        #expect(app.document == tulip, "opening is not undone into a lost picture")
    }

    @Test func aDroppedFileWithNothingUnsavedOpensAtOnceEvenMidDrag() {
        let host = ChooserStorage()
        var app = SceneDriver(document: foxAndCat(), storage: host.storage)
        let fox = app.emoji(0)!.frame.center
        app.press(at: fox)
        app.move(to: fox + Vector(dx: 30, dy: 0))
        app.receiveFile(named: "tulip.json", contents: bytes(tulip))
        app.release(at: fox + Vector(dx: 60, dy: 0))
        app.settle()
        #expect(app.document == tulip, "the drag under way was cancelled, not dropped")
    }

    @Test func saveAndExportHandTheHostTheDocumentUnderTheNameTyped() {
        let host = ChooserStorage()
        var app = SceneDriver(document: foxAndCat(), storage: host.storage)
        app.key("ctrl+s")
        app.settle()
        #expect(app.shows("Type a name for the file, then press Enter."))
        app.key("enter")
        #expect(host.downloads["art.json"] == foxAndCat())
        app.key("ctrl+e")
        app.settle()
        app.key("enter")
        #expect(host.exports["art.png"] == foxAndCat())
        app.key("ctrl+s")
        app.settle()
        #expect(!app.asks, "a download never replaces a file: nothing to ask")
    }

    @Test func otherScenesTakeNoFiles() {
        var app = SceneDriver(WidgetGalleryScene())
        let taken = app.receiveFile(named: "tulip.json", contents: bytes(tulip))
        #expect(!taken)
    }
}
