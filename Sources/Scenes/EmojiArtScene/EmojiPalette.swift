import DragAndDrop
import StageKit

/// The palette panel: tabs for the themed sets, the chosen set's name, and its emoji in a
/// grid that scrolls (with the wheel) when it is taller than the panel.
///
/// ```swift
/// var palette = EmojiPalette()
/// palette.layout(in: Rect(x: 0, y: 52, width: 232, height: 700))
/// palette.emoji(at: pointer)   // (index, "🦊") under the pointer, if any
/// ```
struct EmojiPalette: Hashable, Sendable {
    /// The sets on offer.
    let sets: [EmojiSet]
    /// The tabs, one per set.
    private(set) var tabs: SegmentedPicker
    /// How far the grid is scrolled down, in points: 0…`maximumScroll`.
    private(set) var scroll = 0.0
    /// The whole panel.
    private(set) var frame: Rect = .zero

    /// The side of one grid cell, and the size emoji are drawn at in it.
    static let cellSide = 50.0
    static let emojiSize = 34.0
    static let columns = 4
    static let headerHeight = 84.0

    init(sets: [EmojiSet] = EmojiSet.all) {
        self.sets = sets
        tabs = SegmentedPicker(sets.map { $0.symbol })
    }

    /// The index of the set shown.
    var setIndex: Int { tabs.selectedIndex }

    /// The set shown.
    var currentSet: EmojiSet { sets[setIndex] }

    /// Places the panel, its tabs and its grid.
    mutating func layout(in frame: Rect) {
        self.frame = frame
        let theme = Theme.standard
        tabs.frame = Rect(
            x: frame.minX + 10, y: frame.minY + 10, width: frame.width - 20,
            height: theme.controlHeight)
        scroll = min(scroll, maximumScroll)
    }

    /// Where the grid shows, below the tabs and the set's name.
    var gridFrame: Rect {
        Rect(
            x: frame.minX, y: frame.minY + Self.headerHeight, width: frame.width,
            height: max(frame.height - Self.headerHeight, 0))
    }

    /// The height of the whole grid of the current set.
    var contentHeight: Double {
        let rows = (currentSet.emoji.count + Self.columns - 1) / Self.columns
        return Double(rows) * Self.cellSide + 8
    }

    /// How far the grid can scroll: 0 when it fits.
    var maximumScroll: Double { max(contentHeight - gridFrame.height, 0) }

    /// The frame of the cell holding emoji `index` of the current set, in window points
    /// (scrolled; it may lie outside the visible grid).
    func cellFrame(at index: Int) -> Rect {
        let grid = gridFrame
        let left = grid.minX + (grid.width - Double(Self.columns) * Self.cellSide) / 2
        return Rect(
            x: left + Double(index % Self.columns) * Self.cellSide,
            y: grid.minY + 4 + Double(index / Self.columns) * Self.cellSide - scroll,
            width: Self.cellSide, height: Self.cellSide)
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

    /// Scrolls the grid by `dy` points (positive shows emoji further down), within bounds.
    mutating func scroll(by dy: Double) {
        guard dy.isFinite else { return }
        scroll = min(max(scroll + dy, 0), maximumScroll)
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
        tabs.draw(into: &list, theme: theme)
        list.text(
            currentSet.name, at: Point(x: frame.minX + 14, y: frame.minY + 66),
            font: theme.captionFont,
            color: theme.secondaryText)
        let grid = gridFrame
        list.see(.place, "palette", frame: grid, value: currentSet.name)
        list.clipped(to: grid) { list in
            for (i, text) in currentSet.emoji.enumerated() {
                let cell = cellFrame(at: i)
                guard cell.maxY >= grid.minY, cell.minY <= grid.maxY else { continue }
                list.text(
                    text, at: cell.center, font: Font(size: Self.emojiSize), color: theme.text,
                    alignment: .center)
                // Seen where it can be picked up: a cell whose centre is in view.
                if grid.contains(cell.center) {
                    list.see(.place, "palette \(text)", frame: cell, value: text)
                }
            }
        }
        if maximumScroll > 0 {
            // A slim bar shows how much of the set is in view.
            let visible = grid.height / contentHeight
            let height = max(grid.height * visible, 24)
            let y = grid.minY + (grid.height - height) * (scroll / maximumScroll)
            list.fill(
                .roundedRect(Rect(x: frame.maxX - 7, y: y, width: 4, height: height), radius: 2),
                theme.secondaryText.withAlpha(0.35))
        }
    }
}
