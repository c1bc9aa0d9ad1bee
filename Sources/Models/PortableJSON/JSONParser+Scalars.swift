extension JSONParser {
    mutating func digits() -> Int {
        let start = index
        while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
        return index - start
    }

    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw problem("bad number") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw problem("bad number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw problem("bad number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw problem("number \(text.prefix(32)) is too large")
        }
        return .number(text: text, value: value)
    }

    mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw problem("bad escape") }
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw problem("bad escape")
            }
            result = result * 16 + UInt32(digit)
            index += 1
        }
        return result
    }

    mutating func escapedScalar() throws(JSONParseError) -> Unicode.Scalar {
        var code = try hexQuad()
        if (0xD800...0xDBFF).contains(code) {
            try expect("\\u")
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw problem("bad surrogate pair") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw problem("bad surrogate") }
        return scalar
    }

    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw problem("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: utf8, as: UTF8.self)
                guard text.utf8.elementsEqual(utf8) else { throw problem("invalid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard let escape = current else { throw problem("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try escapedScalar()).utf8)
                default: throw problem("bad escape")
                }
            case 0..<0x20: throw problem("control character in a string")
            default: utf8.append(byte)
            }
        }
    }
}
