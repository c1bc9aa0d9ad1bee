/// Text a person gave (a file, a command line, a replay), quoted back to them in a
/// message: between straight double quotes, cut to `limit` characters with "…", and with
/// every control character shown as an escape, so that a NUL, a line break or an escape
/// sequence in hostile input never reaches a terminal or a status line raw.
///
/// ```swift
/// quoted("e4\u{0}")        // "\"e4\\u0000\""
/// ```
public func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
    "\"" + visible(text, limit: limit) + "\""
}

/// The same between curly quotes, as the file formats' messages quote keys and values.
///
/// ```swift
/// curlyQuoted("a\u{0}b")   // "“a\\u0000b”"
/// ```
public func curlyQuoted(_ text: some StringProtocol, limit: Int = 32) -> String {
    "“" + visible(text, limit: limit) + "”"
}

/// `text` with every control character (C0, DEL, C1) and line or paragraph separator
/// shown as `\uXXXX`, cut after `limit` characters with "…".
///
/// ```swift
/// visible("a\u{7}b")       // "a\\u0007b"
/// ```
public func visible(_ text: some StringProtocol, limit: Int = 40) -> String {
    var out = ""
    for (count, scalar) in text.unicodeScalars.enumerated() {
        guard count < limit else {
            out += "…"
            break
        }
        if isControl(scalar) {
            out += "\\u" + hexByte(UInt8(scalar.value >> 8)) + hexByte(UInt8(scalar.value & 0xFF))
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// Whether `text` holds a character `visible` escapes.
///
/// ```swift
/// hasControlCharacters("ok")   // false
/// ```
public func hasControlCharacters(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains(where: isControl)
}

/// A byte as two upper-case hexadecimal digits ("FF").
///
/// ```swift
/// hexByte(255)   // "FF"
/// ```
public func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    var text = ""
    text.unicodeScalars.append(digits[Int(byte >> 4)])
    text.unicodeScalars.append(digits[Int(byte & 15)])
    return text
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
    default: false
    }
}
