import PortableJSON

/// Why a text could not be read as a board, in one sentence that says where.
///
/// ```swift
/// BoardJSONError.malformed(reason: "nextID is not a whole number").description
/// // "the board is malformed: nextID is not a whole number"
/// ```
public enum BoardJSONError: Error, Equatable, Sendable {
    /// The text is longer than `BoardJSON.maximumByteCount`; it was not parsed.
    case tooLarge(byteCount: Int)
    /// The bytes are not JSON (or not UTF-8, or nest deeper than
    /// `BoardJSON.maximumNestingDepth`): where, and why.
    case notJSON(JSONParseError)
    /// No format version, or one this program does not know.
    case unsupportedVersion(Int?)
    /// JSON of the wrong shape, and where: a missing field, a string where a number
    /// belongs, a number too large, an unknown colour label.
    case malformed(reason: String)
    /// The board broke one of its rules (a duplicate id, an empty title, too many cards).
    case invalidBoard(BoardError)
}

extension BoardJSONError: CustomStringConvertible {
    /// A sentence explaining the problem, lower case, with no full stop.
    public var description: String {
        switch self {
        case .tooLarge(let count):
            "the file is \(count) bytes, more than the limit of \(BoardJSON.maximumByteCount)"
        case .notJSON(let error): error.description
        case .unsupportedVersion(let version):
            unsupportedVersionReason(version, newest: BoardJSON.currentVersion)
        case .malformed(let reason): "the board is malformed: \(reason)"
        case .invalidBoard(let reason): "invalid board: \(reason)"
        }
    }
}
