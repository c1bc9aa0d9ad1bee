/// The deepest nesting of arrays and objects in JSON bytes, counted without parsing, and
/// stopping as soon as it passes `limit`. Brackets inside strings do not count.
///
/// Checked before the JSON parser runs, so that a file of a million `[` cannot exhaust
/// its stack. Every JSON file format of the hosts (Emoji Art documents, boards) uses it.
///
/// ```swift
/// jsonNestingDepth(of: Array("[[1], {\"a\": [2]}]".utf8), limit: 16)   // 3
/// ```
public func jsonNestingDepth(of bytes: some Collection<UInt8>, limit: Int) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            if depth > deepest {
                deepest = depth
                if deepest > limit { return deepest }
            }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
        default: break
        }
    }
    return deepest
}
