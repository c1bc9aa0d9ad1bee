import Board
import Geometry
import StageKit

/// Where each part of the board is drawn in the window, for one arrangement of its
/// columns and cards: a pure function of the board, the window size, the scroll offsets
/// and what is being dragged (the lifted card leaves its list and a gap opens where it
/// would land; a lifted column leaves a gap in the row).
struct BoardLayout {
    /// One column as placed.
    struct ColumnPlace {
        var id: Int
        /// The whole column: header, cards and the add button.
        var frame: Rect
        /// The header (title and count), where a column is grabbed.
        var header: Rect
        /// The area the cards scroll in.
        var list: Rect
        /// Each card shown, with its frame (a lifted card is not among them).
        var cards: [(id: Int, frame: Rect)]
        /// The open gap, if the dragged card would land in this column.
        var gap: Rect?
        /// The "+ Add a card" button, or the inline field in its place.
        var footer: Rect
        /// How far the list can scroll.
        var maximumScroll: Double
    }

    /// What a drag changes in the arrangement.
    struct Lift {
        /// The lifted card, shown nowhere in the lists.
        var card: Int?
        /// Where its gap opens: a column, a position in it (counted without the card) and
        /// the gap's height.
        var gap: (column: Int, index: Int, height: Double)?
        /// The lifted column and the position its gap opens at in the row.
        var column: (id: Int, index: Int)?
        /// Whether the trash is shown (a card carried by the pointer): the columns end
        /// above it, so that it hides no place a card can be dropped.
        var showsTrash = false
    }

    var columns: [ColumnPlace] = []
    /// Where the trash appears while a card is dragged: in a bar of its own below the
    /// columns, which end above it (see `Lift.showsTrash`).
    var trash: Rect = .zero
    /// The area the columns are laid out in (below the toolbar, above the status line, and
    /// above the trash while it is shown).
    var area: Rect = .zero
    /// How far the row of columns can scroll sideways.
    var maximumScrollX = 0.0

    /// The width of a column: 272 points, narrower (down to 180) so that the columns fit
    /// a small window side by side.
    var columnWidth = 272.0
    static let widestColumn = 272.0
    static let narrowestColumn = 180.0
    static let columnSpacing = 16.0
    static let margin = 24.0
    static let headerHeight = 46.0
    static let cardInset = 10.0
    static let cardSpacing = 8.0
    static let footerHeight = 38.0
    static let statusHeight = 30.0
    /// Windows narrower than this give the status line three lines instead of two.
    static let narrowStatusWidth = 600.0

    /// The most lines the status line takes in a window `width` wide (past them it ends
    /// in "…").
    static func statusLines(width: Double) -> Int { width < narrowStatusWidth ? 3 : 2 }

    /// The height of the status line's band: 30 points (two lines of captions fit), or
    /// more for three.
    static func statusHeight(width: Double) -> Double {
        let lines = Double(statusLines(width: width))
        return max(statusHeight, lines * TextMetrics.lineHeight(of: Theme.standard.captionFont))
    }
    static let trashSize = Size(width: 240, height: 60)
    /// The height the trash's bar takes from the columns: the trash with room around it.
    static let trashBarHeight = trashSize.height + 16

    /// A window narrower than this (a phone held upright) holds one column at a time.
    static let narrowWindow = 2 * narrowestColumn + columnSpacing + 2 * margin
    /// How much of the next column a narrow window shows, so it is plain the row goes on.
    static let peek = 32.0

    /// The width of a column when `fit` is the width at which all of them would fit the
    /// window: that, between the narrowest and the widest; in a narrow window, where the
    /// row pans, as wide as the window allows with the next column peeking in.
    ///
    /// ```swift
    /// BoardLayout.columnWidth(fitting: 300, windowWidth: 1280)  // 272
    /// BoardLayout.columnWidth(fitting: 90, windowWidth: 320)    // 240
    /// ```
    static func columnWidth(fitting fit: Double, windowWidth: Double) -> Double {
        if fit < narrowestColumn && windowWidth < narrowWindow {
            return min(max(windowWidth - 2 * margin - peek, 120), widestColumn)
        }
        return min(max(fit, narrowestColumn), widestColumn)
    }

    /// The height of a card: one line for the title, one more when it has a note.
    static func cardHeight(_ card: Card) -> Double { card.note == nil ? 44 : 64 }

    /// The width of a card.
    var cardWidth: Double { columnWidth - 2 * Self.cardInset }

