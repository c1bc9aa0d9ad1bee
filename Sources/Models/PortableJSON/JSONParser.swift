/// Why text could not be parsed as JSON.
public enum JSONParseError: Error, Equatable, Sendable {
    /// Arrays or objects nest deeper than the limit.
    case tooDeeplyNested(limit: Int)
    /// The text is not JSON (or not UTF-8): what was wrong and at which byte.
    case notJSON(String)
}

/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with no Foundation: no trailing
/// commas, no comments, no duplicate keys, no numbers beyond `Double`, valid UTF-8 only,
/// and a limit on nesting depth checked as it descends (so deep input cannot exhaust the
/// stack). A leading byte order mark is skipped, as Foundation's `JSONDecoder` skips it.
///
/// ```swift
/// let value = try JSONParser.parse(Array("{\"a\": [1, 2]}".utf8), depthLimit: 16)
/// ```
public struct JSONParser {
    let bytes: [UInt8]
    let depthLimit: Int
    var index = 0

    /// Parses a whole text; anything but white space after the value is an error.
    public static func parse(_ bytes: [UInt8], depthLimit: Int) throws(JSONParseError)
        -> JSONValue
    {
        var parser = JSONParser(bytes: bytes, depthLimit: depthLimit)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.problem("text after the value") }
        return value
    }

    func problem(_ what: String) -> JSONParseError {
        .notJSON(index < bytes.count ? "\(what) at byte \(index)" : "\(what) at the end")
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    mutating func expect(_ word: String) throws(JSONParseError) {
        for byte in word.utf8 {
            guard current == byte else { throw problem("unexpected character") }
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            return try number()
        case .some: throw problem("unexpected character")
        case nil: throw problem("no value")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= depthLimit else { throw .tooDeeplyNested(limit: depthLimit) }
        index += 1
        skipSpace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            try expect(",")
            skipSpace()
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= depthLimit else { throw .tooDeeplyNested(limit: depthLimit) }
        index += 1
        skipSpace()
        var members: [(key: String, value: JSONValue)] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw problem("expected a key") }
            let key = try string()
            guard !members.contains(where: { $0.key == key }) else {
                throw problem("duplicate key “\(key.prefix(32))”")
            }
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try value(depth: depth)))
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            try expect(",")
            skipSpace()
        }
    }
}
