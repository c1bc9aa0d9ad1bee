/// Text from a file quoted in a message to a person: in curly quotes, cut to `limit`
/// characters (with "…"), and with every control character shown as an escape, so that a
/// NUL, a line break or an escape sequence in a hostile file never reaches a terminal or
/// a status line raw.
///
/// ```swift
/// quotedInMessage("a\u{0}b")   // "“a\\u0000b”"
/// ```
public func quotedInMessage(_ text: String, limit: Int = 32) -> String {
    var out = "“"
    for (count, scalar) in text.unicodeScalars.enumerated() {
        guard count < limit else {
            out += "…"
            break
        }
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
            out += "\\u" + hexByte(UInt8(scalar.value >> 8)) + hexByte(UInt8(scalar.value & 0xFF))
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "”"
}
