import Board

/// Why a board file could not be opened, read or saved. Whatever the error, the board in
/// memory is left as it was, and a failed save leaves the previous file as it was.
///
/// ```swift
/// do { _ = try BoardFile.open(url) } catch { print(error) }
/// // "line 3, column 14: the text ends inside a string"
/// ```
public enum BoardFileError: Error, Equatable, Sendable {
    /// The file could not be read (missing, a folder, no permission…).
    case unreadable(path: String, reason: String)
    /// The file was read but is not a board (`BoardJSON` says why).
    case invalid(BoardJSONError)
    /// The file could not be written; the previous file, if any, is untouched.
    case unwritable(path: String, reason: String)
}

extension BoardFileError: CustomStringConvertible {
    /// A sentence explaining the problem, lower case, with no full stop.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalid(let error): error.description
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
