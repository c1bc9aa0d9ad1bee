import Board
import BoardFiles
import Foundation
import HostFiles
import TestSupport
import Testing

@Suite struct KeptBoardTests {
    @Test func noFileStartsFromTheSampleAndASaveComesBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = KeptBoard(file: folder.appendingPathComponent("state/board.json"))
        let start = kept.restore()
        #expect(start.board == .sample && start.notice == nil && start.keeps)
        var board = Board.sample
        try board.addCard("Kept", toColumn: 0)
        try kept.save(board)
        #expect(kept.restore().board == board)
    }

    @Test func anUnreadableFileIsSetAsideNeverOverwritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("board.json")
        try Data("{ not json".utf8).write(to: file)
        let start = KeptBoard(file: file).restore(stamp: "20261125-120000")
        #expect(start.board == .sample && start.keeps)
        #expect(
            start.notice?.contains("line 1, column 3: “n” where a key in quotes belongs") == true)
        #expect(start.notice?.contains("board.corrupt-20261125-120000.json") == true)
        let aside = folder.appendingPathComponent("board.corrupt-20261125-120000.json")
        #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aFailedSaveLeavesTheOldFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("board.json")
        try BoardFile.save(.sample, to: file)
        let before = try Data(contentsOf: file)
        // A folder where the temporary file would go makes the write fail.
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: folder.path)
        }
        var board = Board.sample
        try board.addCard("Lost", toColumn: 0)
        if getuid() != 0 {
            #expect(throws: BoardFileError.self) { try BoardFile.save(board, to: file) }
        }
        #expect(try Data(contentsOf: file) == before || getuid() == 0)
    }

    @Test func openingNamesWhatIsWrong() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: BoardFileError.unreadable(path: folder.path, reason: "it is a folder")) {
            try BoardFile.open(folder)
        }
        let big = folder.appendingPathComponent("big.json")
        try Data(count: BoardJSON.maximumByteCount + 1).write(to: big)
        #expect(
            throws: BoardFileError.invalid(.tooLarge(byteCount: BoardJSON.maximumByteCount + 1))
        ) {
            try BoardFile.open(big)
        }
        let truncated = folder.appendingPathComponent("truncated.json")
        try Data(BoardJSON.encode(.sample).utf8.prefix(95)).write(to: truncated)
        do {
            _ = try BoardFile.open(truncated)
            Issue.record("a truncated board opened")
        } catch {
            #expect(error.description == "line 7, column 24: the text ends inside a string")
        }
    }
}
