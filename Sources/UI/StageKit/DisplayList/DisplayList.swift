import Geometry

/// Everything a scene wants on screen for one frame: a background colour and drawing
/// instructions in back-to-front order.
///
/// A scene fills a list; a host draws it (Cairo on the desktop, Canvas 2D in a browser).
/// The list is a plain value, so tests can inspect what a scene would show.
///
/// ```swift
/// var list = DisplayList(background: .white)
/// list.fill(.roundedRect(Rect(x: 20, y: 20, width: 120, height: 40), radius: 8), Color(hex: 0x3B82F6))
/// list.text("Play", at: Point(x: 80, y: 40), font: Font(size: 16, weight: .semibold),
///           color: .white, alignment: .center)
/// ```
public struct DisplayList: Hashable, Sendable {
    /// The colour the frame is cleared to before the items are drawn.
    public var background: Color
    /// The drawing instructions, back to front.
    public private(set) var items: [DisplayItem] = []
    /// What a person sees, named (see `SeenElement`); hosts do not draw these.
    public internal(set) var seen: [SeenElement] = []
    /// The text field typing goes into, if one is drawn focused (see `FocusedTextField`).
    public internal(set) var focusedTextField: FocusedTextField?

    /// Creates an empty list.
    public init(background: Color = .white) {
        self.background = background
    }

    /// Adds an item on top of everything so far.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Removes every item, keeping the storage for the next frame.
    public mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        focusedTextField = nil
    }

    /// Adds a filled shape.
    public mutating func fill(
        _ shape: DisplayItem.Shape, _ color: Color, transform: AffineTransform = .identity,
        opacity: Double = 1, shadow: Shadow? = nil
    ) {
        items.append(
            DisplayItem(.fill(shape, color), transform: transform, opacity: opacity, shadow: shadow)
        )
    }

    /// Adds a shape's outline.
    public mutating func stroke(
        _ shape: DisplayItem.Shape, _ stroke: Stroke, transform: AffineTransform = .identity,
        opacity: Double = 1, shadow: Shadow? = nil
    ) {
        items.append(
            DisplayItem(
                .stroke(shape, stroke), transform: transform, opacity: opacity, shadow: shadow))
    }

    /// Adds a straight line.
    public mutating func line(
        from a: Point, to b: Point, _ stroke: Stroke, transform: AffineTransform = .identity,
        opacity: Double = 1
    ) {
        items.append(
            DisplayItem(
                .stroke(.line(from: a, to: b), stroke), transform: transform, opacity: opacity))
    }

    /// Adds text anchored at a point (see `TextRun`).
    public mutating func text(
        _ string: String, at position: Point, font: Font, color: Color,
        alignment: TextAlignment = .leading, verticalAlignment: TextVerticalAlignment = .center,
        maxWidth: Double? = nil, lineLimit: Int? = nil, transform: AffineTransform = .identity,
        opacity: Double = 1, shadow: Shadow? = nil
    ) {
        let run = TextRun(
            string, at: position, font: font, color: color, alignment: alignment,
            verticalAlignment: verticalAlignment, maxWidth: maxWidth, lineLimit: lineLimit)
        items.append(
            DisplayItem(.text(run), transform: transform, opacity: opacity, shadow: shadow))
    }

    /// Draws whatever `body` adds clipped to a rect.
    ///
    /// ```swift
    /// list.clipped(to: palette) { list in
    ///     for (i, emoji) in emojis.enumerated() { list.text(emoji, at: spot(i), font: big, color: .black) }
    /// }
    /// ```
    public mutating func clipped(
        to rect: Rect, transform: AffineTransform = .identity, _ body: (inout DisplayList) -> Void
    ) {
        items.append(DisplayItem(.beginClip(rect), transform: transform))
        body(&self)
        items.append(DisplayItem(.endClip))
    }

    /// Adds every item of another list, moved by `transform` and faded by `opacity`
    /// (the other list's background is ignored). Used for thumbnails and layers.
    public mutating func append(
        contentsOf other: DisplayList, transform: AffineTransform = .identity, opacity: Double = 1
    ) {
        items.reserveCapacity(items.count + other.items.count)
        for var item in other.items {
            item.transform = item.transform.concatenating(transform)
            item.opacity *= opacity
            items.append(item)
        }
        for element in other.seen { see(element, transform: transform) }
        if let field = other.focusedTextField { focus(field, transform: transform) }
    }

    /// Draws whatever `body` adds as a layer moved by `transform` and faded by `opacity`,
    /// in place (no copy of the items). The layer may set `background`; the list keeps its
    /// own. Used to show one scene inside another and to fade a sheet.
    ///
    /// ```swift
    /// list.layer(transform: AffineTransform(translation: Vector(dx: 0, dy: 44))) { list in
    ///     app.draw(into: &list)
    /// }
    /// ```
    public mutating func layer(
        transform: AffineTransform = .identity, opacity: Double = 1,
        _ body: (inout DisplayList) -> Void
    ) {
        let start = items.count
        let seenStart = seen.count
        let background = self.background
        let focusedOutside = focusedTextField
        focusedTextField = nil
        body(&self)
        self.background = background
        if let field = focusedTextField {
            focus(field, transform: transform)
        } else {
            focusedTextField = focusedOutside
        }
        guard !transform.isIdentity || opacity != 1 else { return }
        for i in start..<items.count {
            items[i].transform = items[i].transform.concatenating(transform)
            items[i].opacity *= opacity
        }
        guard !transform.isIdentity else { return }
        for i in seenStart..<seen.count { seen[i].frame = transform.apply(to: seen[i].frame) }
    }

    /// Every string drawn, in order: handy for tests ("does the toolbar say Solve?").
    public var strings: [String] {
        items.compactMap { item in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
    }

    /// The runs of text whose string is exactly `string`.
    public func textRuns(_ string: String) -> [TextRun] {
        items.compactMap { item in
            if case .text(let run) = item.content, run.string == string { return run }
            return nil
        }
    }
}
