/// The rules for a title and a note: trimmed of surrounding spaces, a title never empty,
/// both within their length limit and free of control characters (a note may break lines).
///
/// ```swift
/// try BoardText.title("  Buy milk ")   // "Buy milk"
/// try BoardText.title("   ")           // throws .emptyTitle
/// ```
public enum BoardText {
    /// A checked, trimmed title.
    public static func title(_ text: String) throws(BoardError) -> String {
        let trimmed = try checked(text, limit: BoardLimits.maximumTitleLength, lineBreaks: false)
        guard !trimmed.isEmpty else { throw .emptyTitle }
        return trimmed
    }

    /// A checked, trimmed note; nil when it is empty.
    public static func note(_ text: String?) throws(BoardError) -> String? {
        guard let text else { return nil }
        let trimmed = try checked(text, limit: BoardLimits.maximumNoteLength, lineBreaks: true)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func checked(_ text: String, limit: Int, lineBreaks: Bool) throws(BoardError)
        -> String
    {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let control = v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v)
            if control && !(lineBreaks && v == 0x0A) { throw .controlCharacter }
        }
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, isSpace(scalars[start]) { start += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        var trimmed = ""
        trimmed.unicodeScalars.append(contentsOf: scalars[start..<end])
        let count = trimmed.count
        guard count <= limit else { throw .tooLong(count: count, limit: limit) }
        return trimmed
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar.value == 0xA0 || scalar.value == 0x3000
    }
}
