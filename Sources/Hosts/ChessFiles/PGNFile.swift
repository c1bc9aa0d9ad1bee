import ChessScene
import Foundation
import HostFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saved games for the scene's save sheet, as files named relative to the current
/// directory unless absolute.
public enum PGNFile {
    /// The storage the scene is given.
    public static var storage: PGNStorage {
        PGNStorage(exists: exists(name:), write: save(name:pgn:))
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

    private static func url(of name: String) -> URL {
        URL(
            fileURLWithPath: name,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
    }
}
