import Chess
import ChessScene
import Foundation
import HostFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Games saved and opened by the scene's file sheet, as files named relative to the current
/// directory unless absolute.
public enum PGNFile {
    /// The storage the scene is given, with today's date and the login name for the tags
    /// of the games it saves.
    public static var storage: PGNStorage {
        var storage = PGNStorage(exists: exists(name:), write: save(name:pgn:), read: read(name:))
        storage.today = { today() }
        storage.personName = personName(login: ProcessInfo.processInfo.environment["USER"])
        return storage
    }

    /// A day as PGN dates it, in the local time zone: "2026.11.27".
    public static func today(_ now: Date = Date()) -> String {
        let day = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return PGNStorage.date(year: day.year ?? 0, month: day.month ?? 0, day: day.day ?? 0)
    }

    /// A login name as a person's name: "ada" is written "Ada", "McAdams" stays as it is;
    /// nil for none.
    public static func personName(login: String?) -> String? {
        guard let login, !login.isEmpty else { return nil }
        guard login == login.lowercased() else { return login }
        return login.prefix(1).uppercased() + login.dropFirst()
    }

    /// Whether something of that name is already there (a file or a folder).
    public static func exists(name: String) -> Bool {
        FileManager.default.fileExists(atPath: url(of: name).path)
    }

    /// Writes `pgn` to `name` atomically (`AtomicFile`), so a failed save never leaves half
    /// a file or loses the previous one. The reason for a failure is in plain words, never
    /// the temporary file's name.
    public static func save(name: String, pgn: String) throws(PGNSaveError) {
        let url = url(of: name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
            isFolder.boolValue
        {
            throw PGNSaveError(PlainReason.of(errno: EISDIR))
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            throw PGNSaveError(PlainReason.of(errno: ENOENT))
        }
        do {
            try AtomicFile.write(Data(pgn.utf8), to: url)
        } catch {
            throw PGNSaveError(error.reason)
        }
    }

    /// The text of the PGN file `name`; the reason for a failure (no such file, a
    /// folder, too large, not text) is in plain words.
    public static func read(name: String) throws(PGNSaveError) -> String {
        let url = url(of: name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw PGNSaveError("there is no such file")
        }
        guard !isFolder.boolValue else { throw PGNSaveError(PlainReason.of(errno: EISDIR)) }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw PGNSaveError(PlainReason.of(errno: EACCES))
        }
        defer { try? handle.close() }
        // One byte more than the reader takes tells a file that is too large.
        let data = (try? handle.read(upToCount: PGNGame.maximumBytes + 1)) ?? Data()
        guard data.count <= PGNGame.maximumBytes else {
            throw PGNSaveError(
                "it is larger than \(PGNGame.maximumBytes / 1_000_000) MB, more than a game file holds"
            )
        }
        guard
            let text = String(data: data, encoding: .utf8)
                ?? String(data: data, encoding: .isoLatin1)
        else {
            throw PGNSaveError("it is not a text file")
        }
        return text
    }

    private static func url(of name: String) -> URL {
        URL(
            fileURLWithPath: name,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
    }
}
