/// A string as a JSON string literal, escaped as Foundation's `JSONEncoder` escapes it
/// (with `.withoutEscapingSlashes`): quotes, backslashes and control characters, and
/// nothing else, so a portable writer gives the desktop's bytes.
///
/// ```swift
/// jsonQuoted("Say \"hi\"\n")   // "\"Say \\\"hi\\\"\\n\""
/// ```
public func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{8}": out += "\\b"
        case "\u{C}": out += "\\f"
        case _ where scalar.value < 0x20:
            let hex = Array("0123456789abcdef".unicodeScalars)
            out += "\\u00"
            out.unicodeScalars.append(hex[Int(scalar.value >> 4)])
            out.unicodeScalars.append(hex[Int(scalar.value & 15)])
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
