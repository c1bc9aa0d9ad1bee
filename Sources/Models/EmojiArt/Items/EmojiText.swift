/// Decides whether a string is exactly one emoji, using only the standard library's
/// Unicode properties.
///
/// Accepted: one grapheme that is a single emoji-presentation character (`🦊`), a
/// text-default emoji made emoji by U+FE0F (`❤️`), an emoji with a skin-tone modifier
/// (`👍🏽`), a flag (two regional indicators, `🇫🇷`), a subdivision flag (black flag and
/// tag characters), a keycap (`#️⃣`, `7⃣`), or a zero-width-joiner sequence of those
/// (`👩‍🚀`, `🏳️‍🌈`). Refused: empty text, plain letters and digits, `#` on its own (the
/// standard library calls digits and `#` emoji, but alone they are text), text-style
/// emoji without U+FE0F (`☺`), U+FE0E text presentation, two emoji side by side, a lone
/// regional indicator, dangling joiners.
///
/// ```swift
/// EmojiText.isSingleEmoji("🦊")    // true
/// EmojiText.isSingleEmoji("7")     // false
/// EmojiText.isSingleEmoji("🦊🐈")  // false
/// ```
public enum EmojiText {
    /// The longest scalar sequence accepted in one emoji; the longest real ones (family
    /// and kiss sequences with skin tones, subdivision flags) use about ten.
    public static let maximumScalarCount = 16

    /// Whether `text` is exactly one emoji grapheme.
    ///
    /// Complexity: O(1) for accepted text; refuses long text after looking at a few
    /// scalars.
    ///
    /// ```swift
    /// EmojiText.isSingleEmoji("👩‍🚀")   // true
    /// ```
    public static func isSingleEmoji(_ text: String) -> Bool {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalars.count == maximumScalarCount { return false }
            scalars.append(scalar)
        }
        guard !scalars.isEmpty else { return false }
        // One grapheme only: `count` is cheap here, the text is at most 16 scalars.
        guard text.count == 1 else { return false }
        if let flag = flagKind(scalars) { return flag }
        if isKeycap(scalars) { return true }
        return isJoinedSequence(scalars)
    }

    static let variationSelector16: Unicode.Scalar = "\u{FE0F}"
    static let variationSelector15: Unicode.Scalar = "\u{FE0E}"
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    static let combiningKeycap: Unicode.Scalar = "\u{20E3}"
    static let blackFlag: Unicode.Scalar = "\u{1F3F4}"

    static func isRegionalIndicator(_ s: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(s.value)
    }

    static func isTag(_ s: Unicode.Scalar) -> Bool { (0xE0020...0xE007E).contains(s.value) }

    static let cancelTag: UInt32 = 0xE007F

    /// True or false for text that starts with a regional indicator (a flag needs exactly
    /// two), nil for anything else.
    static func flagKind(_ scalars: [Unicode.Scalar]) -> Bool? {
        guard isRegionalIndicator(scalars[0]) else { return nil }
        return scalars.count == 2 && isRegionalIndicator(scalars[1])
    }

    /// A keycap: a digit, `#` or `*`, an optional U+FE0F, then U+20E3.
    static func isKeycap(_ scalars: [Unicode.Scalar]) -> Bool {
        let base = scalars[0]
        guard (0x30...0x39).contains(base.value) || base == "#" || base == "*" else {
            return false
        }
        switch scalars.count {
        case 2: return scalars[1] == combiningKeycap
        case 3: return scalars[1] == variationSelector16 && scalars[2] == combiningKeycap
        default: return false
        }
    }

    /// One or more emoji elements joined by U+200D. A lone element must look like an emoji
    /// by itself; inside a joined sequence, elements may omit U+FE0F, as minimally
    /// qualified sequences (`🏳‍🌈`) do.
    static func isJoinedSequence(_ scalars: [Unicode.Scalar]) -> Bool {
        let isJoined = scalars.contains(zeroWidthJoiner)
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count && scalars[end] != zeroWidthJoiner { end += 1 }
            guard isElement(scalars[start..<end], mustBeQualified: !isJoined) else { return false }
            if end == scalars.count { return true }
            start = end + 1
            guard start < scalars.count else { return false }  // a dangling joiner
        }
        return false
    }

    /// One emoji element: a base, then an optional U+FE0F or skin-tone modifier, or (after
    /// a black flag) tag characters closed by a cancel tag.
    static func isElement(_ element: ArraySlice<Unicode.Scalar>, mustBeQualified: Bool) -> Bool {
        guard let base = element.first else { return false }
        let properties = base.properties
        guard properties.isEmoji, base.value >= 0x80, !isRegionalIndicator(base) else {
            return false
        }
        let rest = element.dropFirst()
        guard let next = rest.first else {
            return properties.isEmojiPresentation || !mustBeQualified
        }
        if next == variationSelector16 || next.properties.isEmojiModifier {
            guard rest.count == 1 else { return false }
            return next == variationSelector16 || properties.isEmojiModifierBase
        }
        if base == blackFlag && isTag(next) {
            guard let last = rest.last, last.value == cancelTag, rest.count >= 3 else {
                return false
            }
            return rest.dropLast().allSatisfy(isTag)
        }
        return false
    }
}
