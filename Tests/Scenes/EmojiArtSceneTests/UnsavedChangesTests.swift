import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// New, Open and closing ask Save / Discard / Cancel before losing unsaved work; Save and
/// Export ask before replacing a file that is there.
struct UnsavedChangesTests {
    /// The app on `document`, with files in memory.
    private func app(
        _ disk: MemoryStorage, document: EmojiArtDocument = foxAndCat(), fileName: String? = nil
    ) -> SceneDriver<EmojiArtScene> {
        SceneDriver(document: document, fileName: fileName, storage: disk.storage)
    }

    /// Moves the fox by a drag: an unsaved change.
    private func moveTheFox(_ app: inout SceneDriver<EmojiArtScene>) {
        let fox = app.emoji(0)!.frame.center
        app.drag(from: fox, to: fox + Vector(dx: 40, dy: 30))
    }

    /// The file sheet's title, or nil without one.
    private func sheetTitle(_ app: SceneDriver<EmojiArtScene>) -> String? {
        guard app.sheetIsShown else { return nil }
        return ["Open a picture", "Save the picture", "Export the canvas as PNG"].first {
            app.strings.contains($0)
        }
    }

    @Test func changesAreTrackedAgainstWhatWasLastSaved() {
        let disk = MemoryStorage()
        var app = app(disk)
        #expect(!app.scene.hasUnsavedChanges)
        moveTheFox(&app)
        #expect(app.scene.hasUnsavedChanges)
        app.key("ctrl+z")
        #expect(!app.scene.hasUnsavedChanges, "undone back to what it was")
        app.key("ctrl+shift+z")
        app.key("ctrl+s")
        app.key("enter")
        #expect(disk.files["art.json"] != nil)
        #expect(!app.scene.hasUnsavedChanges, "saved")
    }

