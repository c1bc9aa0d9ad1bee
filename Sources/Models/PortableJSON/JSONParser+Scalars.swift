extension JSONParser {
    mutating func digits() -> Int {
        let start = index
        while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
        return index - start
    }

    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        func bad(_ parser: JSONParser) -> JSONParseError {
            var end = parser.index
            while end < parser.bytes.count, end - start < 32,
                !" \t\r\n,]}".utf8.contains(parser.bytes[end])
            {
                end += 1
            }
            let text = String(decoding: parser.bytes[start..<end], as: UTF8.self)
            return parser.problem(.badNumber(text), at: start)
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw bad(self) }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw bad(self) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw bad(self) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw problem(.numberTooLarge(text), at: start)
        }
        return .number(text: text, value: value)
    }

    mutating func hexQuad(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch current {
            case .some(let byte) where (0x30...0x39).contains(byte): digit = byte - 0x30
            case .some(let byte) where (0x41...0x46).contains(byte): digit = byte - 0x41 + 10
            case .some(let byte) where (0x61...0x66).contains(byte): digit = byte - 0x61 + 10
            case nil: throw problem(.endsInsideString)
            default:
                let end = min(index + 1, bytes.count)
                let text = String(decoding: bytes[escapeStart..<end], as: UTF8.self)
                throw problem(.badEscape(text), at: escapeStart)
            }
            result = result * 16 + UInt32(digit)
            index += 1
        }
        return result
    }

    mutating func escapedScalar(escapeStart: Int) throws(JSONParseError) -> Unicode.Scalar {
        var code = try hexQuad(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            else {
                if current == nil { throw problem(.endsInsideString) }
                throw problem(.unpairedSurrogate, at: escapeStart)
            }
            let lowStart = index
            index += 2
            let low = try hexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw problem(.unpairedSurrogate, at: escapeStart)
            }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw problem(.unpairedSurrogate, at: escapeStart)
        }
        return scalar
    }

    /// A string; the bytes were checked to be UTF-8 before parsing began.
    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw problem(.endsInsideString) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escapeStart = index
                index += 1
                guard let escape = current else { throw problem(.endsInsideString) }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    utf8.append(
                        contentsOf: String(try escapedScalar(escapeStart: escapeStart)).utf8)
                default:
                    var end = index
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let text = String(decoding: bytes[escapeStart..<end], as: UTF8.self)
                    throw problem(.badEscape(text), at: escapeStart)
                }
            case 0..<0x20: throw problem(.controlCharacter(byte))
            default:
                index += 1
                utf8.append(byte)
            }
        }
    }
}
