/// A command line that does not fit the command: exits with status 2 and one sentence.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    /// The command, for example `chess perft`.
    public var command: String
    /// What was wrong and what is allowed, as a sentence without its full stop.
    public var reason: String

    /// The error of `command`, for `reason`.
    public init(command: String, _ reason: String) {
        self.command = command
        self.reason = reason
    }

    /// `command: reason.`
    public var description: String { "\(command): \(reason)." }
}
