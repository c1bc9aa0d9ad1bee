import ChessScene
import Foundation

/// Writes saved games for the scene's save sheet.
enum PGNFile {
    /// Writes `pgn` to `name` (relative to the current directory unless absolute)
    /// atomically: into a temporary file beside it, then renamed over it, so a failed
    /// save never leaves half a file or loses the previous one.
    static func save(name: String, pgn: String) throws(PGNSaveError) {
        let url = URL(
            fileURLWithPath: name,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
            isFolder.boolValue
        {
            throw PGNSaveError("\(url.path) is a folder")
        }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(pgn.utf8).write(to: temporary)
        } catch {
            throw PGNSaveError(Self.reason(error, folder: folder))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw PGNSaveError(reason)
        }
    }

    private static func reason(_ error: Error, folder: URL) -> String {
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
            || !isFolder.boolValue
        {
            return "there is no folder \(folder.path)"
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
