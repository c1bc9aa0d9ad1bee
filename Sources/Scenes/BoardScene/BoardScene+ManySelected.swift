import Board
import DragAndDrop
import Geometry
import StageKit

/// Several cards at once, with the engine's `Selection`: shift-click extends from the last
/// card clicked (in reading order), ctrl-click toggles a card, ctrl+a selects the focused
/// card's column (again: the whole board), Space toggles the focused card, Esc clears.
/// Dragging (or carrying by keys) a selected card moves the whole selection: the cards
/// land together where it lands, in reading order, as one undo step.
extension BoardScene {
    /// Every card in reading order: column by column, top to bottom.
    var readingOrder: [Int] {
        var ids: [Int] = []
        for column in board.columns { for card in column.cards { ids.append(card.id) } }
        return ids
    }

    /// The selected cards, when they are several (one selected card is just the focus).
    var group: [Int] {
        let cards = picked.ordered(by: readingOrder)
        return cards.count > 1 ? cards : []
    }

    /// Whether the card is drawn marked as part of a selection of several.
    func isInGroup(_ id: Int) -> Bool {
        (picked.count > 1 || selectingByTaps) && picked.contains(id)
    }

    /// The cards carried with `lead`: the whole selection when it is part of it.
    func carried(with lead: Int) -> [Int] {
        let cards = group
        return cards.contains(lead) ? cards : [lead]
    }

    /// A press on a card: an unselected card is selected (alone, added or toggled by the
    /// modifiers) at once, a selected one on release, so that a drag carries them all.
    mutating func pressCard(_ id: Int, modifiers: KeyModifiers) {
        // While selecting by taps, a tap toggles, as a Control-click does.
        pressModifiers = selectingByTaps ? modifiers.union(.control) : modifiers
        picked.remove(picked.items.filter { board.card(withID: $0) == nil })
        picked.pressed(id, modifiers: pressModifiers, order: readingOrder)
    }

    /// Ends selecting by taps, keeping the selection, and says what is selected.
    mutating func stopSelectingByTaps() {
        selectingByTaps = false
        statusLine.announce(selectionText() + " Drag one to move them all.")
    }

    /// The click on a card the press waited for; returns true (to go on in a condition).
    mutating func clickedCard(_ id: Int) -> Bool {
        picked.tapped(id, modifiers: pressModifiers, order: readingOrder)
        return true
    }

    /// Space: the focused card joins or leaves the selection.
    mutating func toggleFocused() {
        guard let focus, let card = board.card(withID: focus) else { return }
        picked.toggle(focus)
        let verb = picked.contains(focus) ? "selected" : "not selected"
        statusLine.announce("“\(card.title)” \(verb). \(selectionText())")
    }

    /// ctrl+a: the focused card's column; when it is all selected already (or nothing is
    /// focused), every card.
    mutating func selectAllCards() {
        var cards = readingOrder
        if let focus, let (c, _) = board.location(ofCard: focus) {
            let column = board.columns[c].cards.map { $0.id }
            if !column.allSatisfy({ picked.contains($0) }) { cards = column }
        }
        picked.selectAll(cards)
        statusLine.announce(selectionText())
    }

    /// "3 cards selected." in words.
    func selectionText() -> String {
        picked.count == 1 ? "1 card selected." : "\(picked.count) cards selected."
    }

    /// Moves `cards` to `column` where `lead` (one of them) lands: at `index` among the
    /// column's cards without the lead; they keep their reading order there. One undo step.
    mutating func moveGroup(_ cards: [Int], lead: Int, toColumn column: Int, at index: Int)
        throws(BoardError)
    {
        guard let target = board.column(withID: column) else { throw .unknownColumn(column) }
        let at = Self.slot(index, in: target.cards, lead: lead, leaving: cards)
        try editor.apply { board throws(BoardError) in
            // All to the end of the column, then each to its place, in order.
            for id in cards {
                let count = board.column(withID: column)?.cards.count ?? 0
                let here = board.column(withID: column)?.cards.contains { $0.id == id } ?? false
                try board.moveCard(id, toColumn: column, at: here ? count - 1 : count)
            }
            for (k, id) in cards.enumerated() {
                try board.moveCard(id, toColumn: column, at: at + k)
            }
        }
    }

    /// Where a group lands among the cards of a column that stay: `index` counts the
    /// column's cards without the lead; those of the group above it leave.
    static func slot(_ index: Int, in column: [Card], lead: Int, leaving group: [Int]) -> Int {
        var at = index
        var seen = 0
        for card in column where card.id != lead {
            if seen == index { break }
            if group.contains(card.id) { at -= 1 }
            seen += 1
        }
        return at
    }

    /// Deletes `cards`, as one undo step.
    mutating func deleteGroup(_ cards: [Int]) throws(BoardError) {
        try editor.apply { board throws(BoardError) in
            for id in cards { try board.deleteCard(id) }
        }
        picked.remove(cards)
    }
}

extension BoardScene {
    /// Where a carried selection would land, in words ("3 cards: over Done, position 2 of
    /// 5."), or nil when one card is carried.
    func groupPlaceText() -> String? {
        guard let lead = cards.drag?.item, case .slot(let column, let index)? = cardTarget,
            let place = board.column(withID: column)
        else { return nil }
        let moving = carried(with: lead)
        guard moving.count > 1 else { return nil }
        let at = Self.slot(index, in: place.cards, lead: lead, leaving: moving)
        var staying = 0
        for card in place.cards where !moving.contains(card.id) { staying += 1 }
        return
            "\(moving.count) cards: over \(place.title), position \(at + 1) of \(staying + moving.count)."
    }

    /// Where a moved selection now is, in words ("Moved 3 cards to Done, 2 to 4 of 5.").
    func landedText(_ moved: [Int]) -> String {
        guard let first = moved.first, let (c, i) = board.location(ofCard: first) else {
            return "Moved \(moved.count) cards."
        }
        let column = board.columns[c]
        return
            "Moved \(moved.count) cards to \(column.title), \(i + 1) to \(i + moved.count) of \(column.cards.count)."
    }

    /// Drops a carried selection where its lead would land (`move`, or the lead's own
    /// place when it did not move), or deletes it on the trash: one undo step either way.
    mutating func dropGroup(
        _ moving: [Int], lead: Int, source: SortablePlace<Int>, move: SortableMove<Int, Int>?
    ) {
        let column = move?.to.container ?? source.container
        let index = move?.to.index ?? source.index
        // (No `BoardError` in the words: its descriptions, inlined, cost the web module.)
        if (try? moveGroup(moving, lead: lead, toColumn: column, at: index)) != nil {
            statusLine.announce(landedText(moving))
        } else {
            status = "Could not move the \(moving.count) cards."
        }
    }
}
