import EmojiArt
import Geometry
import TestSupport
import Testing

@testable import EmojiArtScene

@Test func thePictureIsKeptAsTheFileFormatAndComesBackWhole() throws {
    var app = SceneDriver(document: foxAndCat())
    app.dragFromPalette("🦊", to: app.windowPoint(of: Point(x: 300, y: 200)))
    let canvasEmpty = app.windowPoint(of: Point(x: 5, y: 5))
    app.drag(from: app.emoji(0)!.frame.center, to: canvasEmpty + Vector(dx: 40, dy: 30))
    app.settle()
    #expect(app.document.items.first { $0.id == 0 }?.position != Point(x: 200, y: 150))
    let kept = try #require(app.scene.savedStateText)
    #expect(kept.contains("\"version\" : 1"))
    let restored = try EmojiArtText.decode(Array(kept.utf8))
    #expect(restored == app.document)
    #expect(restored.items.count == foxAndCat().items.count + 1)
    #expect(EmojiArtScene(document: restored).savedStateText == kept)
}

/// Issue 24: Discard on closing discards. What is kept is the picture as last saved, linked
/// to its file, and it comes back unmarked.
@Test func discardOnClosingKeepsThePictureAsLastSavedLinkedToItsFile() throws {
    let disk = MemoryStorage()
    var app = SceneDriver(storage: disk.storage)
    app.dragFromPalette("😀", to: app.windowPoint(of: Point(x: 300, y: 200)))
    app.key("ctrl+s")
    app.key("enter")
    let saved = app.document
    #expect(disk.files["art.json"] == saved && !app.scene.hasUnsavedChanges)
    app.dragFromPalette("😀", to: app.windowPoint(of: Point(x: 500, y: 300)))
    #expect(app.document.items.count == 2 && app.scene.hasUnsavedChanges)
    let closesAtOnce = app.scene.askToClose(for: .quit, at: app.time)
    #expect(!closesAtOnce, "it asks first")
    app.click("Discard")
    #expect(app.scene.exitRequest == .quit)
    let kept = try SavedPicture(decoding: Array(try #require(app.scene.savedStateText).utf8))
    #expect(kept == SavedPicture(document: saved, fileName: "art.json"))
    let again = SceneDriver(document: kept.document, fileName: kept.fileName, storage: disk.storage)
    #expect(again.document == saved && again.scene.fileName == "art.json")
    #expect(!again.scene.hasUnsavedChanges, "not marked unsaved")
}

/// Closing without a question keeps the picture as it is, with its file if it has one; a
/// picture kept before the file was named in it reads as one with no file.
@Test func theKeptPictureNamesItsFileAndOlderKeptPicturesStillRead() throws {
    let linked = SavedPicture(document: foxAndCat(), fileName: "zoo \"1\".json")
    #expect(try SavedPicture(decoding: Array(linked.text.utf8)) == linked)
    #expect(try EmojiArtText.decode(Array(linked.text.utf8)) == foxAndCat(), "still a document")
    let older = EmojiArtText.encode(foxAndCat())
    #expect(try SavedPicture(decoding: Array(older.utf8)) == SavedPicture(document: foxAndCat()))
    #expect(SavedPicture(document: foxAndCat()).text == older)
    let app = SceneDriver(document: foxAndCat(), fileName: "zoo.json")
    #expect(app.scene.kept == SavedPicture(document: foxAndCat(), fileName: "zoo.json"))
    let numbered =
        ##"{"version":1,"canvas":{"width":8,"height":6},"background":"#FFFFFF","nextItemID":0,"items":[],"file":3}"##
    #expect(throws: EmojiArtTextError.self) { try SavedPicture(decoding: Array(numbered.utf8)) }
}
