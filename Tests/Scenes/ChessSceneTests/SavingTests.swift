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
    /// The date the host gives as today, and the person's name, if any.
    var today: String?
    var person: String?

    var storage: PGNStorage {
        var storage = PGNStorage(
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
        storage.today = { self.today }
        storage.personName = person
        return storage
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

extension SceneDriver where S == ChessScene {
    /// Saves through the save sheet, as a person does: ctrl+s, a new name, Enter; returns
    /// the text written.
    mutating func savePGN(as name: String, to files: FakeStorage) -> String {
        key("ctrl+s")
        wait(0.3)
        for _ in 0..<"game.pgn".count { key("backspace") }
        type(name)
        key("enter")
        wait(0.3)
        return files.saved.last { $0.name == name }?.pgn ?? ""
    }
}

@Test func movesTakenBackWithUndoAreNotSaved() {
    let files = FakeStorage()
    var game = ChessApp(storage: files.storage)
    game.play(["e4", "e5", "Nf3", "Nc6"])
    game.key("ctrl+z")
    game.key("ctrl+z")
    game.wait(0.5)
    #expect(game.moves == ["e4", "e5"])
    let saved = game.savePGN(as: "taken-back.pgn", to: files)
    #expect(saved.hasSuffix("\n1. e4 e5 *\n"), "saved as shown: \(saved)")
    #expect(!saved.contains("Nf3"))
    // Played again with redo, a move is the game again.
    game.key("ctrl+shift+z")
    game.wait(0.5)
    #expect(game.savePGN(as: "redone.pgn", to: files).hasSuffix("\n1. e4 e5 2. Nf3 *\n"))
}

@Test func stepsBackInReviewAreSavedButAnUndoThereTakesTheRestBack() {
    let files = FakeStorage()
    files.files["games.pgn"] = twoGames
    var app = ChessApp(storage: files.storage)
    app.open("games.pgn")
    app.key("enter")
    app.wait(0.5)
    app.key("left")
    app.key("left")
    app.wait(0.5)
    let reviewed = app.savePGN(as: "reviewed.pgn", to: files)
    #expect(reviewed.contains("4. b4 Bxb4 {The gambit pawn, taken.} 5. c3 *"), "\(reviewed)")
    // ctrl+z takes back the move shown (4. b4): it and the moves after it are gone.
    app.key("ctrl+z")
    app.wait(0.5)
    let undone = app.savePGN(as: "undone.pgn", to: files)
    #expect(undone.contains("3. Bc4 Bc5 *"), "\(undone)")
    #expect(!undone.contains("b4"))
    // Stepping back again from there is review once more: Bc5 stays in the saved game.
    app.key("left")
    app.wait(0.5)
    #expect(app.savePGN(as: "again.pgn", to: files).contains("3. Bc4 Bc5 *"))
}

@Test func aGameAgainstTheComputerIsSavedWithThePlayersAndTheDateItStarted() {
    let files = FakeStorage()
    files.today = "2026.11.27"
    files.person = "Ada"
    var game = ChessApp(black: .computer, level: 2, storage: files.storage)
    files.today = "2026.11.28"  // saved the next day: the date is still the start's
    game.play(["e4"])
    game.wait(3)
    #expect(game.moves.count == 2)
    let saved = game.savePGN(as: "ada.pgn", to: files)
    #expect(saved.contains("[Date \"2026.11.27\"]"), "\(saved)")
    #expect(saved.contains("[White \"Ada\"]"))
    #expect(saved.contains("[Black \"Computer, level 2\"]"))
    // A new game is dated the day it starts; playing black, the person is Black.
    game.startNewGame(as: "Black")
    _ = game.settle(limit: 30)
    let next = game.savePGN(as: "next.pgn", to: files)
    #expect(next.contains("[Date \"2026.11.28\"]"), "\(next)")
    #expect(next.contains("[White \"Computer, level 2\"]"))
    #expect(next.contains("[Black \"Ada\"]"))
}

@Test func twoPeopleAreSavedAsWhiteAndBlackAndNoDateIsUnknown() {
    let files = FakeStorage()
    var game = ChessApp(storage: files.storage)
    game.play(["d4"])
    let saved = game.savePGN(as: "two.pgn", to: files)
    #expect(saved.contains("[White \"White\"]"), "\(saved)")
    #expect(saved.contains("[Black \"Black\"]"))
    #expect(saved.contains("[Date \"????.??.??\"]"))
}

@Test func anOpenedGameKeepsItsOwnTagsWhenSaved() {
    let files = FakeStorage()
    files.files["games.pgn"] = twoGames
    files.today = "2026.11.27"
    files.person = "Ada"
    var app = ChessApp(storage: files.storage)
    app.open("games.pgn")
    app.key("enter")
    app.wait(0.5)
    let saved = app.savePGN(as: "copy.pgn", to: files)
    #expect(saved.contains("[White \"Evans\"]"), "\(saved)")
    #expect(saved.contains("[Black \"McDonnell\"]"))
    #expect(saved.contains("[Date \"????.??.??\"]"), "the file gave no date")
}

@Test func aDayIsWrittenAsPGNDatesIt() {
    #expect(PGNStorage.date(year: 2026, month: 3, day: 7) == "2026.03.07")
    #expect(PGNStorage.date(year: 2026, month: 11, day: 27) == "2026.11.27")
    #expect(PGNStorage.date(year: 987, month: 12, day: 31) == "0987.12.31")
}
