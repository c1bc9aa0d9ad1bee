import Board
import PortableJSON

/// Why a board file could not be opened, read or saved. Whatever the error, the board in
/// memory is left as it was, and a failed save leaves the previous file as it was.
///
/// ```swift
/// do { _ = try BoardFile.open(url) } catch { print(error) }   // "the file is not JSON: …"
/// ```
public enum BoardFileError: Error, Equatable, Sendable {
    /// The file could not be read (missing, a folder, no permission…).
    case unreadable(path: String, reason: String)
    /// The file is larger than `BoardFormat.maximumByteCount`; it was not read.
    case tooLarge(byteCount: Int)
    /// The bytes are not JSON (or not UTF-8).
    case notJSON(reason: String)
    /// Arrays or objects nest deeper than `BoardFormat.maximumNestingDepth`.
    case tooDeeplyNested(limit: Int)
    /// No format version, or one this program does not know.
    case unsupportedVersion(Int?)
    /// JSON of the wrong shape: a missing field, a string where a number belongs, a
    /// number too large, an unknown colour label.
    case malformed(reason: String)
    /// The board broke one of its rules (a duplicate id, an empty title, too many cards).
    case invalidBoard(BoardError)
    /// The file could not be written; the previous file, if any, is untouched.
    case unwritable(path: String, reason: String)
}

extension BoardFileError: CustomStringConvertible {
    /// A sentence explaining the problem, lower case, with no full stop.
    ///
    /// ```swift
    /// BoardFileError.tooDeeplyNested(limit: 16).description
    /// // "the JSON nests deeper than 16 levels"
    /// ```
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let count):
            "the file is \(count) bytes, more than the limit of \(BoardFormat.maximumByteCount)"
        case .notJSON(let reason): "the file is not JSON: \(reason)"
        case .tooDeeplyNested(let limit): "the JSON nests deeper than \(limit) levels"
        case .unsupportedVersion(let version):
            unsupportedVersionReason(version, newest: BoardFormat.currentVersion)
        case .malformed(let reason): "the board is malformed: \(reason)"
        case .invalidBoard(let reason): "invalid board: \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
