import Board
import DragAndDrop
import Geometry
import Motion

/// The sortable groups placed where the layout draws the lists, and scrolling: the groups
/// hold how far each column and the row are scrolled; whatever scrolls them (the wheel,
/// auto-scroll near an edge, a keyboard move), what is drawn moves with the content at
/// once.
extension BoardScene {
    /// The id of the row's one container in `row`.
    static let rowID = 0

    /// How far the row of columns is scrolled sideways.
    var scrollX: Double { row.containers.first?.scroll ?? 0 }

    /// How far a column's list is scrolled down.
    func columnScroll(_ id: Int) -> Double { cards.container(id)?.scroll ?? 0 }

    /// Every scroll offset: the row's, and each column's by id.
    var scrolls: (row: Double, columns: [Int: Double]) {
        var columns: [Int: Double] = [:]
        for container in cards.containers { columns[container.id] = container.scroll }
        return (scrollX, columns)
    }

    /// Puts the groups where `layout` draws the lists. At rest they are made anew from the
    /// board (which undo, typing and drops change), keeping their scroll; during a drag
    /// only their frames follow (a resize, the row scrolled).
    mutating func placeGroups(scrolledTo old: (row: Double, columns: [Int: Double])) {
        let spacing = BoardLayout.columnSpacing
        if row.drag == nil {
            row = SortableGroup(
                containers: [
                    SortableContainer(
                        id: Self.rowID, frame: .zero,
                        layout: .list(.horizontal, spacing: spacing), padding: 0,
                        items: board.columns.map { $0.id },
                        lengths: Array(repeating: layout.columnWidth, count: board.columns.count))
                ], configuration: Self.sorting)
        }
        // A column is taken wherever the pointer is up or down.
        let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        row.setFrame(
            Rect(
                x: BoardLayout.margin, y: layout.area.minY,
                width: max(size.width - 2 * BoardLayout.margin, 1), height: layout.area.height),
            dropArea: everywhere, of: Self.rowID)
        if row.drag == nil { row.scroll(Self.rowID, to: old.row) }
        if cards.drag == nil {
            cards = SortableGroup(
                containers: board.columns.map { column in
                    SortableContainer(
                        id: column.id, frame: .zero,
                        layout: .list(.vertical, spacing: BoardLayout.cardSpacing), padding: 0,
                        items: column.cards.map { $0.id },
                        lengths: column.cards.map { BoardLayout.cardHeight($0) })
                }, configuration: Self.sorting)
        }
        for place in layout.columns {
            // A card counts as over a column anywhere in its band, header and footer too.
            let band = Rect(
                x: place.frame.minX - spacing / 2, y: layout.area.minY - 8,
                width: place.frame.width + spacing, height: layout.area.height + 8)
            cards.setFrame(
                Rect(
                    x: place.list.minX + BoardLayout.cardInset, y: place.list.minY,
                    width: layout.cardWidth, height: place.list.height),
                dropArea: band, of: place.id)
            if cards.drag == nil { cards.scroll(place.id, to: old.columns[place.id] ?? 0) }
        }
    }

    /// Scrolls a column, or the row, while a card or a column is held near its edge;
    /// returns whether anything scrolls.
    mutating func autoScroll(for elapsed: Double) -> Bool {
        guard !isIdle else { return false }
        let before = scrolls
        let gaps = (cards: cards.drag?.gap, row: row.drag?.gap)
        var scrolling = false
        if let drag = cards.drag {
            scrolling = cards.advance(to: time)
            if !drag.isKeyboard && !drag.isOutside {
                let centre = cards.drag?.rect.center ?? drag.rect.center
                scrolling = row.autoScroll(Self.rowID, toward: centre, for: elapsed) || scrolling
            }
        } else {
            scrolling = row.advance(to: time)
        }
        follow(before)
        // A place the held card or column rested on long enough (`sorting`'s dwell): the
        // others glide aside now.
        if cards.drag?.gap != gaps.cards || row.drag?.gap != gaps.row { relayout() }
        return scrolling
    }

    /// After the groups scrolled from `before`: what is drawn in a scrolled list moves
    /// with it at once (only what the gap pushes glides), and the layout follows.
    mutating func follow(_ before: (row: Double, columns: [Int: Double])) {
        let now = scrolls
        let dx = now.row - before.row
        var moved = dx != 0
        for column in board.columns {
            let dy = (now.columns[column.id] ?? 0) - (before.columns[column.id] ?? 0)
            moved = moved || dy != 0
            if dx != 0, row.drag?.item != column.id {
                motion.offset(.column(column.id), by: Point(x: -dx, y: 0))
            }
            for card in column.cards where card.id != cards.drag?.item {
                motion.offset(.card(card.id), by: Point(x: -dx, y: -dy))
            }
        }
        if moved { relayout() }
    }
}