    init(
        board: Board, size: Size, toolbarHeight: Double, scrollX: Double,
        columnScroll: [Int: Double], lift: Lift, editingFooterOf editing: Int?
    ) {
        let full = size.height - toolbarHeight - 16 - Self.statusHeight(width: size.width) - 8
        let bar = lift.showsTrash ? Self.trashBarHeight : 0
        area = Rect(x: 0, y: toolbarHeight + 16, width: size.width, height: max(full - bar, 80))
        trash = Rect(
            x: size.width / 2 - Self.trashSize.width / 2, y: area.maxY + 8,
            width: Self.trashSize.width, height: Self.trashSize.height)
        var order = board.columns
        if let lifted = lift.column, let from = order.firstIndex(where: { $0.id == lifted.id }) {
            let column = order.remove(at: from)
            order.insert(column, at: min(max(lifted.index, 0), order.count))
        }
        // "+ Add a card" is a finger's height on a phone.
        let footerHeight = max(Self.footerHeight, TouchTarget.side(in: size) + 8)
        let count = Double(order.count)
        let fit =
            (size.width - 2 * Self.margin - max(count - 1, 0) * Self.columnSpacing) / max(count, 1)
        columnWidth = Self.columnWidth(fitting: fit, windowWidth: size.width)
        let rowWidth = count * columnWidth + max(count - 1, 0) * Self.columnSpacing
        maximumScrollX = max(0, rowWidth + 2 * Self.margin - size.width)
        let scroll = min(max(scrollX, 0), maximumScrollX)
        for (i, column) in order.enumerated() {
            let x = Self.margin + Double(i) * (columnWidth + Self.columnSpacing) - scroll
            columns.append(
                place(
                    column, x: x, lift: lift, scroll: columnScroll[column.id] ?? 0,
                    footerHeight: editing == column.id ? 64 : footerHeight))
        }
    }

    private func place(
        _ column: Column, x: Double, lift: Lift, scroll: Double, footerHeight: Double
    ) -> ColumnPlace {
        let header = Rect(x: x, y: area.minY, width: columnWidth, height: Self.headerHeight)
        var shown = column.cards
        if let card = lift.card { shown.removeAll { $0.id == card } }
        var heights: [Double] = shown.map { Self.cardHeight($0) }
        var gapIndex: Int?
        if let gap = lift.gap, gap.column == column.id {
            let index = min(max(gap.index, 0), shown.count)
            gapIndex = index
            heights.insert(gap.height, at: index)
        }
        // An empty column keeps room for its "Drop cards here" place.
        var content: Double = heights.isEmpty ? 44 : 0
        for h in heights { content += h + Self.cardSpacing }
        if !heights.isEmpty { content -= Self.cardSpacing }
        let room = area.maxY - header.maxY - footerHeight - 8
        let listHeight = max(min(content, room), 44)
        let list = Rect(
            x: x, y: header.maxY, width: columnWidth, height: listHeight)
        let maximumScroll = max(0, content - listHeight)
        let offset = min(max(scroll, 0), maximumScroll)
        var y = list.minY - offset
        var cards: [(id: Int, frame: Rect)] = []
        var gap: Rect?
        var k = 0
        for (i, h) in heights.enumerated() {
            let frame = Rect(x: x + Self.cardInset, y: y, width: cardWidth, height: h)
            if i == gapIndex {
                gap = frame
            } else {
                cards.append((shown[k].id, frame))
                k += 1
            }
            y += h + Self.cardSpacing
        }
        let footer = Rect(
            x: x + Self.cardInset, y: list.maxY + 8, width: cardWidth,
            height: footerHeight - 8)
        let frame = Rect(
            x: x, y: header.minY, width: columnWidth, height: footer.maxY + 8 - header.minY)
        return ColumnPlace(
            id: column.id, frame: frame, header: header, list: list, cards: cards, gap: gap,
            footer: footer, maximumScroll: maximumScroll)
    }

    /// The column placed with this id.
    func column(_ id: Int) -> ColumnPlace? { columns.first { $0.id == id } }

    /// The frame of a card shown in the lists.
    func frame(ofCard id: Int) -> Rect? {
        for column in columns {
            for card in column.cards where card.id == id { return card.frame }
        }
        return nil
    }

    /// The column a point is over, sideways: the nearest column whose band (with half the
    /// spacing on each side) holds x, when y is within the board area.
    func column(near p: Point) -> ColumnPlace? {
        guard p.y >= area.minY - 8, p.y <= area.maxY else { return nil }
        let half = Self.columnSpacing / 2
        return columns.first { p.x >= $0.frame.minX - half && p.x < $0.frame.maxX + half }
    }
}
