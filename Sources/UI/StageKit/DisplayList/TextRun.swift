import Geometry

/// How heavy the strokes of a font are.
public enum FontWeight: Hashable, Sendable {
    /// Body text.
    case regular
    /// Slightly heavier, for controls.
    case medium
    /// Between medium and bold, for titles.
    case semibold
    /// Headings.
    case bold
}

/// A font: a size in points and a weight (the family is the host's sans-serif with
/// emoji and symbol fallback).
///
/// ```swift
/// let title = Font(size: 28, weight: .bold)
/// ```
public struct Font: Hashable, Sendable {
    /// The size in points (the em height).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// Creates a font.
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Where text sits horizontally relative to its anchor point.
public enum TextAlignment: Hashable, Sendable {
    /// The text starts at the anchor.
    case leading
    /// The text is centred on the anchor.
    case center
    /// The text ends at the anchor.
    case trailing
}

/// Where text sits vertically relative to its anchor point.
public enum TextVerticalAlignment: Hashable, Sendable {
    /// The text's line box (or box of wrapped lines) is centred on the anchor.
    case center
    /// The top of the first line is at the anchor.
    case top
}

/// A string to draw: any Unicode, emoji and chess symbols included.
///
/// ```swift
/// let label = TextRun("Solve ✨", at: Point(x: 100, y: 20), font: Font(size: 15, weight: .medium),
///                     color: .black, alignment: .center)
/// ```
public struct TextRun: Hashable, Sendable {
    /// The text.
    public var string: String
    /// The anchor point, in the item's coordinates.
    public var position: Point
    /// The font.
    public var font: Font
    /// The colour of ordinary glyphs (colour emoji keep their own colours).
    public var color: Color
    /// Horizontal placement relative to the anchor.
    public var alignment: TextAlignment
    /// Vertical placement relative to the anchor.
    public var verticalAlignment: TextVerticalAlignment
    /// When set, lines wrap at word boundaries to fit this width (see ``lines``), and the
    /// alignment is within a box this wide.
    public var maxWidth: Double?
    /// When set, at most this many lines are drawn; the last ends in "…" where text was left
    /// out (and a single line too wide for `maxWidth` is cut with "…").
    public var lineLimit: Int?
    /// When set, an insertion bar is drawn at this place in the text (hosts measure the
    /// real glyphs, so the bar sits exactly between characters).
    public var caret: Caret?

    /// Creates a text run.
    public init(
        _ string: String, at position: Point, font: Font, color: Color,
        alignment: TextAlignment = .leading, verticalAlignment: TextVerticalAlignment = .center,
        maxWidth: Double? = nil, lineLimit: Int? = nil
    ) {
        self.string = string
        self.position = position
        self.font = font
        self.color = color
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
    }

    /// The lines the run is drawn as: split at newlines, wrapped at spaces to `maxWidth`
    /// and cut to `lineLimit` with "…" by `TextMetrics`, here in the portable layer, so
    /// that every host breaks the lines in the same places and only measures and draws
    /// them.
    public var lines: [String] {
        TextMetrics.lines(of: string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}

/// The insertion point of an editable text run.
public struct Caret: Hashable, Sendable {
    /// Where the bar goes: the number of UTF-8 bytes of the text before it.
    public var utf8Offset: Int
    /// The bar's colour.
    public var color: Color

    /// Creates a caret.
    public init(utf8Offset: Int, color: Color) {
        self.utf8Offset = utf8Offset
        self.color = color
    }
}
