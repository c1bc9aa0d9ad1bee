/// A file could not be written; the previous file, if any, is untouched.
///
/// ```swift
/// catch let error as FileWriteError { print("Could not save \(error.path): \(error.reason).") }
/// ```
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// Why not, in plain words (see `PlainReason`), lower case, with no full stop.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot write PATH: REASON"
    public var description: String { "cannot write \(path): \(reason)" }
}
