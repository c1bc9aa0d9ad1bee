import DragAndDrop
import EmojiArt
import StageKit

/// How a document's canvas is drawn: its background and its emoji, in canvas coordinates
/// mapped to the window by a transform. The scene draws it zoomed and panned; export
/// draws it at actual size to make a PNG.
///
/// ```swift
/// let picture = CanvasPicture.displayList(of: document)   // canvas-sized, for a PNG
/// ```
public enum CanvasPicture {
    /// An emoji's font size as a share of its item size, so that the glyph fills the
    /// item's square (`EmojiItem.frame`) as closely as the emoji font allows.
    public static let glyphScale = 0.82

    /// The document alone, at actual size: the list to render into a
    /// `canvasSize` image for export.
    ///
    /// ```swift
    /// let list = CanvasPicture.displayList(of: document)
    /// try FrameRenderer().render(list, size: document.canvasSize).writePNG(to: "art.png")
    /// ```
    public static func displayList(of document: EmojiArtDocument) -> DisplayList {
        var list = DisplayList(background: color(of: document.background))
        drawItems(of: document, into: &list, transform: .identity)
        return list
    }

    /// Draws the canvas's background (with a soft shadow) and its items, under `transform`
    /// (canvas to window: an even scale and a move), leaving out the items in `hidden`
    /// (drawn elsewhere while they move) and the text of items wholly outside `visible`.
    /// Each item is also seen (`.item`, labelled with its id, its emoji as the value) in the
    /// square it is drawn in, spoken as its emoji and marked when `selected`, and as focused
    /// when it is `focus` (else the topmost selected).
    static func draw(
        _ document: EmojiArtDocument, into list: inout DisplayList, transform: AffineTransform,
        visible: Rect? = nil, selected: (Int) -> Bool = { _ in false }, focus: Int? = nil,
        hiding hidden: (Int) -> Bool = { _ in false }
    ) {
        list.fill(
            .rect(document.canvasBounds), color(of: document.background), transform: transform,
            shadow: Theme.standard.cardShadow)
        drawItems(
            of: document, into: &list, transform: transform, visible: visible,
            selected: selected, focus: focus, hiding: hidden)
    }

    /// Draws each item's emoji at its final size in the window: the font is the item's size
    /// times the transform's scale, with no scaling left in the transform, so the renderer
    /// draws the glyph at the size it is shown (sharp as the emoji font allows) rather than
    /// scaling a smaller rendering up.
    private static func drawItems(
        of document: EmojiArtDocument, into list: inout DisplayList, transform: AffineTransform,
        visible: Rect? = nil, selected: (Int) -> Bool = { _ in false }, focus: Int? = nil,
        hiding hidden: (Int) -> Bool = { _ in false }
    ) {
        let scale = transform.apply(to: Vector(dx: 1, dy: 0)).length
        // The keyboard's focus, or else the topmost of the selection the keys act on.
        let focused = focus ?? document.items.last { selected($0.id) }?.id
        for item in document.items where !hidden(item.id) {
            let frame = transform.apply(to: item.frame)
            list.see(
                .item, "\(item.id)", frame: frame, value: item.text, name: item.text,
                states: [.selected.when(selected(item.id)), .focused.when(item.id == focused)])
            if let visible, !visible.intersects(frame) { continue }
            list.text(
                item.text, at: frame.center, font: Font(size: item.size * scale * glyphScale),
                color: .black, alignment: .center)
        }
    }

    /// A document colour as a drawing colour.
    static func color(of c: RGBAColor) -> Color {
        Color(
            red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
            alpha: Double(c.alpha) / 255)
    }
}
