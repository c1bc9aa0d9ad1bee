import Quoting

/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with no Foundation: no trailing
/// commas, no comments, no duplicate keys, no numbers beyond `Double`, valid UTF-8 only,
/// and a limit on nesting depth checked as it descends (so deep input cannot exhaust the
/// stack). A leading byte order mark is skipped, as Foundation's `JSONDecoder` skips it.
/// A refusal says where, by line and column, and why (`JSONParseError`).
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
        if let bad = firstNonUTF8Byte(in: bytes) {
            parser.index = bad
            throw parser.problem(.notUTF8(byte: bytes[bad]))
        }
        parser.skipSpace()
        guard parser.current != nil else { throw parser.problem(.empty) }
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.problem(.textAfterValue) }
        return value
    }

    /// The error for `reason` at the current place.
    func problem(_ reason: JSONParseError.Reason) -> JSONParseError {
        problem(reason, at: index)
    }

    /// The error for `reason` at byte `offset`, with its line and column counted from 1.
    func problem(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONParseError(line: line, column: column, reason: reason)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    /// The error for the character at the current place, where `expected` belongs.
    func unexpected(_ expected: String) -> JSONParseError {
        guard index < bytes.count else { return problem(.endsEarly) }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let found = String(decoding: bytes[index..<end], as: UTF8.self)
        return problem(.unexpected(found: curlyQuoted(found), expected: expected))
    }

    mutating func expect(_ byte: UInt8, where expected: String) throws(JSONParseError) {
        guard current == byte else { throw unexpected(expected) }
        index += 1
    }

    /// `true`, `false` or `null`; anything else starting with the same letter is named
    /// whole ("“this” where a value belongs").
    mutating func literal(_ word: String) throws(JSONParseError) {
        let start = index
        var end = start
        while end < bytes.count, end - start < 32,
            (0x61...0x7A).contains(bytes[end] | 0x20) || (0x30...0x39).contains(bytes[end])
        {
            end += 1
        }
        guard bytes[start..<end].elementsEqual(word.utf8) else {
            let found = String(decoding: bytes[start..<end], as: UTF8.self)
            if end == bytes.count, word.utf8.starts(with: bytes[start..<end]) {
                index = end
                throw problem(.endsEarly)
            }
            throw problem(
                .unexpected(found: curlyQuoted(found), expected: "a value"), at: start)
        }
        index = end
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            return try number()
        default: throw unexpected("a value")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= depthLimit else { throw problem(.tooDeeplyNested(limit: depthLimit)) }
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
            try expect(UInt8(ascii: ","), where: "“,” or “]”")
            skipSpace()
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= depthLimit else { throw problem(.tooDeeplyNested(limit: depthLimit)) }
        index += 1
        skipSpace()
        var members: [(key: String, value: JSONValue)] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            let start = index
            guard current == UInt8(ascii: "\"") else { throw unexpected("a key in quotes") }
            let key = try string()
            guard !members.contains(where: { $0.key == key }) else {
                throw problem(.duplicateKey(key), at: start)
            }
            skipSpace()
            try expect(UInt8(ascii: ":"), where: "“:”")
            skipSpace()
            members.append((key, try value(depth: depth)))
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            try expect(UInt8(ascii: ","), where: "“,” or “}”")
            skipSpace()
        }
    }
}

/// The offset of the first byte that does not belong to valid UTF-8, or nil.
func firstNonUTF8Byte(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}
