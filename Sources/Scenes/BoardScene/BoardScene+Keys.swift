import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// Keys: ctrl+z / ctrl+shift+z undo and redo; Tab and the arrows move the focus;
    /// Space selects the focused card or takes it out of the selection, ctrl+a selects its
    /// column (again: every card); Enter picks the focused card up (with the selection it
    /// is part of), the arrows move it, Enter drops it, Esc cancels, then clears the
    /// selection; Delete removes it; F2 renames it, n edits its note, c changes its colour,
    /// a adds a card to its column; ctrl+shift+left and right move its column.
    package mutating func handleKey(_ event: KeyEvent) {
        if handleHistoryKey(event) { return }
        if let drag = cards.drag, drag.isKeyboard {
            return keyWhileCarrying(event, drag)
        }
        if event.key == .escape && event.modifiers.isEmpty {
            if !isIdle {
                cancelDrag()
            } else if cancelLasso() {
                // The selection is as it was before the lasso.
            } else if selectingByTaps {
                stopSelectingByTaps()
            } else if !picked.isEmpty {
                picked.clear()
                statusLine.announce("Selection cleared.")
            } else if focus != nil {
                focus = nil
                status = Self.greeting.text(for: device)
            } else if escapeLeaves {
                exitRequest = .back
            }
            return
        }
        guard isIdle else { return }
        if ActionMenu.opens(event), let focus {
            return openActions(forCard: focus, byKeyboard: true)
        }
        switch (event.key, event.modifiers) {
        case (.left, [.control, .shift]), (.right, [.control, .shift]):
            // The focused card's column, one place.
            if let focus, let (c, _) = board.location(ofCard: focus) {
                let way = event.key == .left ? "left" : "right"
                perform(columnAction: "move column " + way, on: board.columns[c].id)
            }
        case (.tab, []): moveFocus(by: 1)
        case (.tab, .shift): moveFocus(by: -1)
        case (.down, []): moveFocus(within: 1)
        case (.up, []): moveFocus(within: -1)
        case (.right, []): moveFocus(across: 1)
        case (.left, []): moveFocus(across: -1)
        case (.space, []): toggleFocused()
        case (.enter, []): pickUpFocused()
        case (Key("a"), .control): selectAllCards()
        case (.delete, []), (.backspace, []): deleteFocused()
        case (Key("f2"), []): if let focus { openEditor(.renameCard(focus)) }
        case (Key("n"), []):
            if let focus {
                openEditor(.editNote(focus))
                openingKey = "n"
            }
        case (Key("c"), []): cycleLabel()
        case (Key("a"), []):
            let column = focus.flatMap { board.location(ofCard: $0) }.map { $0.column } ?? 0
            if column < board.columns.count {
                openEditor(.addCard(board.columns[column].id))
                openingKey = "a"
            }
        default: break
        }
    }

    private mutating func moveFocus(by step: Int) {
        let order = readingOrder
        guard !order.isEmpty else { return }
        let now = focus.flatMap { order.firstIndex(of: $0) }
        let next =
            now.map { ($0 + step + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
        focusOn(order[next])
    }

    private mutating func moveFocus(within step: Int) {
        guard let focus, let (c, i) = board.location(ofCard: focus) else { return moveFocus(by: 1) }
        let cards = board.columns[c].cards
        focusOn(cards[min(max(i + step, 0), cards.count - 1)].id)
    }

    private mutating func moveFocus(across step: Int) {
        guard let focus, let (c, i) = board.location(ofCard: focus) else { return moveFocus(by: 1) }
        var next = c + step
        while next >= 0 && next < board.columns.count {
            let cards = board.columns[next].cards
            if !cards.isEmpty { return focusOn(cards[min(i, cards.count - 1)].id) }
            next += step
        }
    }

    /// A screen reader's cursor (or Tab in the web page's mirror) on a card moves the focus
    /// there, so that the keys act on it; the reader says the card itself.
    package mutating func handleFocus(_ event: FocusEvent) {
        guard isIdle, event.role == .item, editing == nil else { return }
        if let focus, board.card(withID: focus)?.title == event.label { return }
        guard let id = readingOrder.first(where: { board.card(withID: $0)?.title == event.label })
        else { return }
        focusOn(id, announcing: false)
    }

    private mutating func focusOn(_ id: Int, announcing: Bool = true) {
        focus = id
        guard let (c, i) = board.location(ofCard: id) else { return }
        let column = board.columns[c]
        let place =
            "“\(column.cards[i].title)”, in \(column.title), \(i + 1) of \(column.cards.count)."
        if announcing { statusLine.announce(place) }
        status = place + " Enter picks it up, Space selects it."
        reveal(id)
    }

    /// Scrolls the focused card's column so that the card is in view.
    private mutating func reveal(_ id: Int) {
        guard let (c, _) = board.location(ofCard: id) else { return }
        let columnID = board.columns[c].id
        guard let place = layout.column(columnID), let frame = layout.frame(ofCard: id) else {
            return
        }
        var scroll = columnScroll(columnID)
        if frame.minY < place.list.minY { scroll -= place.list.minY - frame.minY }
        if frame.maxY > place.list.maxY { scroll += frame.maxY - place.list.maxY }
        cards.scroll(columnID, to: scroll)
        revealColumn(at: c)
        relayout(instantly: true)
    }

    /// Scrolls the row so that the column at `c` is in view.
    mutating func revealColumn(at c: Int) {
        let step = layout.columnWidth + BoardLayout.columnSpacing
        let left = BoardLayout.margin + Double(c) * step
        if left - scrollX < 0 { row.scroll(Self.rowID, to: left - BoardLayout.margin) }
        if left + layout.columnWidth - scrollX > size.width {
            row.scroll(Self.rowID, to: left + layout.columnWidth + BoardLayout.margin - size.width)
        }
    }

    /// The engine's sentences are not the Board's: the Board says its own.
    private static var unsaid: Announcer<Int, Int> {
        Announcer(item: { _ in "" }, location: { _ in "" })
    }

    private mutating func pickUpFocused() {
        guard let focus, let card = board.card(withID: focus), let place = place(ofCard: focus)
        else { return moveFocus(by: 1) }
        _ = cards.pickUp(place, at: time, announcer: Self.unsaid)
        guard cards.drag != nil else { return }
        lifted(card: focus)
        if let group = groupPlaceText() {
            return statusLine.announce(
                "Picked up \(group) Arrows move them, Enter drops them, Escape cancels.")
        }
        statusLine.announce(
            "Picked up “\(card.title)”. \(placeText()) Arrows move it, Enter drops it, Escape cancels."
        )
    }

    /// Where the carried card would land, as words: "2 of 4 in Doing."
    private func placeText() -> String {
        guard let drag = cards.drag, case .slot(let column, let index)? = cardTarget,
            let place = board.column(withID: column)
        else { return "" }
        let count = place.cards.count + (drag.source.container == column ? 0 : 1)
        return "\(index + 1) of \(count) in \(place.title)."
    }

    /// Keys while a card is carried: the arrows move it a place (the engine's sortable
    /// group finds the place and scrolls its list to show it; the row follows), Enter or
    /// Space drops it, Esc cancels.
    private mutating func keyWhileCarrying(_ event: KeyEvent, _ drag: SortableDrag<Int, Int>) {
        let title = board.card(withID: drag.item)?.title ?? ""
        let direction: Direction
        switch (event.key, event.modifiers) {
        case (.up, []): direction = .up
        case (.down, []): direction = .down
        case (.left, []): direction = .left
        case (.right, []): direction = .right
        case (.enter, []), (.space, []):
            let many = carried(with: drag.item).count > 1
            dropCard()
            if many { return }
            if let (c, i) = board.location(ofCard: drag.item) {
                let column = board.columns[c]
                statusLine.announce(
                    "Dropped “\(title)” in \(column.title), \(i + 1) of \(column.cards.count).")
            }
            return
        case (.escape, []):
            cancelDrag()
            return
        default: return
        }
        let before = scrolls
        let target = cardTarget
        _ = cards.moveCarried(direction, at: time, announcer: Self.unsaid)
        guard cardTarget != target, case .slot(let column, _)? = cardTarget else { return }
        if let c = board.columnIndex(of: column) { revealColumn(at: c) }
        follow(before)
        relayout()
        statusLine.announce(groupPlaceText() ?? "“\(title)”: \(placeText())")
    }

    private mutating func deleteFocused() {
        guard let id = focus, let (c, i) = board.location(ofCard: id) else { return }
        let title = board.columns[c].cards[i].title
        _ = try? editor.apply { board throws(BoardError) in try board.deleteCard(id) }
        let rest = board.columns[c].cards
        focus = rest.isEmpty ? nil : rest[min(i, rest.count - 1)].id
        relayout()
        statusLine.announce("Deleted “\(title)”. ctrl+z brings it back.")
    }

    private mutating func cycleLabel() {
        guard let id = focus, let card = board.card(withID: id) else { return }
        let label = card.label.next
        try? editor.apply { board throws(BoardError) in try board.setLabel(ofCard: id, to: label) }
        status =
            label == .none ? "“\(card.title)” has no colour." : "“\(card.title)” is \(label.name)."
    }
}
