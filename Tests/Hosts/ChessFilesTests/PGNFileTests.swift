import ChessScene
import Foundation
import TestSupport
import Testing
import ChessFiles

/// The save sheet's files: a failure comes back in plain words (shown in the sheet as
/// `Could not save "game.pgn": permission denied.`), never Foundation's wording or the
/// temporary file's name.
@Suite struct PGNFileTests {
    @Test func aSaveIsWrittenWholeAndSaysTheFileIsThereAfterwards() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("game.pgn").path
        #expect(!PGNFile.exists(name: path))
        try PGNFile.save(name: path, pgn: "1. e4 *\n")
        #expect(PGNFile.exists(name: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1. e4 *\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["game.pgn"])
    }

    @Test func failuresAreInPlainWords() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            reason(folder.appendingPathComponent("missing/game.pgn").path)
                == "the folder does not exist")
        #expect(reason(folder.path) == "that is a folder")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: locked.path)
        }
        // Permissions do not hold back the superuser.
        if getuid() != 0 {
            let refused = reason(locked.appendingPathComponent("game.pgn").path)
            #expect(refused == "permission denied")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    private func reason(_ path: String) -> String? {
        do {
            try PGNFile.save(name: path, pgn: "*\n")
            return nil
        } catch {
            #expect(!error.reason.contains(".tmp") && !error.reason.contains("Cocoa"))
            return error.reason
        }
    }
}
