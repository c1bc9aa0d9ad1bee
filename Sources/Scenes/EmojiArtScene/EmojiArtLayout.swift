import DragAndDrop
import StageKit

/// Where the parts of the Emoji Art window go: the toolbar along the top, the palette
/// down the left, the status line along the bottom, and the canvas view filling the rest.
///
/// ```swift
/// let layout = EmojiArtLayout(size: Size(width: 1280, height: 800))
/// layout.viewport   // where the zoomed, panned canvas is shown
/// ```
struct EmojiArtLayout: Equatable, Sendable {
    /// The window size.
    let size: Size
    /// The palette panel.
    let palette: Rect
    /// The canvas view: the canvas is drawn in here, clipped, at the view's zoom and pan.
    let viewport: Rect
    /// The status line.
    let status: Rect
    /// The trash zone, shown while an emoji of the canvas is dragged.
    let trash: Rect

    static let paletteWidth = 232.0
    static let statusHeight = 30.0

    init(size: Size) {
        let width = size.width.isFinite ? max(size.width, 480) : 1280
        let height = size.height.isFinite ? max(size.height, 320) : 800
        self.size = Size(width: width, height: height)
        let top = Theme.standard.toolbarHeight
        let bottom = height - Self.statusHeight
        palette = Rect(x: 0, y: top, width: Self.paletteWidth, height: bottom - top)
        viewport = Rect(
            x: Self.paletteWidth, y: top, width: width - Self.paletteWidth, height: bottom - top)
        status = Rect(x: 0, y: bottom, width: width, height: Self.statusHeight)
        trash = Rect(
            center: Point(x: viewport.midX, y: viewport.maxY - 52),
            size: Size(width: 240, height: 64))
    }

    /// The margin kept around the canvas when it is fitted to the view.
    static let fitMargin = 24.0
}