    @Test func newWithUnsavedChangesAsksAndCancelOrEscapeKeepsThePicture() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        let edited = app.document
        app.key("ctrl+n")
        app.settle()
        #expect(app.asks)
        #expect(app.shows("Save the changes to this picture?"))
        let buttons = ["Cancel", "Discard", "Save"].compactMap { app.control($0)?.frame }
        #expect(buttons.count == 3 && buttons[0].maxX < buttons[1].minX)
        #expect(buttons.count == 3 && buttons[1].maxX < buttons[2].minX)
        app.key("escape")
        app.settle()
        #expect(!app.asks && app.document == edited, "Esc is Cancel")
        app.click("New")
        app.click("Cancel")
        #expect(app.document == edited)
        app.key("ctrl+n")
        app.click("Discard")
        #expect(app.document.items.isEmpty, "discarded: a new picture")
        #expect(disk.files.isEmpty)
    }

    @Test func saveFromTheQuestionSavesThenGoesOn() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        moveTheFox(&app)
        let edited = app.document
        app.key("ctrl+n")
        app.settle()
        #expect(app.shows("Save the changes to \"zoo.json\"?"))
        app.click("Save")
        #expect(disk.files["zoo.json"] == edited, "saved to its own file, no sheet needed")
        #expect(app.document.items.isEmpty, "then the new picture")
    }

    @Test func anUntitledPictureIsSavedThroughTheSaveSheetFirst() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        let edited = app.document
        app.key("ctrl+o")
        app.key("enter")  // Save, the last button
        app.settle()
        #expect(sheetTitle(app) == "Save the picture")
        for _ in 0..<20 { app.key("backspace") }
        app.type("mine.json")
        app.key("enter")
        #expect(disk.files["mine.json"] == edited)
        app.settle()
        #expect(sheetTitle(app) == "Open a picture", "then Open")
    }

    @Test func openWithUnsavedChangesAsksAndDiscardShowsTheOpenSheet() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        app.click("Open…")
        app.settle()
        #expect(app.asks && !app.sheetIsShown)
        app.click("Discard")
        app.settle()
        #expect(sheetTitle(app) == "Open a picture")
    }

    @Test func withNoChangesNewAndOpenDoNotAsk() {
        let disk = MemoryStorage()
        var app = app(disk)
        app.key("ctrl+o")
        app.settle()
        #expect(!app.asks && app.sheetIsShown)
        app.key("escape")
        app.key("ctrl+n")
        app.settle()
        #expect(!app.asks && app.document.items.isEmpty)
    }

    @Test func closingAnUntitledPictureGoesAheadForItsSavedStateKeepsIt() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        let closes = app.scene.askToClose(for: .quit, at: app.time)
        #expect(closes)
        app.settle()
        #expect(!app.asks)
    }

    @Test func closingAnEditedFileAsks() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        let untouched = app.scene.askToClose(for: .quit, at: app.time)
        #expect(untouched, "nothing to lose")
        moveTheFox(&app)
        let edited = app.scene.askToClose(for: .quit, at: app.time)
        #expect(!edited)
        app.settle()
        #expect(app.asks)
        app.key("escape")
        #expect(app.scene.exitRequest == nil, "Cancel: it stays open")
        let again = app.scene.askToClose(for: .quit, at: app.time)
        #expect(!again)
        app.click("Discard")
        #expect(app.scene.exitRequest == .quit)
        #expect(disk.files["zoo.json"] == foxAndCat(), "the file is as it was")
    }

    @Test func closingAnEditedFileCanSaveFirst() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        moveTheFox(&app)
        let edited = app.document
        let closes = app.scene.askToClose(for: .quit, at: app.time)
        #expect(!closes)
        app.key("enter")  // Save
        #expect(disk.files["zoo.json"] == edited)
        #expect(app.scene.exitRequest == .quit)
    }

    @Test func aFailedSaveFromTheQuestionSaysSoAndGoesNowhere() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        moveTheFox(&app)
        disk.failure = StorageError("Could not save \"zoo.json\": the disk is full.")
        _ = app.scene.askToClose(for: .quit, at: app.time)
        app.click("Save")
        #expect(app.scene.exitRequest == nil)
        app.settle()
        #expect(app.asks, "asked again")
        #expect(app.shows("Could not save \"zoo.json\": the disk is full."))
        #expect(app.statusLine == "Could not save \"zoo.json\": the disk is full.")
    }

    @Test func savingOntoAFileThatIsThereAsksFirst() {
        let disk = MemoryStorage()
        disk.files["art.json"] = EmojiArtDocument()
        var app = app(disk)
        app.key("ctrl+s")
        app.key("enter")
        app.settle()
        #expect(app.asks)
        #expect(app.shows("Replace \"art.json\"?"))
        #expect(app.sheetIsShown, "asked in the file sheet itself")
        #expect(disk.files["art.json"] == EmojiArtDocument(), "not yet")
        app.key("escape")
        app.settle()
        #expect(!app.sheetIsShown && !app.asks, "Escape cancels the save")
        #expect(disk.files["art.json"] == EmojiArtDocument())
        app.key("ctrl+s")
        app.key("enter")
        app.click("Replace")
        #expect(disk.files["art.json"] == foxAndCat())
        app.settle()
        #expect(!app.sheetIsShown)
        // Saving again to the picture's own file does not ask.
        moveTheFox(&app)
        app.key("ctrl+s")
        app.key("enter")
        app.settle()
        #expect(!app.asks && disk.files["art.json"] == app.document)
    }

    @Test func exportingOntoAFileThatIsThereAsksFirst() {
        let disk = MemoryStorage()
        disk.exports["art.png"] = EmojiArtDocument()
        var app = app(disk)
        app.key("ctrl+e")
        app.key("enter")
        app.settle()
        #expect(app.asks)
        #expect(app.shows("Replace \"art.png\"?"))
        app.key("enter")  // Replace
        #expect(disk.exports["art.png"] == foxAndCat())
    }
}

/// Whatever is put in the status line reads as a sentence.
@Test(arguments: [
    ("could not save \"a.json\": the disk is full", "Could not save \"a.json\": the disk is full."),
    ("Saved a.json.", "Saved a.json."), ("faces: drag one!", "Faces: drag one!"),
])
func theStatusLineIsAlwaysASentence(text: String, shown: String) {
    var app = SceneDriver(document: foxAndCat())
    app.scene.status = text
    #expect(app.scene.status == shown)
    app.settle()
    #expect(app.statusLine == shown && app.strings.contains(shown))
}
