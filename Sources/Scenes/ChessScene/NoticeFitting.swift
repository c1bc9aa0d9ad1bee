import StageKit

extension ChessScene {
    /// The text cut to `lines` lines wrapped at `width` in the caption font, the last one
    /// ending in "…" when some was left out, so that a long notice (a game's comment in
    /// review) never runs over the board; screen readers still hear all of it.
    ///
    /// ```swift
    /// ChessScene.fitted("Move 14. Rd1, 27 of 33. A long comment…", lines: 2, width: 300)
    /// ```
    static func fitted(_ text: String, lines: Int, width: Double) -> String {
        let font = Theme.standard.captionFont
        let wrapped = TextMetrics.wrappedLines(text, font: font, maxWidth: width)
        guard wrapped.count > lines, lines > 0 else { return text }
        var last = wrapped[lines - 1]
        while !last.isEmpty, TextMetrics.width(of: last + "…", font: font) > width {
            last.removeLast()
        }
        while last.last == " " { last.removeLast() }
        return (wrapped.prefix(lines - 1) + [last + "…"]).joined(separator: "\n")
    }
}
