/// Text a person gave, quoted back to them in a message: between straight double quotes,
/// with every control character shown as an escape, so that a message never carries a raw
/// NUL, escape sequence or line break of the input. Long text is cut with "…".
///
/// ```swift
/// quoted("e4\u{0}")        // "\"e4\\0\""
/// quoted("tab\there")      // "\"tab\\there\""
/// ```
public func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
    "\"" + visible(text, limit: limit) + "\""
}

/// `text` with every control character (C0, DEL and C1) shown as an escape (`\0`, `\t`,
/// `\n`, `\r`, else `\u{1B}`), cut after `limit` characters with "…".
///
/// ```swift
/// visible("a\u{7}b")       // "a\\u{7}b"
/// ```
public func visible(_ text: some StringProtocol, limit: Int = 40) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            out += "…"
            break
        }
        count += 1
        switch scalar.value {
        case 0: out += "\\0"
        case 9: out += "\\t"
        case 10: out += "\\n"
        case 13: out += "\\r"
        case 0..<0x20, 0x7F..<0xA0: out += "\\u{" + hex(scalar.value) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// Whether `text` holds a control character (what `visible` escapes).
///
/// ```swift
/// hasControlCharacters("ok")   // false
/// ```
public func hasControlCharacters(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
}

private func hex(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    var rest = value
    var out = ""
    repeat {
        out = String(digits[Int(rest % 16)]) + out
        rest /= 16
    } while rest > 0
    return out
}
