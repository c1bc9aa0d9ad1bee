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

    var storage: PGNStorage {
        PGNStorage(
            exists: { name in self.existing.contains(name) },
            write: { name, pgn throws(PGNSaveError) in
                if let reason = self.refusal { throw PGNSaveError(reason) }
                self.saved.append((name, pgn))
                self.existing.insert(name)
            })
    }
}

@Test func ctrlSSavesTheGameAsPGNToTheNamedFile() {
    let files = FakeStorage()
    var game = ChessDriver(storage: files.storage)
    game.play(["e4", "e5"])
    game.key("ctrl+s")
    #expect(game.scene.saveSheet.isPresented)
    game.key("end")  // the suggested name comes selected; End puts the caret after it
    for _ in 0..<4 { game.key("backspace") }  // "game.pgn" → "game"
    game.type("-one.pgn")
    game.key("enter")
    #expect(files.saved.count == 1)
    #expect(files.saved.first?.name == "game-one.pgn")
    #expect(files.saved.first?.pgn.contains("1. e4 e5 *") == true)
    #expect(!game.scene.saveSheet.isPresented)
    #expect(game.scene.notice == "Saved the game to game-one.pgn.")
}

@Test func aFailedSaveIsShownInTheSheetAndChangesNothing() {
    let files = FakeStorage()
    files.refusal = "permission denied"
    var game = ChessDriver(storage: files.storage)
    game.play(["d4"])
    game.key("ctrl+s")
    game.send(game.script.tap(at: game.scene.saveSheet.buttons[1].frame.center))
    #expect(game.scene.saveSheet.isPresented)
    #expect(game.scene.saveSheet.message == "Could not save \"game.pgn\": permission denied.")
    #expect(game.scene.game.sanMoves == ["d4"])
    game.key("escape")
    #expect(!game.scene.saveSheet.isPresented)
    #expect(game.scene.game.sanMoves == ["d4"], "Escape closed the sheet, nothing else")
}

@Test func withoutStorageTheSheetSaysSavingIsNotAvailable() {
    var game = ChessDriver()
    game.press(button: "save")
    #expect(game.scene.saveSheet.isPresented)
    #expect(game.scene.saveSheet.message.contains("Saving is not available here"))
    #expect(game.scene.saveSheet.buttons[1].isEnabled == false)
}

@Test func anEmptyFileNameIsRefused() {
    let files = FakeStorage()
    var game = ChessDriver(storage: files.storage)
    game.key("ctrl+s")
    for _ in 0..<8 { game.key("backspace") }
    game.key("enter")
    #expect(files.saved.isEmpty)
    #expect(game.scene.saveSheet.message == "Type a file name first.")
}

@Test func savingOntoAnExistingFileAsksFirstAndReplacesOnlyWhenTold() {
    let files = FakeStorage()
    files.existing = ["game.pgn"]
    var app = SceneDriver(ChessScene(storage: files.storage))
    app.key("ctrl+s")
    app.wait(0.3)
    app.tap(at: app.scene.saveSheet.buttons[1].frame.center)
    #expect(files.saved.isEmpty, "nothing written yet")
    #expect(app.scene.saveSheet.message.hasPrefix("Replace \"game.pgn\"?"))
    #expect(app.scene.saveSheet.buttons[1].title == "Replace")
    #expect(app.scene.saveSheet.isPresented)
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
    #expect(app.scene.saveSheet.message.hasPrefix("Replace \"game.pgn\"?"))
    #expect(files.saved.isEmpty)
    app.key("enter")
    #expect(files.saved.map { $0.name } == ["game.pgn"], "replaced when told")
    #expect(!app.scene.saveSheet.isPresented)
    #expect(app.scene.notice == "Saved the game to game.pgn.")
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
    var app = SceneDriver(ChessScene(storage: files.storage))
    app.key("ctrl+s")
    app.key("enter")
    #expect(app.scene.saveSheet.message.hasPrefix("Replace \"game.pgn\"?"))
    app.key("escape")
    app.wait(0.3)
    #expect(!app.scene.saveSheet.isPresented)
    app.key("ctrl+s")
    let asks = app.shows("Replace")
    #expect(!asks, "a fresh sheet")
    app.key("enter")
    #expect(files.saved.isEmpty)
    #expect(app.scene.saveSheet.message.hasPrefix("Replace \"game.pgn\"?"))
}
