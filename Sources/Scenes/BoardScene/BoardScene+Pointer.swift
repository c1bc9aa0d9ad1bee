import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// Routes a pointer event: to the toolbar, then to a press on a card, a header or an
    /// add button, then to the drag it becomes.
    package mutating func handlePointer(_ event: PointerEvent) {
        guard event.location.isFinite else { return }
        // Only the main button presses and releases here: a right click in the middle of
        // a drag neither starts nor ends anything.
        if event.button != .primary && (event.phase == .down || event.phase == .up) { return }
        let busy = press != nil || cardDrag != nil || columnDrag != nil
        if toolbarTakes(event, idle: !busy) { return }
        switch event.phase {
        case .down:
            // A press while a drag is under way means its release was lost: it ends first.
            if cardDrag != nil { dropCard() }
            if columnDrag != nil { dropColumn() }
            press = nil
            pressed(at: event.location)
        case .move:
            moved(to: event.location)
        case .up:
            moved(to: event.location)
            released(at: event.location)
        case .cancel:
            press = nil
            if cardDrag != nil { cancelDrag() }
            if columnDrag != nil { cancelDrag() }
        }
    }

    private mutating func pressed(at p: Point) {
        if let card = card(at: p), let frame = layout.frame(ofCard: card.id) {
            focus = card.id
            press = Press(piece: .card(card.id), start: p, grab: p - frame.origin)
            return
        }
        for column in layout.columns {
            if column.header.contains(p) {
                press = Press(
                    piece: .column(column.id), start: p, grab: p - column.frame.origin)
                return
            }
            if column.footer.contains(p) && editing == nil {
                openEditor(.addCard(column.id))
                return
            }
        }
        focus = nil
    }

    private mutating func moved(to p: Point) {
        if var drag = cardDrag, !drag.byKeyboard {
            drag.pointer = p
            drag.target = target(for: drag)
            let changed = drag.target != cardDrag?.target
            cardDrag = drag
            motion.place(.card(drag.card), at: p - drag.grab)
            if changed { relayout() }
            return
        }
        if var drag = columnDrag {
            drag.pointer = p
            drag.index = index(forColumnAt: p - drag.grab)
            let changed = drag.index != columnDrag?.index
            columnDrag = drag
            motion.place(.column(drag.column), at: p - drag.grab)
            if changed { relayout() }
            return
        }
        guard let press, p.distance(to: press.start) >= Self.activationDistance else { return }
        self.press = nil
        switch press.piece {
        case .card(let id): startCardDrag(id, grab: press.grab, pointer: p)
        case .column(let id): startColumnDrag(id, grab: press.grab, pointer: p)
        }
    }

    private mutating func released(at p: Point) {
        if let drag = cardDrag, !drag.byKeyboard {
            dropCard()
            return
        }
        if columnDrag != nil {
            dropColumn()
            return
        }
        guard let press else { return }
        self.press = nil
        let isDouble =
            lastClick.map {
                $0.target == press.piece && time - $0.time <= Self.doubleClickTime
                    && $0.at.distance(to: p) < Self.activationDistance
            } ?? false
        lastClick = isDouble ? nil : (press.piece, time, p)
        guard isDouble else {
            if case .card(let id) = press.piece, let card = board.card(withID: id) {
                status =
                    "“\(card.title)” selected: drag it, double-click to rename, Delete removes it."
            }
            return
        }
        switch press.piece {
        case .card(let id): openEditor(.renameCard(id))
        case .column(let id): openEditor(.renameColumn(id))
        }
    }

    // MARK: - Cards

    mutating func startCardDrag(_ id: Int, grab: Vector, pointer: Point, byKeyboard: Bool = false) {
        guard let (c, i) = board.location(ofCard: id) else { return }
        let home = (column: board.columns[c].id, index: i)
        cardDrag = CardDrag(
            card: id, home: home, grab: grab, pointer: pointer,
            target: .slot(column: home.column, index: home.index), byKeyboard: byKeyboard)
        focus = id
        lastClick = nil
        lift.animate(to: 1, with: Self.liftSpring, at: time)
        if !byKeyboard, let drag = cardDrag {
            let target = target(for: drag)
            cardDrag?.target = target
        }
        relayout()
        if let card = board.card(withID: id), !byKeyboard {
            status =
                "Moving “\(card.title)”: drop it in a column, or on the trash to delete it. Esc cancels."
        }
    }

    /// Where the dragged card would land for where the pointer is: on the trash, in the
    /// column under it at the place its centre has passed (the engine's sortable list
    /// finds it by binary search), or back home when it is over no column.
    func target(for drag: CardDrag) -> CardTarget {
        let home = CardTarget.slot(column: drag.home.column, index: drag.home.index)
        if layout.trash.contains(drag.pointer) { return .trash }
        guard let card = board.card(withID: drag.card),
            let place = layout.column(near: drag.pointer),
            let column = board.column(withID: place.id)
        else { return home }
        var list = SortableContainer(
            id: column.id,
            frame: Rect(
                x: place.list.minX, y: place.list.minY, width: place.list.width,
                height: max(place.list.height, 1)),
            layout: .list(.vertical, spacing: BoardLayout.cardSpacing), padding: 0,
            items: column.cards.map { $0.id },
            lengths: column.cards.map { BoardLayout.cardHeight($0) })
        list.scroll(to: columnScroll[column.id] ?? 0)
        let centre = Point(
            x: drag.pointer.x, y: drag.pointer.y - drag.grab.dy + BoardLayout.cardHeight(card) / 2)
        let removed = column.id == drag.home.column ? drag.home.index : nil
        return .slot(column: column.id, index: list.insertionIndex(for: centre, removing: removed))
    }

    /// Ends a card drag where its target is: a move (one undo step), a delete on the
    /// trash, or nothing when it lands where it came from. The card glides into place.
    mutating func dropCard() {
        guard let drag = cardDrag, let card = board.card(withID: drag.card) else {
            cardDrag = nil
            return
        }
        cardDrag = nil
        lift.animate(to: 0, with: Self.liftSpring, at: time)
        landing = .card(drag.card)
        switch drag.target {
        case .trash:
            do throws(BoardError) {
                try editor.apply { board throws(BoardError) in try board.deleteCard(drag.card) }
                if focus == drag.card { focus = nil }
                statusLine.announce("Deleted “\(card.title)”. ctrl+z brings it back.")
            } catch {
                status = "Could not delete “\(card.title)”: \(error)."
            }
        case .slot(let column, let index):
            let title = board.column(withID: column)?.title ?? ""
            if column == drag.home.column && index == drag.home.index {
                status = "“\(card.title)” is back where it was."
            } else {
                do throws(BoardError) {
                    try editor.apply { board throws(BoardError) in
                        try board.moveCard(drag.card, toColumn: column, at: index)
                    }
                    let count = board.column(withID: column)?.cards.count ?? 0
                    status = "Moved “\(card.title)” to \(title), \(index + 1) of \(count)."
                } catch {
                    status = "Could not move “\(card.title)”: \(error)."
                }
            }
            if drag.byKeyboard { statusLine.announce(status) }
        }
        relayout()
    }

    /// Cancels the drag under way: everything glides back, the board is unchanged.
    mutating func cancelDrag() {
        if let drag = cardDrag {
            cardDrag?.target = .slot(column: drag.home.column, index: drag.home.index)
            let title = board.card(withID: drag.card)?.title ?? ""
            dropCard()
            statusLine.announce("Cancelled: “\(title)” is back where it was.")
        }
        if let drag = columnDrag {
            columnDrag?.index = drag.homeIndex
            dropColumn()
            status = "Cancelled: the columns are as they were."
        }
    }

    // MARK: - Columns

    private mutating func startColumnDrag(_ id: Int, grab: Vector, pointer: Point) {
        guard let index = board.columnIndex(of: id) else { return }
        columnDrag = ColumnDrag(
            column: id, homeIndex: index, grab: grab, pointer: pointer, index: index)
        lastClick = nil
        lift.animate(to: 1, with: Self.liftSpring, at: time)
        relayout()
        status = "Moving the column “\(board.columns[index].title)”. Esc cancels."
    }

    /// The place in the row for a column whose left edge is at `origin`: after every
    /// other column whose middle it has passed (a sideways sortable list of the columns).
    private func index(forColumnAt origin: Point) -> Int {
        guard let drag = columnDrag else { return 0 }
        let scroll = min(max(scrollX, 0), layout.maximumScrollX)
        let row = SortableContainer(
            id: 0,
            frame: Rect(
                x: BoardLayout.margin - scroll, y: layout.area.minY, width: size.width, height: 1),
            layout: .list(.horizontal, spacing: BoardLayout.columnSpacing), padding: 0,
            items: board.columns.map { $0.id },
            lengths: Array(repeating: layout.columnWidth, count: board.columns.count))
        let centre = Point(x: origin.x + layout.columnWidth / 2, y: layout.area.minY)
        return row.insertionIndex(for: centre, removing: drag.homeIndex)
    }

    private mutating func dropColumn() {
        guard let drag = columnDrag else { return }
        columnDrag = nil
        lift.animate(to: 0, with: Self.liftSpring, at: time)
        landing = .column(drag.column)
        if drag.index != drag.homeIndex {
            try? editor.apply { board throws(BoardError) in
                try board.moveColumn(drag.column, to: drag.index)
            }
            let title = board.column(withID: drag.column)?.title ?? ""
            status = "Moved the column “\(title)” to place \(drag.index + 1)."
        }
        // The dragged column glides from where it was let go.
        relayout()
        if let place = layout.column(drag.column) {
            motion.animate(.column(drag.column), to: place.frame.origin, with: Self.glide, at: time)
        }
    }

    // MARK: - Wheel

    /// The wheel scrolls the column under the pointer up and down, and the row of columns
    /// sideways (a sideways wheel, or shift with the wheel).
    package mutating func handleWheel(_ event: WheelEvent) {
        guard event.location.isFinite,
            case .pan(let offset)? = WheelRecognizer().interpret(event)
        else { return }
        // The content moves by the offset, so the scroll goes the other way.
        var dx = -offset.dx
        var dy = -offset.dy
        if event.modifiers.contains(.shift) && dx == 0 { (dx, dy) = (dy, 0) }
        if dx != 0 { scrollX = min(max(scrollX + dx, 0), layout.maximumScrollX) }
        if dy != 0, let column = layout.column(near: event.location) {
            let now = columnScroll[column.id] ?? 0
            columnScroll[column.id] = min(max(now + dy, 0), column.maximumScroll)
        }
        relayout(instantly: cardDrag == nil && columnDrag == nil)
    }

    static let activationDistance = 6.0
    static let doubleClickTime = 0.4
}
