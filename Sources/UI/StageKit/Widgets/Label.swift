import Geometry

/// A line (or wrapped paragraph) of text at a point.
///
/// ```swift
/// let status = Label("White to move", at: Point(x: 20, y: 70), font: Theme.standard.bodyFont)
/// status.draw(into: &list, theme: .standard)
/// ```
public struct Label: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The anchor point (see `TextRun`).
    public var position: Point
    /// The font.
    public var font: Font
    /// The colour; nil uses the theme's text colour.
    public var color: Color?
    /// Horizontal placement relative to the anchor.
    public var alignment: TextAlignment
    /// Wrap width, if the text may take several lines.
    public var maxWidth: Double?

    /// Creates a label.
    public init(
        _ text: String, at position: Point = .zero, font: Font = Theme.standard.bodyFont,
        color: Color? = nil, alignment: TextAlignment = .leading, maxWidth: Double? = nil
    ) {
        self.text = text
        self.position = position
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maxWidth = maxWidth
    }

    /// The estimated size of the text (see `TextMetrics`).
    public var estimatedSize: Size { TextMetrics.size(of: text, font: font, maxWidth: maxWidth) }

    /// Draws the label.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.text(
            text, at: position, font: font, color: color ?? theme.text, alignment: alignment,
            verticalAlignment: maxWidth == nil ? .center : .top, maxWidth: maxWidth)
        list.see(.text, text, frame: frame)
    }

    /// Where the text is estimated to lie (see `TextMetrics`).
    public var frame: Rect {
        let size = estimatedSize
        let x: Double
        switch alignment {
        case .leading: x = position.x
        case .center: x = position.x - size.width / 2
        case .trailing: x = position.x - size.width
        }
        let y = maxWidth == nil ? position.y - size.height / 2 : position.y
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
