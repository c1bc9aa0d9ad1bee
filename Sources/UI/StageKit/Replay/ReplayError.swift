/// A replay file's first malformed line: its number (from 1) and what is wrong with it,
/// in a plain sentence.
public struct ReplayError: Error, Equatable, CustomStringConvertible {
    /// The line's number, counting from 1.
    public var line: Int
    /// What is wrong, such as "unknown event 'jump' (expected down, move, …)".
    public var reason: String

    /// Creates the error for line `line`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "line 3: …".
    public var description: String { "line \(line): \(reason)" }
}
