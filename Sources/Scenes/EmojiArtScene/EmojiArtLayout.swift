import DragAndDrop
import StageKit

/// Where the parts of the Emoji Art window go: the toolbar along the top, the status line
/// along the bottom, the canvas view filling the rest but for the palette, which runs
/// down the left of a wide window and along the bottom of a narrow one (a phone held
/// upright), so the canvas keeps the whole width there.
///
/// ```swift
/// let layout = EmojiArtLayout(size: Size(width: 1280, height: 800))
/// layout.viewport   // where the zoomed, panned canvas is shown
/// EmojiArtLayout(size: Size(width: 390, height: 844)).paletteArrangement  // .strip(rows: 2)
/// ```
struct EmojiArtLayout: Equatable, Sendable {
    /// The window size.
    let size: Size
    /// The palette panel or strip.
    let palette: Rect
    /// How the palette lays out its emoji in `palette`.
    let paletteArrangement: EmojiPalette.Arrangement
    /// The canvas view: the canvas is drawn in here, clipped, at the view's zoom and pan.
    let viewport: Rect
    /// The status line.
    let status: Rect
    /// The trash zone, shown while an emoji of the canvas is dragged.
    let trash: Rect
    /// The most lines the status sentence takes (past them it ends in "…"): two in a
    /// narrow window, where the counts beside it leave it little width, else one.
    let statusLines: Int

    static let paletteWidth = 232.0
    /// The side panel's width where tabs are for a finger: every set's tab 44 points wide,
    /// in the picker's 2-point inset and the panel's 10-point margins.
    static let fingerPaletteWidth = max(
        paletteWidth, Double(EmojiSet.all.count) * TouchTarget.side + 4 + 20)
    static let statusHeight = 30.0
    /// The status line's height with two lines of captions.
    static let twoLineStatusHeight = 40.0
    /// Windows narrower than this put the palette in a strip along the bottom: a side
    /// panel would leave the canvas less than half the width.
    static let narrowWidth = 2 * paletteWidth + 120
    /// The smallest window laid out; a smaller one shows the top-left part of this.
    static let smallest = Size(width: 240, height: 300)

    init(size: Size) {
        let width = size.width.isFinite ? max(size.width, Self.smallest.width) : 1280
        let height = size.height.isFinite ? max(size.height, Self.smallest.height) : 800
        self.size = Size(width: width, height: height)
        let top = Theme.standard.toolbarHeight
        let narrow = width < Self.narrowWidth
        statusLines = narrow ? 2 : 1
        let bottom = height - (narrow ? Self.twoLineStatusHeight : Self.statusHeight)
        if narrow {
            // Two rows of emoji where the window is tall enough to spare them.
            let rows = height >= 600 ? 2 : 1
            let strip = EmojiPalette.stripHeight(rows: rows)
            paletteArrangement = .strip(rows: rows)
            palette = Rect(x: 0, y: bottom - strip, width: width, height: strip)
            viewport = Rect(x: 0, y: top, width: width, height: max(palette.minY - top, 0))
        } else {
            // On a phone on its side the panel widens so each set's tab is a finger wide.
            let panelWidth =
                TouchTarget.isPhoneSized(self.size) ? Self.fingerPaletteWidth : Self.paletteWidth
            paletteArrangement = .panel
            palette = Rect(x: 0, y: top, width: panelWidth, height: bottom - top)
            viewport = Rect(
                x: panelWidth, y: top, width: width - panelWidth, height: bottom - top)
        }
        status = Rect(x: 0, y: bottom, width: width, height: height - bottom)
        let trashWidth = min(240, viewport.width - 24)
        trash = Rect(
            center: Point(x: viewport.midX, y: viewport.maxY - 52),
            size: Size(width: trashWidth, height: 64))
    }

    /// The margin kept around the canvas when it is fitted to the view.
    static let fitMargin = 24.0
}
