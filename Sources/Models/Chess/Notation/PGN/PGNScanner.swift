/// Splits PGN text into its tokens, counting lines: tag pairs, move numbers, moves,
/// annotation glyphs, comments, parentheses and results. `%` lines and `;` comments are
/// skipped. Everything is read as bytes, once, so hostile text costs linear time.
struct PGNScanner {
    enum Token: Equatable {
        case tag(name: String, value: String)
        case moveNumber
        case move(String)
        case glyph(Int)
        case comment(String)
        case open, close
        case result(String)
        case end
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The line of the next byte, from 1.
    private(set) var line = 1

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The next token and the line it starts on.
    mutating func next() throws(PGNError) -> (token: Token, line: Int) {
        skipSpace()
        let start = line
        guard index < bytes.count else { return (.end, start) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "["): return (try tag(), start)
        case UInt8(ascii: "{"): return (try comment(), start)
        case UInt8(ascii: "("):
            index += 1
            return (.open, start)
        case UInt8(ascii: ")"):
            index += 1
            return (.close, start)
        case UInt8(ascii: "*"):
            index += 1
            return (.result("*"), start)
        case UInt8(ascii: "$"): return (try numericGlyph(), start)
        case UInt8(ascii: "!"), UInt8(ascii: "?"): return (try suffixGlyph(), start)
        case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == byte:
            throw PGNError(line: start, .nullMove)
        default:
            guard Self.isSymbolStart(byte) else {
                throw PGNError(line: start, .unexpected(character(at: index)))
            }
            return (try symbol(), start)
        }
    }

    /// Skips white space, stray dots, `;` comments to the end of the line and `%` escape
    /// lines, counting lines.
    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                line += 1
                index += 1
            } else if byte == 32 || byte == 9 || byte == 13 || byte == 11 || byte == 12
                || byte == UInt8(ascii: ".")
            {
                index += 1
            } else if byte == UInt8(ascii: ";")
                || (byte == UInt8(ascii: "%") && (index == 0 || bytes[index - 1] == 10))
            {
                while index < bytes.count && bytes[index] != 10 { index += 1 }
            } else {
                return
            }
        }
    }

    /// `[Name "value"]` on one line; `\"` and `\\` escape a quote and a backslash.
    private mutating func tag() throws(PGNError) -> Token {
        let malformed = PGNError(line: line, .malformedTag)
        index += 1
        skipBlanks()
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart else { throw malformed }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw malformed }
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != 10, bytes[index] != 13 else {
                throw malformed
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\"), index < bytes.count,
                bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\")
            {
                value.append(bytes[index])
                index += 1
            } else {
                value.append(byte)
            }
        }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { throw malformed }
        index += 1
        return .tag(name: name, value: String(decoding: value, as: UTF8.self))
    }

    /// `{…}`, possibly over several lines; runs of white space become one space.
    private mutating func comment() throws(PGNError) -> Token {
        let opened = line
        index += 1
        var text: [UInt8] = []
        var pendingSpace = false
        while true {
            guard index < bytes.count else {
                throw PGNError(line: opened, .unclosedComment(openedOn: opened))
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "}") { break }
            if byte == 10 { line += 1 }
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12 {
                pendingSpace = !text.isEmpty
            } else {
                if pendingSpace { text.append(32) }
                pendingSpace = false
                text.append(byte)
            }
        }
        return .comment(String(decoding: text, as: UTF8.self))
    }

    /// `$` and a number from 0 to 255.
    private mutating func numericGlyph() throws(PGNError) -> Token {
        let start = index
        index += 1
        var value = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            value = min(value * 10 + digit, 1_000)
            index += 1
        }
        guard index > start + 1, value <= 255 else {
            throw PGNError(line: line, .badAnnotation(text(start..<index)))
        }
        return .glyph(value)
    }

    /// "!", "?", "!!", "??", "!?" or "?!", as the glyphs $1 to $6.
    private mutating func suffixGlyph() throws(PGNError) -> Token {
        let start = index
        while index < bytes.count,
            bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?")
        {
            index += 1
        }
        let written = text(start..<index)
        guard let glyph = ["!", "?", "!!", "??", "!?", "?!"].firstIndex(of: written) else {
            throw PGNError(line: line, .badAnnotation(written))
        }
        return .glyph(glyph + 1)
    }

    /// A move number ("12", its dots skipped later), a result, or a move.
    private mutating func symbol() throws(PGNError) -> Token {
        let start = index
        while index < bytes.count, Self.isSymbolByte(bytes[index]) { index += 1 }
        let word = text(start..<index)
        if bytes[start..<index].allSatisfy({ Self.digit($0) != nil }) { return .moveNumber }
        switch word {
        case "1-0", "0-1", "1/2-1/2": return .result(word)
        case "Z0": throw PGNError(line: line, .nullMove)
        default: return .move(word)
        }
    }

    private mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whole character starting at `at`, for an error message.
    private func character(at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end < start + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(start..<end)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 48 && byte <= 57 ? Int(byte - 48) : nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || digit(byte) != nil
            || byte == UInt8(ascii: "_")
    }

    private static func isSymbolStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || digit(byte) != nil
    }

    private static func isSymbolByte(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "/")
    }
}
