import Foundation
import HostFiles
import StageKit
import TestSupport
import Testing

/// The desktop's saved state: a file per app in its state folder, written atomically, read
/// with a limit, set aside beside itself and never overwritten.
@Suite struct SavedStateFilesTests {
    @Test func eachAppKeepsItsFileWhereItAlwaysHas() throws {
        let data = try temporaryFolder("state")
        defer { try? FileManager.default.removeItem(at: data) }
        let store = SavedStateFiles(appsUnder: data)
        for key in [SavedStateKey.pentominoes, .chess, .emojiArt, .board] {
            #expect(try store.load(key) == nil, "nothing saved yet")
            try store.save("\(key.app) work", for: key)
            #expect(try store.load(key) == Array("\(key.app) work".utf8))
        }
        #expect(try contents(of: data) == ["board", "chess", "emoji-art", "pentominoes"])
        #expect(try contents(of: data.appendingPathComponent("emoji-art")) == ["current.json"])
        #expect(
            try String(contentsOf: data.appendingPathComponent("board/board.json"), encoding: .utf8)
                == "board work")
        // One run's own folder (`--state DIR`) holds the file itself.
        let single = SavedStateFiles(folder: data.appendingPathComponent("run"))
        try single.save("x", for: .pentominoes)
        #expect(single.file(for: .pentominoes).path == data.path + "/run/game.txt")
    }

    @Test func anUnreadableFileIsSetAsideBesideItselfNeverOverwritten() throws {
        let folder = try temporaryFolder("state")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SavedStateFiles(folder: folder, stamp: { "20261125-120000" })
        let file = folder.appendingPathComponent("board.json")
        try Data("{ not json".utf8).write(to: file)
        #expect(try store.setAside(.board) == "board.corrupt-20261125-120000.json")
        try Data("{ again".utf8).write(to: file)
        #expect(try store.setAside(.board) == "board.corrupt-20261125-120000-2.json")
        #expect(
            try Data(
                contentsOf: folder.appendingPathComponent("board.corrupt-20261125-120000.json"))
                == Data("{ not json".utf8))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func startingFromAnUnreadableFileSaysWhereAndWhy() throws {
        let folder = try temporaryFolder("state")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SavedStateFiles(folder: folder, stamp: { "20261125-120000" })
        try Data("{ not json".utf8).write(to: store.file(for: .emojiArt))
        let start = store.start(.emojiArt) { bytes throws(SavedStateError) -> Int in
            throw SavedStateError("line 1, column 3: “n” where a key in quotes belongs")
        }
        #expect(start.work == nil && start.keeps)
        #expect(
            start.notice
                == "The last picture could not be read (line 1, column 3: “n” where a key in "
                + "quotes belongs), so it was set aside as current.corrupt-20261125-120000.json "
                + "and a new picture begun.")
    }

    @Test func aFolderOrAnOversizedFileIsUnreadableNotFatal() throws {
        let folder = try temporaryFolder("state")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SavedStateFiles(folder: folder)
        try FileManager.default.createDirectory(
            at: store.file(for: .emojiArt), withIntermediateDirectories: true)
        #expect(throws: SavedStateError("it is a folder")) { try store.load(.emojiArt) }
        try Data(count: SavedStateFiles.maximumByteCount + 1).write(to: store.file(for: .board))
        #expect(
            throws: SavedStateError(
                "the file is \(SavedStateFiles.maximumByteCount + 1) bytes, more than the limit of "
                    + "\(SavedStateFiles.maximumByteCount)")
        ) { try store.load(.board) }
    }

    @Test func aFailedSaveLeavesTheOldFileAndNoTemporary() throws {
        let folder = try temporaryFolder("state")
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        let store = SavedStateFiles(folder: folder)
        try store.save("old", for: .chess)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        if getuid() != 0 {
            #expect(throws: SavedStateError("permission denied")) {
                try store.save("new", for: .chess)
            }
        }
        #expect(try store.load(.chess) == Array("old".utf8) || getuid() == 0)
        #expect(try contents(of: folder) == ["game.txt"])
    }
}
