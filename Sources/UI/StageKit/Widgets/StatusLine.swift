import Geometry

/// The line where an app says what is going on, and the last step said aloud: `text` is
/// shown, `announcement` is what a screen reader host reads. A status that is only shown
/// (a greeting, a count) leaves the announcement as it was; an announced step is both.
///
/// ```swift
/// var line = StatusLine("Drag the pieces onto the board.")
/// line.announce("Picked up the L piece.")      // shown and said
/// line.show("3 of 12 pieces placed.")          // shown only
/// line.draw(into: &list, at: top, maxWidth: 600)
/// ```
public struct StatusLine: Hashable, Sendable {
    /// What the line shows.
    public private(set) var text: String
    /// The last sentence for screen readers (empty until something is announced).
    public private(set) var announcement = ""
    /// How many sentences have been announced (see `Scene.announcementCount`).
    public private(set) var announcementCount = 0

    /// Creates a line showing `text`, with nothing announced yet.
    public init(_ text: String) { self.text = text }

    /// Shows `text` without announcing it.
    public mutating func show(_ text: String) { self.text = text }

    /// Shows and announces a sentence; `news` (what the step led to, shown already) is
    /// said after it.
    public mutating func announce(_ sentence: String, then news: String? = nil) {
        if news == nil { text = sentence }
        announcement = news.map { sentence + " " + $0 } ?? sentence
        announcementCount &+= 1
    }

    /// Draws the line centred on `center`, wrapped at `maxWidth`, so a long status wraps
    /// in a narrow window rather than running off its sides; past `lineLimit` lines (if
    /// given) it ends in "…", so it keeps to the room a layout gave it.
    public func draw(
        into list: inout DisplayList, at center: Point, maxWidth: Double, lineLimit: Int? = nil,
        theme: Theme = .standard
    ) {
        list.text(
            text, at: center, font: theme.bodyFont, color: theme.secondaryText,
            alignment: .center, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}
