import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

/// A storage that remembers what it was asked to write, or refuses with a reason.
final class FakeStorage: @unchecked Sendable {
    var saved: [(name: String, pgn: String)] = []
    var refusal: String?

    var storage: PGNStorage {
        { name, pgn throws(PGNSaveError) in
            if let reason = self.refusal { throw PGNSaveError(reason) }
            self.saved.append((name, pgn))
        }
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
    #expect(game.scene.saveSheet.message == "Could not save to game.pgn: permission denied")
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
