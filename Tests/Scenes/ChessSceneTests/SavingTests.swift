import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// A storage that remembers what it was asked to write, or refuses with a reason; files
/// it holds (or was told of) exist.
final class FakeStorage: @unchecked Sendable {
    var saved: [(name: String, pgn: String)] = []
    var refusal: String?
    var existing: Set<String> = []
    /// The text of files to open, by name.
    var files: [String: String] = [:]

    var storage: PGNStorage {
        PGNStorage(
            exists: { name in self.existing.contains(name) || self.files[name] != nil },
            write: { name, pgn throws(PGNSaveError) in
                if let reason = self.refusal { throw PGNSaveError(reason) }
                self.saved.append((name, pgn))
                self.existing.insert(name)
            },
            read: { name throws(PGNSaveError) in
                guard let text = self.files[name] else {
                    throw PGNSaveError("there is no such file")
                }
                return text
            })
    }
}

@Test func ctrlSSavesTheGameAsPGNToTheNamedFile() {
    let files = FakeStorage()
    var game = ChessApp(storage: files.storage)
    game.play(["e4", "e5"])
    #expect(!game.showsSaveSheet)
    game.key("ctrl+s")
    game.wait(0.3)
    #expect(game.showsSaveSheet)
    #expect(game.control("File name")?.value == "game.pgn")
    game.key("end")  // the suggested name comes selected; End puts the caret after it
    for _ in 0..<4 { game.key("backspace") }  // "game.pgn" → "game"
    game.type("-one.pgn")
    #expect(game.control("File name")?.value == "game-one.pgn")
    game.key("enter")
    #expect(files.saved.count == 1)
    #expect(files.saved.first?.name == "game-one.pgn")
    #expect(files.saved.first?.pgn.contains("1. e4 e5 *") == true)
    game.wait(0.3)
    #expect(!game.showsSaveSheet)
    #expect(game.strings.contains("Saved the game to game-one.pgn."))
}

@Test func aFailedSaveIsShownInTheSheetAndChangesNothing() {
    let files = FakeStorage()
    files.refusal = "permission denied"
    var game = ChessApp(storage: files.storage)
    game.play(["d4"])
    game.key("ctrl+s")
    game.wait(0.3)
    game.click("Save")
    game.wait(0.3)
    #expect(game.showsSaveSheet)
    #expect(game.strings.contains("Could not save \"game.pgn\": permission denied."))
    #expect(game.moves == ["d4"])
    game.key("escape")
    game.wait(0.3)
    #expect(!game.showsSaveSheet)
    #expect(files.saved.isEmpty)
    #expect(game.moves == ["d4"], "Escape closed the sheet, nothing else")
}

@Test func withoutStorageTheSheetSaysSavingIsNotAvailable() {
    var game = ChessApp()
    game.click("Save PGN")
    game.wait(0.3)
    #expect(game.showsSaveSheet)
    #expect(game.shows("Saving is not available here"))
    #expect(game.control("Save") != nil && !game.isEnabled("Save"))
}

@Test func anEmptyFileNameIsRefused() {
    let files = FakeStorage()
    var game = ChessApp(storage: files.storage)
    game.key("ctrl+s")
    for _ in 0..<8 { game.key("backspace") }
    game.key("enter")
    game.wait(0.3)
    #expect(files.saved.isEmpty)
    #expect(game.showsSaveSheet)
    #expect(game.strings.contains("Type a file name first."))
}

@Test func savingOntoAnExistingFileAsksFirstAndReplacesOnlyWhenTold() {
    let files = FakeStorage()
    files.existing = ["game.pgn"]
    var app = ChessApp(storage: files.storage)
    app.key("ctrl+s")
    app.wait(0.3)
    app.click("Save")
    #expect(files.saved.isEmpty, "nothing written yet")
    #expect(app.shows("Replace \"game.pgn\"?"))
    #expect(app.control("Replace") != nil && app.control("Save") == nil)
    #expect(app.showsSaveSheet)
    // Another name: asked about that one instead, or saved at once if it is new. (The
    // suggested name comes selected; End puts the caret after it.)
    app.key("end")
    app.key("backspace")
    app.key("backspace")
    app.key("backspace")
    app.type("txt")
    let asksAgain = app.shows("Replace")
    #expect(!asksAgain, "the question was about game.pgn")
    app.type("x")
    app.key("backspace")
    app.key("backspace")
    app.key("backspace")
    app.key("backspace")
    app.type("pgn")
    app.key("enter")
    #expect(app.shows("Replace \"game.pgn\"?"))
    #expect(files.saved.isEmpty)
    app.key("enter")
    #expect(files.saved.map { $0.name } == ["game.pgn"], "replaced when told")
    app.wait(0.3)
    #expect(!app.showsSaveSheet)
    #expect(app.strings.contains("Saved the game to game.pgn."))
    // A new name is written without a question.
    app.key("ctrl+s")
    app.key("end")
    app.key("backspace")
    app.key("backspace")
    app.key("backspace")
    app.key("backspace")
    app.type("-2.pgn")
    app.key("enter")
    #expect(files.saved.map { $0.name } == ["game.pgn", "game-2.pgn"])
}

@Test func aCancelledReplaceWritesNothingAndTheNextSaveAsksAgain() {
    let files = FakeStorage()
    files.existing = ["game.pgn"]
    var app = ChessApp(storage: files.storage)
    app.key("ctrl+s")
    app.key("enter")
    app.wait(0.3)
    #expect(app.shows("Replace \"game.pgn\"?"))
    app.key("escape")
    app.wait(0.3)
    #expect(!app.showsSaveSheet)
    app.key("ctrl+s")
    app.wait(0.3)
    let asks = app.shows("Replace")
    #expect(!asks, "a fresh sheet")
    app.key("enter")
    #expect(files.saved.isEmpty)
    #expect(app.shows("Replace \"game.pgn\"?"))
}
