import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Storage that keeps files in memory and remembers what it was asked.
final class MemoryStorage {
    var files: [String: EmojiArtDocument] = [:]
    var exports: [String: EmojiArtDocument] = [:]
    var failure: StorageError?

    var storage: EmojiArtStorage {
        EmojiArtStorage(
            open: { name throws(StorageError) in
                if let failure = self.failure { throw failure }
                guard let document = self.files[name] else {
                    throw StorageError("No file called \(name).")
                }
                return document
            },
            save: { document, name throws(StorageError) in
                if let failure = self.failure { throw failure }
                self.files[name] = document
            },
            export: { document, name throws(StorageError) in
                if let failure = self.failure { throw failure }
                self.exports[name] = document
            },
            exists: { name in self.files[name] != nil || self.exports[name] != nil })
    }
}

/// Clears the name field and types a new name.
private func retype(_ app: inout SceneDriver<EmojiArtScene>, _ name: String) {
    for _ in 0..<80 { app.key("backspace") }
    app.type(name)
}

@Test func undoAndRedoTakeBackAddsMovesAndDeletes() {
    var app = SceneDriver(document: EmojiArtDocument())
    #expect(app.control("Undo")?.value == "disabled")
    app.dragFromPalette("🌵", to: app.desk.center)
    let cactus = app.lastItem!
    #expect(app.control("Undo")?.value == "")
    app.wait(0.5)
    app.drag(from: app.desk.center, to: app.desk.center + Vector(dx: 50, dy: 0))
    app.key("ctrl+z")
    #expect(app.document.items.first?.position == cactus.position)
    app.key("ctrl+z")
    #expect(app.document.items.isEmpty)
    #expect(app.control("Redo")?.value == "")
    app.key("ctrl+shift+z")
    app.key("ctrl+shift+z")
    #expect(app.document.items.first?.position != cactus.position)
    app.click("Undo")
    #expect(app.document.items.first?.position == cactus.position, "the Undo button works too")
}

@Test func newStartsAnEmptyPictureThatUndoTakesBack() {
    var app = SceneDriver(document: foxAndCat())
    app.key("ctrl+n")
    #expect(app.document.items.isEmpty)
    app.key("ctrl+z")
    #expect(app.document == foxAndCat())
    app.click("New")
    app.settle()
    #expect(app.asks, "the picture brought back is not saved: it asks")
    app.click("Discard")
    #expect(app.document.items.isEmpty)
}

@Test func saveAsksForANameAndSavesTheDocument() {
    let disk = MemoryStorage()
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    app.key("ctrl+s")
    app.settle()
    #expect(app.sheetIsShown)
    app.settle()
    #expect(app.nameField == "art.json", "a sensible name to start from")
    retype(&app, "zoo.json")
    app.key("enter")
    app.settle()
    #expect(!app.sheetIsShown)
    #expect(disk.files["zoo.json"] == foxAndCat())
    #expect(app.fileNameShown == "zoo.json")
    app.key("ctrl+s")
    app.settle()
    #expect(app.nameField == "zoo.json", "next time it offers the same file")
    app.key("escape")
    app.settle()
    #expect(!app.sheetIsShown)
}

@Test func openReplacesThePictureAndFitsIt() {
    let disk = MemoryStorage()
    let wide = try! EmojiArtDocument(
        canvasSize: Size(width: 2000, height: 500), background: .white,
        items: [EmojiItem(id: 4, text: "🚀", position: Point(x: 1000, y: 250), size: 100)])
    disk.files["space.json"] = wide
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    app.zoom(notches: 5, around: app.desk.center)
    app.click("Open…")
    retype(&app, "space.json")
    app.click("Open")
    #expect(app.document == wide)
    #expect(isClose(app.canvas, app.fittedCanvas, tolerance: 1e-9))
    #expect(app.control("Undo")?.value == "disabled", "a new history for the opened picture")
}

@Test func aFailedOpenOrSaveIsShownInTheSheetAndChangesNothing() {
    let disk = MemoryStorage()
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    app.dragFromPalette("🐝", to: app.desk.center)
    let before = app.document
    app.key("ctrl+o")
    app.settle()
    #expect(app.asks, "the bee is not saved: it asks first")
    app.click("Discard")
    retype(&app, "missing.json")
    app.key("enter")
    app.settle()
    #expect(app.sheetIsShown, "the sheet stays up")
    app.settle()
    #expect(app.strings.contains("No file called missing.json."))
    #expect(app.document == before && app.control("Undo")?.value == "")
    app.key("escape")
    disk.failure = StorageError(
        "Could not save art.json: cannot write /art.json: permission denied.")
    app.key("ctrl+s")
    app.key("enter")
    app.settle()
    #expect(app.sheetIsShown)
    #expect(app.strings.contains { $0.hasPrefix("Could not save art.json") })
    #expect(disk.files.isEmpty && app.fileNameShown == nil)
}

@Test func exportHandsTheDocumentToTheHostAsAPNGName() {
    let disk = MemoryStorage()
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    app.key("ctrl+e")
    app.settle()
    #expect(app.nameField == "art.png")
    app.key("enter")
    #expect(disk.exports["art.png"] == foxAndCat())
    app.settle()
    #expect(!app.sheetIsShown)
    #expect(app.statusLine?.contains("art.png") == true, "the status line says so")
}

@Test func withoutStorageTheSheetsSaySoAndDoNothing() {
    var app = SceneDriver(document: foxAndCat())
    app.key("ctrl+s")
    app.settle()
    #expect(app.sheetIsShown)
    #expect(app.shows("not available"))
    #expect(app.control("Save")?.value == "disabled")
    app.key("enter")
    app.settle()
    #expect(app.sheetIsShown && app.fileNameShown == nil)
    app.click("Cancel")
    app.settle()
    #expect(!app.sheetIsShown, "Cancel closes it")
}

@Test func keysTypedIntoTheSheetDoNotEditThePicture() {
    let disk = MemoryStorage()
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    #expect(app.selection == [0])
    app.key("ctrl+s")
    app.key("end")  // the suggested name comes selected; End puts the caret after it
    app.key("backspace")
    app.key("delete")
    app.key("-")
    app.type("-")
    #expect(app.document == foxAndCat(), "Delete went to the field, not the selection")
    app.settle()
    #expect(app.nameField == "art.jso-")
}
