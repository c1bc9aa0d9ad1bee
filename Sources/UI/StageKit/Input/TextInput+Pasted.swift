extension TextInput {
    /// The most a paste hands a scene, in bytes of UTF-8: a clipboard holding a book is
    /// cut there.
    public static let largestPaste = 65_536

    /// Text from the host's clipboard, as a paste: a line break, a tab or any other
    /// control character becomes a space, so that it stays one line in a field and in a
    /// replay, and it is cut at `largestPaste` bytes, at a character's start. Nil when
    /// there is nothing to paste.
    ///
    /// ```swift
    /// TextInput(pasted: "🐶\n🐱", time: 1)?.text   // "🐶 🐱"
    /// ```
    public init?(pasted text: String, time: Double) {
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in text.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= Self.largestPaste else { break }
            kept.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
        }
        guard !kept.isEmpty else { return nil }
        self.init(String(kept), time: time)
        isPasted = true
    }
}
