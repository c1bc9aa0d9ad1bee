import PortableJSON
import Quoting

// Reading the fields of a parsed board, each refusal naming the place (`columns[0].id`)
// and the key quoted safely.
extension BoardJSON {
    static func field(_ object: JSONValue, _ key: String, in path: String)
        throws(BoardJSONError) -> JSONValue
    {
        guard case .object = object else { throw .malformed(reason: "\(path) is not an object") }
        guard let value = object[key] else {
            throw .malformed(reason: "missing \(curlyQuoted(key)) in \(path)")
        }
        return value
    }

    /// An optional member: nil when it is absent or `null`.
    static func optional(_ value: JSONValue?) -> JSONValue? {
        if case .null? = value { return nil }
        return value
    }

    /// A whole number: written as one (`12`), or any number whose value is exactly a
    /// whole number that fits (`12.0`, `1.2e1`), as Foundation's decoder took it in
    /// earlier versions.
    static func integer(_ value: JSONValue, at path: String) throws(BoardJSONError) -> Int {
        guard let whole = value.wholeNumber else {
            throw .malformed(reason: "\(path) is not a whole number")
        }
        return whole
    }

    static func text(_ value: JSONValue, at path: String) throws(BoardJSONError) -> String {
        guard case .string(let text) = value else {
            throw .malformed(reason: "\(path) is not a string")
        }
        return text
    }

    static func list(_ value: JSONValue, at path: String) throws(BoardJSONError)
        -> [JSONValue]
    {
        guard case .array(let elements) = value else {
            throw .malformed(reason: "\(path) is not an array")
        }
        return elements
    }
}
