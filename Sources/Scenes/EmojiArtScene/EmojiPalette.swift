import DragAndDrop
import StageKit

/// The palette: tabs for the themed sets and the chosen set's emoji, either as a panel
/// down the side of the window (the set's name under the tabs, a grid of four columns
/// that scrolls up and down) or as a strip along the bottom of a narrow window (a row or
/// two of emoji that scrolls sideways). It scrolls with the wheel and with a swipe along
/// it (see `EmojiArtScene+PaletteSwipe`).
///
/// ```swift
/// var palette = EmojiPalette()
/// palette.layout(in: Rect(x: 0, y: 52, width: 232, height: 700))
/// palette.layout(in: Rect(x: 0, y: 600, width: 390, height: 160), as: .strip(rows: 2))
/// palette.emoji(at: pointer)   // (index, "🦊") under the pointer, if any
/// ```
struct EmojiPalette: Hashable, Sendable {
    /// How the palette is laid out.
    enum Arrangement: Hashable, Sendable {
        /// A panel down the side: a grid of `columns` columns scrolling up and down.
        case panel
        /// A strip along the bottom: `rows` rows of emoji scrolling sideways.
        case strip(rows: Int)
    }

    /// The sets on offer.
    let sets: [EmojiSet]
    /// The tabs, one per set.
    private(set) var tabs: SegmentedPicker
    /// How far the grid is scrolled along the palette (down a panel, right along a
    /// strip), in points: 0…`maximumScroll`.
    private(set) var scroll = 0.0
    /// The whole panel.
    private(set) var frame: Rect = .zero
    /// How the palette is laid out.
    private(set) var arrangement = Arrangement.panel

    /// The side of one grid cell, and the size emoji are drawn at in it.
    static let cellSide = 50.0
    static let emojiSize = 34.0
    static let columns = 4
    static let headerHeight = 84.0
    /// The tabs' height in a strip: tall enough for a finger.
    static let stripTabHeight = 44.0
    /// The strip's header: the tabs with room above and below.
    static let stripHeaderHeight = stripTabHeight + 14

    /// The height of a strip with `rows` rows of emoji.
    static func stripHeight(rows: Int) -> Double {
        stripHeaderHeight + Double(max(rows, 1)) * cellSide + 8
    }

    init(sets: [EmojiSet] = EmojiSet.all) {
        self.sets = sets
        tabs = SegmentedPicker(sets.map { $0.symbol })
    }

    /// The index of the set shown.
    var setIndex: Int { tabs.selectedIndex }

    /// The set shown.
    var currentSet: EmojiSet { sets[setIndex] }

    /// Places the palette, its tabs and its grid, as a panel or a strip. A panel's tabs
    /// are `minimumTabHeight` tall if that is more than a control's height (on a phone on
    /// its side, for a finger); a strip's are always `stripTabHeight`.
    mutating func layout(
        in frame: Rect, as arrangement: Arrangement = .panel, minimumTabHeight: Double = 0
    ) {
        if arrangement != self.arrangement { scroll = 0 }
        self.frame = frame
        self.arrangement = arrangement
        // The panel's header (84 points) holds tabs up to 44 tall above the set's name.
        let panelTabs = min(max(Theme.standard.controlHeight, minimumTabHeight), 44)
        let height = isStrip ? Self.stripTabHeight : panelTabs
        tabs.frame = Rect(
            x: frame.minX + 10, y: frame.minY + 10, width: max(frame.width - 20, 0),
            height: height)
        scroll = min(scroll, maximumScroll)
    }

    /// Whether the palette is a strip that scrolls sideways.
    var isStrip: Bool {
        if case .strip = arrangement { return true }
        return false
    }

    /// Where the grid shows, below the tabs (and in a panel the set's name).
    var gridFrame: Rect {
        let header = isStrip ? Self.stripHeaderHeight : Self.headerHeight
        return Rect(
            x: frame.minX, y: frame.minY + header, width: frame.width,
            height: max(frame.height - header, 0))
    }

    /// The number of rows of a strip (1 for a panel, which is laid out by columns).
    private var stripRows: Int {
        if case .strip(let rows) = arrangement { return max(rows, 1) }
        return 1
    }

    /// The length of the whole grid of the current set along the palette: its height in
    /// a panel, its width in a strip.
    var contentLength: Double {
        let count = currentSet.emoji.count
        let lines =
            isStrip
            ? (count + stripRows - 1) / stripRows : (count + Self.columns - 1) / Self.columns
        return Double(lines) * Self.cellSide + 8
    }

    /// The length of the grid in view along the palette.
    private var visibleLength: Double { isStrip ? gridFrame.width : gridFrame.height }

    /// How far the grid can scroll: 0 when it fits.
    var maximumScroll: Double { max(contentLength - visibleLength, 0) }

