/// A parsed JSON value, as the portable file readers (Emoji Art documents, boards) see it.
/// Objects keep their keys in order; a number keeps its text, so that an integer field can
/// refuse `0.5` or `1e30`.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number: its text as written and its value.
    case number(text: String, value: Double)
    /// A string.
    case string(String)
    /// An array.
    indirect case array([JSONValue])
    /// An object, its members in the order written (keys are unique).
    indirect case object([(key: String, value: JSONValue)])

    /// Equal when of the same kind with equal contents.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x, _), .number(let y, _)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// A number that is whole and fits an `Int`, however it is written (`8`, `8.0`,
    /// `0.8e1`), as Foundation's decoder reads an integer field; nil for anything else.
    public var wholeNumber: Int? {
        guard case .number(let text, let value) = self else { return nil }
        return Int(text) ?? Int(exactly: value)
    }

    /// The member named `key` of an object; nil when absent or not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
