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
        SceneDriver(EmojiArtScene(document: document, fileName: fileName, storage: disk.storage))
    }

    /// Moves the fox by a drag: an unsaved change.
    private func moveTheFox(_ app: inout SceneDriver<EmojiArtScene>) {
        let fox = app.scene.windowFrame(of: app.scene.document.item(withID: 0)!).center
        app.drag(from: fox, to: fox + Vector(dx: 40, dy: 30))
    }

    private func tapQuestionButton(_ app: inout SceneDriver<EmojiArtScene>, _ title: String) {
        let button = app.scene.question.buttons.first { $0.title == title }!
        app.tap(at: button.frame.center)
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
        let edited = app.scene.document
        app.key("ctrl+n")
        #expect(app.scene.question.isPresented)
        app.settle()
        #expect(app.shows("Save the changes to this picture?"))
        #expect(app.scene.question.buttons.map { $0.title } == ["Cancel", "Discard", "Save"])
        app.key("escape")
        #expect(!app.scene.question.isPresented && app.scene.document == edited, "Esc is Cancel")
        app.tap(at: app.scene.toolbar.button("new")!.frame.center)
        tapQuestionButton(&app, "Cancel")
        #expect(app.scene.document == edited)
        app.key("ctrl+n")
        tapQuestionButton(&app, "Discard")
        #expect(app.scene.document.items.isEmpty, "discarded: a new picture")
        #expect(disk.files.isEmpty)
    }

    @Test func saveFromTheQuestionSavesThenGoesOn() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        moveTheFox(&app)
        let edited = app.scene.document
        app.key("ctrl+n")
        app.settle()
        #expect(app.shows("Save the changes to \"zoo.json\"?"))
        tapQuestionButton(&app, "Save")
        #expect(disk.files["zoo.json"] == edited, "saved to its own file, no sheet needed")
        #expect(app.scene.document.items.isEmpty, "then the new picture")
    }

    @Test func anUntitledPictureIsSavedThroughTheSaveSheetFirst() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        let edited = app.scene.document
        app.key("ctrl+o")
        app.key("enter")  // Save, the last button
        #expect(app.scene.isFileSheetPresented && app.scene.sheetPurpose == .save)
        for _ in 0..<20 { app.key("backspace") }
        app.type("mine.json")
        app.key("enter")
        #expect(disk.files["mine.json"] == edited)
        #expect(app.scene.isFileSheetPresented && app.scene.sheetPurpose == .open, "then Open")
    }

    @Test func openWithUnsavedChangesAsksAndDiscardShowsTheOpenSheet() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        app.tap(at: app.scene.toolbar.button("open")!.frame.center)
        #expect(app.scene.question.isPresented && !app.scene.isFileSheetPresented)
        tapQuestionButton(&app, "Discard")
        #expect(app.scene.isFileSheetPresented && app.scene.sheetPurpose == .open)
    }

    @Test func withNoChangesNewAndOpenDoNotAsk() {
        let disk = MemoryStorage()
        var app = app(disk)
        app.key("ctrl+o")
        #expect(!app.scene.question.isPresented && app.scene.isFileSheetPresented)
        app.key("escape")
        app.key("ctrl+n")
        #expect(!app.scene.question.isPresented && app.scene.document.items.isEmpty)
    }

    @Test func closingAnUntitledPictureGoesAheadForTheAutosaveKeepsIt() {
        let disk = MemoryStorage()
        var app = app(disk)
        moveTheFox(&app)
        let closes = app.scene.askToClose(for: .quit, at: app.time)
        #expect(closes)
        #expect(!app.scene.question.isPresented)
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
        #expect(app.scene.question.isPresented)
        app.key("escape")
        #expect(app.scene.exitRequest == nil, "Cancel: it stays open")
        let again = app.scene.askToClose(for: .quit, at: app.time)
        #expect(!again)
        tapQuestionButton(&app, "Discard")
        #expect(app.scene.exitRequest == .quit)
        #expect(disk.files["zoo.json"] == foxAndCat(), "the file is as it was")
    }

    @Test func closingAnEditedFileCanSaveFirst() {
        let disk = MemoryStorage()
        disk.files["zoo.json"] = foxAndCat()
        var app = app(disk, fileName: "zoo.json")
        moveTheFox(&app)
        let edited = app.scene.document
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
        tapQuestionButton(&app, "Save")
        #expect(app.scene.exitRequest == nil)
        #expect(app.scene.question.isPresented, "asked again")
        app.settle()
        #expect(app.shows("Could not save \"zoo.json\": the disk is full."))
        #expect(app.scene.status == "Could not save \"zoo.json\": the disk is full.")
    }

    @Test func savingOntoAFileThatIsThereAsksFirst() {
        let disk = MemoryStorage()
        disk.files["art.json"] = EmojiArtDocument()
        var app = app(disk)
        app.key("ctrl+s")
        app.key("enter")
        #expect(app.scene.question.isPresented)
        app.settle()
        #expect(app.shows("Replace \"art.json\"?"))
        #expect(disk.files["art.json"] == EmojiArtDocument(), "not yet")
        app.key("escape")
        #expect(app.scene.isFileSheetPresented, "back to the name, to change it")
        #expect(disk.files["art.json"] == EmojiArtDocument())
        app.key("enter")
        tapQuestionButton(&app, "Replace")
        #expect(disk.files["art.json"] == foxAndCat())
        #expect(!app.scene.isFileSheetPresented)
        // Saving again to the picture's own file does not ask.
        moveTheFox(&app)
        app.key("ctrl+s")
        app.key("enter")
        #expect(!app.scene.question.isPresented && disk.files["art.json"] == app.scene.document)
    }

    @Test func exportingOntoAFileThatIsThereAsksFirst() {
        let disk = MemoryStorage()
        disk.exports["art.png"] = EmojiArtDocument()
        var app = app(disk)
        app.key("ctrl+e")
        app.key("enter")
        #expect(app.scene.question.isPresented)
        app.settle()
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
    var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
    app.scene.status = text
    #expect(app.scene.status == shown)
    app.settle()
    #expect(app.strings.contains(shown))
}