    /// The frame of the cell holding emoji `index` of the current set, in window points
    /// (scrolled; it may lie outside the visible grid).
    func cellFrame(at index: Int) -> Rect {
        let grid = gridFrame
        let side = Self.cellSide
        if isStrip {
            let rows = stripRows
            let top = grid.minY + (grid.height - Double(rows) * side) / 2
            return Rect(
                x: grid.minX + 4 + Double(index / rows) * side - scroll,
                y: top + Double(index % rows) * side, width: side, height: side)
        }
        let left = grid.minX + (grid.width - Double(Self.columns) * side) / 2
        return Rect(
            x: left + Double(index % Self.columns) * side,
            y: grid.minY + 4 + Double(index / Self.columns) * side - scroll,
            width: side, height: side)
    }

    /// Whether a movement runs along the palette (sideways along a strip, up or down a
    /// panel) rather than out of it: a swipe that scrolls rather than a drag of an emoji.
    /// A strip lies below the canvas, so a drag out of it goes up; a panel lies beside it,
    /// and a drag out of it often runs down as much as sideways, so there only a movement
    /// mostly straight down or up is a swipe.
    func runsAlong(_ movement: Vector) -> Bool {
        isStrip ? abs(movement.dx) > abs(movement.dy) : abs(movement.dy) > 2 * abs(movement.dx)
    }

    /// The emoji whose visible cell is under a point, with its index in the current set.
    func emoji(at point: Point) -> (index: Int, text: String)? {
        guard gridFrame.contains(point) else { return nil }
        for (i, text) in currentSet.emoji.enumerated() where cellFrame(at: i).contains(point) {
            return (i, text)
        }
        return nil
    }

    /// The visible cell showing an emoji of the current set, if any: where a copy glides
    /// back to.
    func visibleCell(of text: String) -> Rect? {
        guard let index = currentSet.emoji.firstIndex(of: text) else { return nil }
        let cell = cellFrame(at: index)
        return gridFrame.contains(cell.center) ? cell : nil
    }

    /// Scrolls the grid by `delta` points along the palette (positive shows emoji further
    /// down a panel or further right along a strip), within bounds.
    mutating func scroll(by delta: Double) {
        guard delta.isFinite else { return }
        scroll = min(max(scroll + delta, 0), maximumScroll)
    }

    /// Scrolls the grid so that the cell of `text` is in view with a line of cells beyond
    /// it on either side where there is one: the keyboard's focus stepping through the
    /// cells brings the next ones into view, and so into reach.
    mutating func reveal(_ text: String) {
        guard let index = currentSet.emoji.firstIndex(of: text) else { return }
        let cell = cellFrame(at: index)
        let grid = gridFrame
        let side = Self.cellSide
        let (start, end) = isStrip ? (cell.minX, cell.maxX) : (cell.minY, cell.maxY)
        let (first, last) = isStrip ? (grid.minX, grid.maxX) : (grid.minY, grid.maxY)
        if end + side > last {
            scroll(by: end + side - last)
        } else if start - side < first {
            scroll(by: start - side - first)
        }
    }

    /// Lets the tabs see an event; returns whether it chose another set.
    mutating func handleTabs(_ event: InputEvent) -> Bool {
        guard tabs.handle(event) != nil else { return false }
        scroll = 0
        return true
    }

    /// Draws the panel, the tabs, the set's name and the visible part of the grid.
    func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.fill(.rect(frame), theme.surface, shadow: theme.controlShadow)
        list.line(
            from: Point(x: frame.maxX - 0.5, y: frame.minY),
            to: Point(x: frame.maxX - 0.5, y: frame.maxY),
            Stroke(theme.border, width: 1))
        if isStrip {
            list.line(
                from: Point(x: frame.minX, y: frame.minY + 0.5),
                to: Point(x: frame.maxX, y: frame.minY + 0.5), Stroke(theme.border, width: 1))
        }
        tabs.draw(into: &list, theme: theme)
        if !isStrip {
            list.text(
                currentSet.name, at: Point(x: frame.minX + 14, y: frame.minY + 66),
                font: theme.captionFont,
                color: theme.secondaryText)
        }
        let grid = gridFrame
        list.see(.place, "palette", frame: grid, value: currentSet.name)
        list.clipped(to: grid) { list in
            for (i, text) in currentSet.emoji.enumerated() {
                let cell = cellFrame(at: i)
                guard cell.intersects(grid) else { continue }
                list.text(
                    text, at: cell.center, font: Font(size: Self.emojiSize), color: theme.text,
                    alignment: .center)
                // Seen where it can be picked up: a cell whose centre is in view.
                if grid.contains(cell.center) {
                    list.see(
                        .place, "palette \(text)", frame: cell, value: text, kind: .button,
                        name: "Add \(text)")
                }
            }
        }
        if maximumScroll > 0 { drawScrollBar(into: &list, theme: theme) }
    }

    /// A slim bar shows how much of the set is in view.
    private func drawScrollBar(into list: inout DisplayList, theme: Theme) {
        let grid = gridFrame
        let length = visibleLength
        let bar = max(length * length / contentLength, 24)
        let offset = (length - bar) * (scroll / maximumScroll)
        let frame =
            isStrip
            ? Rect(x: grid.minX + offset, y: self.frame.maxY - 6, width: bar, height: 4)
            : Rect(x: self.frame.maxX - 7, y: grid.minY + offset, width: 4, height: bar)
        list.fill(.roundedRect(frame, radius: 2), theme.secondaryText.withAlpha(0.35))
    }
}
