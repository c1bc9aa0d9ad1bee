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
private func retype(_ app: inout EmojiArtDriver, _ name: String) {
    for _ in 0..<80 { app.key("backspace") }
    app.type(name)
}

@Test func undoAndRedoTakeBackAddsMovesAndDeletes() {
    var app = EmojiArtDriver()
    #expect(app.scene.toolbar.button("undo")?.isEnabled == false)
    app.dragFromPalette("🌵", to: app.viewport.center)
    let cactus = app.lastItem!
    #expect(app.scene.toolbar.button("undo")?.isEnabled == true)
    app.wait(0.5)
    app.drag(from: app.viewport.center, to: app.viewport.center + Vector(dx: 50, dy: 0))
    app.key("ctrl+z")
    #expect(app.document.items.first?.position == cactus.position)
    app.key("ctrl+z")
    #expect(app.document.items.isEmpty)
    #expect(app.scene.toolbar.button("redo")?.isEnabled == true)
    app.key("ctrl+shift+z")
    app.key("ctrl+shift+z")
    #expect(app.document.items.first?.position != cactus.position)
    app.tap(at: app.scene.toolbar.button("undo")!.frame.center)
    #expect(app.document.items.first?.position == cactus.position, "the Undo button works too")
}

@Test func newStartsAnEmptyPictureThatUndoTakesBack() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.key("ctrl+n")
    #expect(app.document.items.isEmpty)
    app.key("ctrl+z")
    #expect(app.document == foxAndCat())
    app.tap(at: app.scene.toolbar.button("new")!.frame.center)
    #expect(app.scene.question.isPresented, "the picture brought back is not saved: it asks")
    app.tap(at: app.scene.question.buttons[1].frame.center)  // Discard
    #expect(app.document.items.isEmpty)
}

@Test func saveAsksForANameAndSavesTheDocument() {
    let disk = MemoryStorage()
    var app = EmojiArtDriver(document: foxAndCat(), storage: disk.storage)
    app.key("ctrl+s")
    #expect(app.scene.isFileSheetPresented)
    #expect(app.scene.nameField.text == "art.json", "a sensible name to start from")
    retype(&app, "zoo.json")
    app.key("enter")
    #expect(!app.scene.isFileSheetPresented)
    #expect(disk.files["zoo.json"] == foxAndCat())
    #expect(app.scene.fileName == "zoo.json")
    app.key("ctrl+s")
    #expect(app.scene.nameField.text == "zoo.json", "next time it offers the same file")
    app.key("escape")
    #expect(!app.scene.isFileSheetPresented)
}

@Test func openReplacesThePictureAndFitsIt() {
    let disk = MemoryStorage()
    let wide = try! EmojiArtDocument(
        canvasSize: Size(width: 2000, height: 500), background: .white,
        items: [EmojiItem(id: 4, text: "🚀", position: Point(x: 1000, y: 250), size: 100)])
    disk.files["space.json"] = wide
    var app = EmojiArtDriver(document: foxAndCat(), storage: disk.storage)
    app.zoom(notches: 5, around: app.viewport.center)
    app.tap(at: app.scene.toolbar.button("open")!.frame.center)
    retype(&app, "space.json")
    let openButton = app.scene.fileSheet.buttons[1].frame.center
    app.tap(at: openButton)
    #expect(app.document == wide)
    #expect(
        app.scene.view
            == (try! CanvasView.fitting(
                canvasSize: wide.canvasSize, in: app.viewport,
                margin: EmojiArtLayout.fitMargin)))
    #expect(!app.scene.editor.canUndo, "a new history for the opened picture")
}

@Test func aFailedOpenOrSaveIsShownInTheSheetAndChangesNothing() {
    let disk = MemoryStorage()
    var app = EmojiArtDriver(document: foxAndCat(), storage: disk.storage)
    app.dragFromPalette("🐝", to: app.viewport.center)
    let before = app.document
    app.key("ctrl+o")
    #expect(app.scene.question.isPresented, "the bee is not saved: it asks first")
    app.tap(at: app.scene.question.buttons[1].frame.center)  // Discard
    retype(&app, "missing.json")
    app.key("enter")
    #expect(app.scene.isFileSheetPresented, "the sheet stays up")
    #expect(app.scene.fileSheet.message == "No file called missing.json.")
    app.wait(0.3)
    #expect(app.scene.displayList().strings.contains("No file called missing.json."))
    #expect(app.document == before && app.scene.editor.canUndo)
    app.key("escape")
    disk.failure = StorageError(
        "Could not save art.json: cannot write /art.json: permission denied.")
    app.key("ctrl+s")
    app.key("enter")
    #expect(app.scene.fileSheet.message.hasPrefix("Could not save art.json"))
    #expect(disk.files.isEmpty && app.scene.fileName == nil)
}

@Test func exportHandsTheDocumentToTheHostAsAPNGName() {
    let disk = MemoryStorage()
    var app = EmojiArtDriver(document: foxAndCat(), storage: disk.storage)
    app.key("ctrl+e")
    #expect(app.scene.nameField.text == "art.png")
    app.key("enter")
    #expect(disk.exports["art.png"] == foxAndCat())
    #expect(app.scene.status.contains("art.png"))
}

@Test func withoutStorageTheSheetsSaySoAndDoNothing() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.key("ctrl+s")
    #expect(app.scene.isFileSheetPresented)
    #expect(app.scene.fileSheet.message.contains("not available"))
    #expect(app.scene.fileSheet.buttons[1].isEnabled == false)
    app.key("enter")
    #expect(app.scene.isFileSheetPresented && app.scene.fileName == nil)
    app.tap(at: app.scene.fileSheet.buttons[0].frame.center)
    #expect(!app.scene.isFileSheetPresented, "Cancel closes it")
}

@Test func keysTypedIntoTheSheetDoNotEditThePicture() {
    let disk = MemoryStorage()
    var app = EmojiArtDriver(document: foxAndCat(), storage: disk.storage)
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    app.key("ctrl+s")
    app.key("end")  // the suggested name comes selected; End puts the caret after it
    app.key("backspace")
    app.key("delete")
    app.key("-")
    app.type("-")
    #expect(app.document == foxAndCat(), "Delete went to the field, not the selection")
    #expect(app.scene.nameField.text == "art.jso-")
}
