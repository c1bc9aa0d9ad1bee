import Quoting

/// Why text could not be parsed as JSON, and where: the line and column (both from 1,
/// columns counted in characters) of the first problem.
///
/// ```swift
/// // "{\"a\": \"b" parsed:
/// error.description   // "line 1, column 10: the text ends inside a string"
/// ```
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in words for a sentence.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// There is nothing but white space.
        case empty
        /// The bytes are not UTF-8 text: the first byte that is not.
        case notUTF8(byte: UInt8)
        /// The text stops before the value is complete.
        case endsEarly
        /// The text stops inside a string.
        case endsInsideString
        /// A character other than the one the grammar needs there.
        case unexpected(found: String, expected: String)
        /// A number JSON does not allow (`01`, `1.`, `-`).
        case badNumber(String)
        /// A number beyond the range of `Double` (`1e999`).
        case numberTooLarge(String)
        /// A backslash escape JSON does not have (`\x`), or a broken `\u` escape.
        case badEscape(String)
        /// A `\u` escape of half a surrogate pair.
        case unpairedSurrogate
        /// A control character written raw inside a string.
        case controlCharacter(UInt8)
        /// An object names the same key twice.
        case duplicateKey(String)
        /// Arrays and objects nest deeper than the limit.
        case tooDeeplyNested(limit: Int)
        /// Something other than white space follows the value.
        case textAfterValue

        /// The reason, lower case, with no full stop.
        public var description: String {
            switch self {
            case .empty: "the text is empty"
            case .notUTF8(let byte): "not UTF-8 text (byte \(hexByte(byte)))"
            case .endsEarly: "the text ends before the JSON value does"
            case .endsInsideString: "the text ends inside a string"
            case .unexpected(let found, let expected): "\(found) where \(expected) belongs"
            case .badNumber(let text): "\(curlyQuoted(text)) is not a number"
            case .numberTooLarge(let text): "the number \(curlyQuoted(text)) is too large"
            case .badEscape(let text): "\(curlyQuoted(text)) is not an escape"
            case .unpairedSurrogate: "half a surrogate pair in a \\u escape"
            case .controlCharacter(let byte):
                "a raw control character (\\u00\(hexByte(byte))) in a string"
            case .duplicateKey(let key): "the key \(curlyQuoted(key)) appears twice"
            case .tooDeeplyNested(let limit): "arrays and objects nest deeper than \(limit) levels"
            case .textAfterValue: "more text after the JSON value"
            }
        }
    }

    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem on its line, from 1, in characters (Unicode scalars).
    public var column: Int
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// "line L, column C: REASON", lower case, with no full stop.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
