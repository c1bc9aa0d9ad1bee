import EmojiArt
import Testing

/// Single emoji of every shape the check knows.
let acceptedEmoji: [String] = [
    "🦊", "😀", "🌵", "🍕", "⚽", "✈️", "❤️", "☺️", "©️", "🅰️",
    "👍🏽", "👋🏿", "🏻",  // skin tones, and a skin-tone swatch on its own
    "🇫🇷", "🇯🇵", "🇺🇸",  // flags: two regional indicators
    "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // England
    "#️⃣", "*️⃣", "7️⃣", "0⃣",  // keycaps, with and without U+FE0F
    "👩‍🚀", "🏳️‍🌈", "👨‍👩‍👧‍👦", "🧑🏽‍💻", "👩‍❤️‍👨", "🐈‍⬛", "🏳‍🌈",
]

/// Things that are not exactly one emoji.
let rejectedText: [String] = [
    "", " ", "a", "A", "abc", "é", "中",
    "7", "#", "*", "0", "#️",  // digits and # are "emoji" to Unicode, but not alone
    "☺", "©", "❤", "™",  // text-style without U+FE0F
    "❤︎", "☺︎",  // U+FE0E asks for text presentation
    "🦊🐈", "🦊 ", " 🦊", "🦊a", "🇫🇷🇯🇵",
    "🇫", "\u{1F1E6}",  // a lone regional indicator
    "\u{200D}", "🦊\u{200D}", "\u{200D}🦊",  // dangling joiners
    "a\u{301}", "\u{FE0F}", "\u{20E3}",
    "🏴\u{E0067}\u{E0062}",  // a tag sequence without its cancel tag
    "👍🏽🏽", "🦊🏽",  // a modifier twice; a modifier on a base that takes none
    "A\u{20E3}",  // only digits, # and * make keycaps
    String(repeating: "👨‍👩‍👧‍👦", count: 3),
]

@Test(arguments: acceptedEmoji)
func oneEmojiIsAccepted(_ text: String) {
    #expect(
        EmojiText.isSingleEmoji(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
}

@Test(arguments: rejectedText)
func textThatIsNotOneEmojiIsRejected(_ text: String) {
    #expect(
        !EmojiText.isSingleEmoji(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })"
    )
}

@Test func aVeryLongStringIsRejectedQuickly() {
    #expect(!EmojiText.isSingleEmoji(String(repeating: "🦊", count: 1_000_000)))
}
