import Board
import Foundation
import HostFiles

/// Opens and saves boards on disk in the one board format, `BoardJSON`: opening refuses
/// an over-large file before reading it and checks everything `BoardJSON.decode(_:)`
/// checks; saving is atomic (`AtomicFile`).
///
/// ```swift
/// try BoardFile.save(board, to: url)
/// let reopened = try BoardFile.open(url)
/// ```
public enum BoardFile {
    /// Reads and checks a board file.
    public static func open(_ url: URL) throws(BoardFileError) -> Board {
        let data: Data
        do throws(LimitedRead.Failure) {
            data = try LimitedRead.contents(of: url, limit: BoardJSON.maximumByteCount)
        } catch {
            switch error {
            case .tooLarge(let count): throw .invalid(.tooLarge(byteCount: count))
            case .unreadable(let reason): throw .unreadable(path: url.path, reason: reason)
            }
        }
        do throws(BoardJSONError) {
            return try BoardJSON.decode(Array(data))
        } catch {
            throw .invalid(error)
        }
    }

    /// Writes a board atomically, creating its folder when needed: the previous file
    /// survives any failure.
    public static func save(_ board: Board, to url: URL) throws(BoardFileError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder.path, reason: PlainReason.of(error))
        }
        do {
            try AtomicFile.write(Data(BoardJSON.encode(board).utf8), to: url)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }
}
