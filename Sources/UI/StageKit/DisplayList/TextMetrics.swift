import Geometry

/// A deterministic estimate of how much room text takes, for laying out widgets.
///
/// A portable scene cannot ask Pango or a browser to measure text, and a layout that
/// depended on the host's fonts would make tests host-dependent. So layout uses this
/// estimate, tuned to DejaVu Sans (the desktop host's font) and usually within a few
/// percent of it; widgets leave padding around their text so small errors never clip.
/// Hosts still draw the real glyphs, aligned to the anchor as `TextRun` says.
///
/// ```swift
/// let width = TextMetrics.width(of: "Solve", font: Font(size: 15, weight: .medium))   // ≈ 43
/// ```
public enum TextMetrics {
    /// The height of one line, as a multiple of the font size.
    public static let lineHeightFactor = 1.17

    /// The estimated advance width of a single line of text, in points.
    public static func width(of string: String, font: Font) -> Double {
        var ems = 0.0
        var joined = false
        for scalar in string.unicodeScalars {
            let v = scalar.value
            // A zero-width joiner: the next scalar is part of this glyph.
            if v == 0x200D { joined = true; continue }
            if joined { joined = false; continue }
            ems += advance(of: v)
        }
        return ems * font.size * weightFactor(font.weight)
    }

    /// The height of one line of text in this font, in points.
    public static func lineHeight(of font: Font) -> Double { font.size * lineHeightFactor }

    /// The estimated size of text, wrapped at spaces to `maxWidth` when given.
    ///
    /// ```swift
    /// TextMetrics.size(of: "A long explanation…", font: Font(size: 14), maxWidth: 200)
    /// ```
    public static func size(of string: String, font: Font, maxWidth: Double? = nil) -> Size {
        let lines = wrappedLines(string, font: font, maxWidth: maxWidth)
        var widest = 0.0
        for line in lines { widest = max(widest, width(of: line, font: font)) }
        return Size(width: widest, height: Double(max(lines.count, 1)) * lineHeight(of: font))
    }

    /// The text broken into lines: at newlines, and greedily at spaces so that each line
    /// fits `maxWidth` (a single word wider than that gets a line of its own).
    public static func wrappedLines(_ string: String, font: Font, maxWidth: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in string.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            let text = String(decoding: paragraph, as: UTF8.self)
            guard let limit = maxWidth, limit > 0 else {
                lines.append(text)
                continue
            }
            var current = ""
            for wordBytes in paragraph.split(separator: 32) {
                let word = String(decoding: wordBytes, as: UTF8.self)
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || width(of: candidate, font: font) <= limit {
                    current = candidate
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
        }
        return lines
    }

    /// The lines text is drawn as (`TextRun.lines`): `wrappedLines`, and with a
    /// `lineLimit` at most that many, the last of them ending in "…" where text was left
    /// out, cut to fit `maxWidth` when there is one.
    ///
    /// ```swift
    /// TextMetrics.lines(of: "A very long card title", font: Font(size: 15), maxWidth: 90,
    ///                   lineLimit: 1)   // ["A very long…"]
    /// ```
    public static func lines(
        of string: String, font: Font, maxWidth: Double?, lineLimit: Int?
    ) -> [String] {
        let lines = wrappedLines(string, font: font, maxWidth: maxWidth)
        guard let limit = lineLimit, limit > 0 else { return lines }
        var kept = Array(lines.prefix(limit))
        if lines.count > limit { kept[kept.count - 1] += "…" }
        guard let maxWidth else { return kept }
        return kept.map { truncated($0, font: font, maxWidth: maxWidth) }
    }

    /// `string` cut at the end, with "…", to fit `maxWidth` (unchanged when it fits).
    ///
    /// ```swift
    /// TextMetrics.truncated("Buy groceries", font: Font(size: 15), maxWidth: 60)   // "Buy gr…"
    /// ```
    public static func truncated(_ string: String, font: Font, maxWidth: Double) -> String {
        guard width(of: string, font: font) > maxWidth else { return string }
        var characters = Array(string)
        if characters.last == "…" { characters.removeLast() }
        while !characters.isEmpty {
            let candidate = String(characters).trimmingTrailingSpaces + "…"
            if width(of: candidate, font: font) <= maxWidth { return candidate }
            characters.removeLast()
        }
        return "…"
    }

    private static func weightFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .regular, .medium: return 1
        case .semibold, .bold: return 1.1
        }
    }

    /// Advance widths in ems, close to DejaVu Sans.
    private static func advance(of v: UInt32) -> Double {
        switch v {
        case 0x20: return 0.318
        case 0x21, 0x2C, 0x2E, 0x3A, 0x3B, 0x27, 0x7C: return 0.33
        case 0x69, 0x6A, 0x6C: return 0.278  // i j l
        case 0x66, 0x74: return 0.37  // f t
        case 0x72: return 0.411  // r
        case 0x6D: return 0.974  // m
        case 0x77: return 0.818  // w
        case 0x49, 0x4A: return 0.295  // I J
        case 0x4D: return 0.863  // M
        case 0x57: return 0.989  // W
        case 0x30...0x39: return 0.636
        case 0x41...0x5A: return 0.7
        case 0x61...0x7A: return 0.6
        case 0x22...0x2F, 0x3C...0x40, 0x5B...0x60, 0x7B...0x7E: return 0.5
        // Combining marks and selectors.
        case 0x300...0x36F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return 0
        case 0x2654...0x265F: return 0.9  // chess symbols
        // Emoji and pictographs.
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF: return 1.25
        // CJK, Hangul, full width.
        case 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFF60: return 1.0
        default: return 0.6
        }
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var characters = Substring(self)
        while characters.last == " " { characters = characters.dropLast() }
        return String(characters)
    }
}
