import StageKit
import TestSupport
import Testing

/// A tiny format for the tests: the text "n=N" holds the number N.
struct NumberError: Error, CustomStringConvertible {
    var description: String { "not a number" }
}

func number(_ bytes: [UInt8]) throws(NumberError) -> Int {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("n="), let value = Int(text.dropFirst(2)) else { throw NumberError() }
    return value
}

/// Starting from saved state: what was saved comes back; what cannot be read is set aside,
/// never overwritten, and said; what cannot be set aside is left alone and not kept over.
@Suite struct SavedStateStartTests {
    @Test func nothingSavedStartsAnewQuietly() {
        let start = SavedStateMemory().start(.board, decode: number)
        #expect(start.work == nil && start.notice == nil && start.keeps)
    }

    @Test func whatWasSavedComesBack() throws {
        let store = SavedStateMemory()
        try store.save("n=42", for: .emojiArt)
        let start = store.start(.emojiArt, decode: number)
        #expect(start.work == 42 && start.notice == nil && start.keeps)
        #expect(store.start(.board, decode: number).work == nil, "each app has its own entry")
    }

    @Test func anUnreadableEntryIsSetAsideAndSaid() throws {
        let store = SavedStateMemory()
        try store.save("garbage", for: .chess)
        let start = store.start(.chess, decode: number)
        #expect(start.work == nil && start.keeps)
        #expect(
            start.notice
                == "The last game could not be read (not a number), so it was set aside as "
                + "chess.corrupt-1 and a new game begun.")
        #expect(store.entries["chess.corrupt-1"] == Array("garbage".utf8))
        #expect(store.entries["chess"] == nil)
        // A second bad entry never goes over the first.
        try store.save("more garbage", for: .chess)
        _ = store.start(.chess, decode: number)
        #expect(store.entries["chess.corrupt-1"] == Array("garbage".utf8))
        #expect(store.entries["chess.corrupt-2"] == Array("more garbage".utf8))
    }

    @Test func anEntryThatCannotBeSetAsideIsLeftAloneAndNotKeptOver() throws {
        let store = SavedStateMemory()
        try store.save("garbage", for: .pentominoes)
        store.failingSetAside = "permission denied"
        let start = store.start(.pentominoes, decode: number)
        #expect(start.work == nil && !start.keeps)
        #expect(
            start.notice
                == "The last game could not be read (not a number) nor set aside (permission "
                + "denied), so it is left as it is and this game will not be kept.")
        #expect(store.entries["pentominoes"] == Array("garbage".utf8))
    }

    @Test func theFourAppsKeepTheirStoredNames() {
        let keys: [SavedStateKey] = [.pentominoes, .chess, .emojiArt, .board]
        #expect(
            keys.map { "\($0.app)/\($0.fileName)" } == [
                "pentominoes/game.txt", "chess/game.txt", "emoji-art/current.json",
                "board/board.json",
            ])
    }
}
