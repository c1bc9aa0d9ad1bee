import Quoting

/// What `CommandSpec.parse` read: positional arguments, flags given and option values.
public struct ParsedArguments: Sendable {
    /// The command's name, for error messages.
    let command: String
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// The flags given.
    public var flags: Set<String> = []
    /// Each option's value (the last one, when an option is given twice).
    public var values: [String: String] = [:]
    /// Whether `--help` or `-h` was given.
    public var wantsHelp = false

    init(command: String) { self.command = command }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of a whole-number option in `range`, `default` when it is not given.
    /// - Throws: `UsageError` saying which numbers are allowed.
    public func number(_ name: String, in range: ClosedRange<Int>, default: Int) throws(UsageError)
        -> Int
    {
        guard let text = values[name] else { return `default` }
        guard let value = Int(text), range.contains(value) else {
            let allowed =
                range.upperBound == Int.max
                ? "a whole number of at least \(range.lowerBound)"
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(command: command, "\(name) must be \(allowed), not \(quoted(text))")
        }
        return value
    }
}
