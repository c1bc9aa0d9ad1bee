import EmojiArt
import Foundation
import HostFiles
import TestSupport
import Testing

@testable import EmojiArtFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the app shows when a save or open fails: the file's name and the reason in plain
/// words, never Foundation's wording, a temporary file's name or a path with "..".
struct FileMessageTests {
    /// A folder this process cannot write in: a read-only folder, or (for root, whom folder
    /// permissions do not stop) a folder no one may add files to.
    private func readOnlyFolder() throws -> (folder: URL, cleanUp: () -> Void) {
        let folder = try temporaryFolder("emoji-art")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o555], ofItemAtPath: folder.path)
        let cleanUp = {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        if geteuid() == 0 {
            cleanUp()
            return (URL(fileURLWithPath: "/sys"), {})
        }
        return (folder, cleanUp)
    }

    @Test func savingIntoAReadOnlyFolderSaysPermissionDenied() throws {
        let (folder, cleanUp) = try readOnlyFolder()
        defer { cleanUp() }
        let target = folder.appendingPathComponent("art.json")
        do {
            try DocumentFile.save(EmojiArtDocument(), to: target)
            Issue.record("the save went through")
        } catch {
            let message = FileMessage.couldNot("save", target.path, error)
            #expect(message == "Could not save \"art.json\": permission denied.")
            #expect(!message.contains(".tmp") && !message.contains(".."))
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("art.json").path))
    }

    @Test func aFullDiskIsSaidSo() throws {
        let folder = try temporaryFolder("emoji-art")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("art.json")
        do {
            _ = try AtomicFile.prepare(Data(count: 100), for: target, failingAfter: 10)
            Issue.record("the write went through")
        } catch {
            #expect(
                FileMessage.couldNot("save", target.path, reason: error.reason)
                    == "Could not save \"art.json\": the disk is full (simulated).")
        }
        #expect(try contents(of: folder).isEmpty, "no temporary file is left")
    }

    @Test func openingAMissingFileSaysThereIsNone() throws {
        let folder = try temporaryFolder("emoji-art")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try DocumentFile.open(folder.appendingPathComponent("gone.json"))
            Issue.record("a missing file opened")
        } catch {
            #expect(
                FileMessage.couldNot("open", "gone.json", error)
                    == "Could not open \"gone.json\": there is no such file.")
        }
    }
}
