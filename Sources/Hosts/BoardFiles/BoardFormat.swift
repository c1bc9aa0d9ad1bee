import Board
import Foundation
import HostFiles

/// The on-disk format of boards: UTF-8 JSON with a format version, and the limits a file
/// must keep to before it is even parsed.
///
/// ```json
/// {
///   "columns" : [ { "cards" : [ { "id" : 1, "label" : "green", "title" : "Buy milk" } ],
///                   "id" : 0, "title" : "To do" } ],
///   "nextID" : 2,
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let data = BoardFormat.encode(board)
/// let same = try BoardFormat.decode(data)
/// ```
public enum BoardFormat {
    /// The format version this program writes, and the newest it reads.
    public static let currentVersion = 1

    /// The largest file accepted, in bytes: 10 MiB. Larger files are refused unread.
    public static let maximumByteCount = 10 * 1024 * 1024

    /// The deepest nesting of JSON arrays and objects accepted: 16 (a valid board needs 5).
    public static let maximumNestingDepth = 16

    /// The board as pretty-printed JSON with sorted keys: the same board always gives the
    /// same bytes.
    public static func encode(_ board: Board) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A board holds only strings and small integers, so encoding cannot fail.
        guard let data = try? encoder.encode(BoardRecord(board)) else {
            preconditionFailure("a checked board always encodes")
        }
        return data + Data("\n".utf8)
    }

    /// Reads a board from JSON bytes, checking size, nesting, version, shape and every
    /// value, in that order; throws the first problem found.
    ///
    /// ```swift
    /// try BoardFormat.decode(Data("{\"version\": 99}".utf8))
    /// // throws BoardFileError.unsupportedVersion(99)
    /// ```
    public static func decode(_ data: Data) throws(BoardFileError) -> Board {
        guard data.count <= maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        guard jsonNestingDepth(of: data, limit: maximumNestingDepth) <= maximumNestingDepth else {
            throw .tooDeeplyNested(limit: maximumNestingDepth)
        }
        let decoder = JSONDecoder()
        let probe: BoardVersionProbe
        do {
            probe = try decoder.decode(BoardVersionProbe.self, from: data)
        } catch {
            throw problem(error)
        }
        guard let version = probe.version, (1...currentVersion).contains(version) else {
            throw .unsupportedVersion(probe.version)
        }
        let record: BoardRecord
        do {
            record = try decoder.decode(BoardRecord.self, from: data)
        } catch {
            throw problem(error)
        }
        return try record.board()
    }

    private static func problem(_ error: any Error) -> BoardFileError {
        switch JSONProblem(error) {
        case .notJSON(let reason): .notJSON(reason: reason)
        case .malformed(let reason): .malformed(reason: reason)
        }
    }
}
