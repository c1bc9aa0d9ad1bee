import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

/// Dragging cards and columns through the engine's sortable groups: `cards` carries a card
/// (by the pointer or the keys) and finds its gap, `row` carries a column; the scene turns
/// what they report into moves of the model, status sentences and glides.
extension BoardScene {
    // MARK: - Cards

    /// Picks up a card for the pointer pressed at `pointer`.
    mutating func liftCard(_ id: Int, pointer: Point) {
        guard let place = place(ofCard: id), cards.begin(place, pointer: pointer, time: time)
        else { return }
        lifted(card: id)
        if let card = board.card(withID: id) {
            status =
                "Moving “\(card.title)”: drop it in a column, or on the trash to delete it. Esc cancels."
        }
    }

    /// The card's column and position, as the sortable group names them.
    func place(ofCard id: Int) -> SortablePlace<Int>? {
        guard let (c, i) = board.location(ofCard: id) else { return nil }
        return SortablePlace(container: board.columns[c].id, index: i)
    }

    /// The card just picked up (by the pointer or the keys) is focused and rises; the
    /// lists open its gap.
    mutating func lifted(card id: Int) {
        focus = id
        lift.animate(to: 1, with: Self.liftSpring, at: time)
        relayout()
    }

    /// Where the dragged card would land: on the trash, or in a column at a position
    /// counted without it (back home when it is over no column).
    var cardTarget: CardTarget? {
        guard let drag = cards.drag else { return nil }
        if drag.isOutside { return .trash }
        let gap = drag.gap ?? drag.source
        return .slot(column: gap.container, index: gap.index)
    }

    /// How far past the trash's edge a card over it must go to leave it.
    static let trashMargin = 4.0

    /// Whether a card held at `p` is over the trash: once over it, until clearly past its
    /// edge, so that a hand resting on the edge cannot make its glow flicker.
    func isOverTrash(_ p: Point, was over: Bool) -> Bool {
        layout.trash.outset(by: over ? Self.trashMargin : 0).contains(p)
    }

    /// The dragged card or column follows the pointer; the gap moves where it would land.
    mutating func dragged(to p: Point) {
        if let drag = cards.drag, !drag.isKeyboard {
            let before = cardTarget
            cards.drag(to: p, at: time, outside: isOverTrash(p, was: drag.isOutside))
            if let rect = cards.drag?.rect { motion.place(.card(drag.item), at: rect.origin) }
            if cardTarget != before { relayout() }
        } else if let drag = row.drag {
            let before = drag.gap
            row.drag(to: p, at: time)
            if let rect = row.drag?.rect { motion.place(.column(drag.item), at: rect.origin) }
            if row.drag?.gap != before { relayout() }
        }
    }

    /// Ends a card drag where it would land: a move (one undo step), a delete on the
    /// trash, or nothing when it lands where it came from. The card glides into place.
    mutating func dropCard() {
        guard let drag = cards.drag else { return }
        lift.animate(to: 0, with: Self.liftSpring, at: time)
        landing = .card(drag.item)
        guard let card = board.card(withID: drag.item) else {
            cards.cancel(at: time)
            return relayout()
        }
        let moving = carried(with: drag.item)
        if drag.isOutside, moving.count > 1 {
            cards.takeOut(at: time)
            if (try? deleteGroup(moving)) != nil {
                focus = nil
                statusLine.announce("Deleted \(moving.count) cards. ctrl+z brings them back.")
            }
            return relayout()
        }
        if moving.count > 1 {
            let move = cards.drop(at: time)
            dropGroup(moving, lead: drag.item, source: drag.source, move: move)
            return relayout()
        }
        if drag.isOutside {
            cards.takeOut(at: time)
            do throws(BoardError) {
                try editor.apply { board throws(BoardError) in try board.deleteCard(drag.item) }
                if focus == drag.item { focus = nil }
                statusLine.announce("Deleted “\(card.title)”. ctrl+z brings it back.")
            } catch {
                status = "Could not delete “\(card.title)”: \(error)."
            }
            return relayout()
        }
        if let move = cards.drop(at: time) {
            let column = move.to.container
            do throws(BoardError) {
                try editor.apply { board throws(BoardError) in
                    try board.moveCard(move.item, toColumn: column, at: move.to.index)
                }
                let place = board.column(withID: column)
                status =
                    "Moved “\(card.title)” to \(place?.title ?? ""), \(move.to.index + 1) of \(place?.cards.count ?? 0)."
            } catch {
                status = "Could not move “\(card.title)”: \(error)."
            }
        } else {
            status = "“\(card.title)” is back where it was."
        }
        if drag.isKeyboard { statusLine.announce(status) }
        relayout()
    }

    /// Cancels the drag under way: everything glides back, the board is unchanged.
    mutating func cancelDrag() {
        if let drag = cards.drag {
            let title = board.card(withID: drag.item)?.title ?? ""
            cards.cancel(at: time)
            lift.animate(to: 0, with: Self.liftSpring, at: time)
            landing = .card(drag.item)
            relayout()
            statusLine.announce("Cancelled: “\(title)” is back where it was.")
        }
        if let drag = row.drag {
            row.cancel(at: time)
            landedColumn(drag.item)
            status = "Cancelled: the columns are as they were."
        }
    }

    // MARK: - Columns

    /// Picks up a column by its header for the pointer pressed at `pointer`.
    mutating func liftColumn(_ id: Int, pointer: Point) {
        guard let index = board.columnIndex(of: id),
            row.begin(
                SortablePlace(container: Self.rowID, index: index), pointer: pointer, time: time)
        else { return }
        lift.animate(to: 1, with: Self.liftSpring, at: time)
        relayout()
        status = "Moving the column “\(board.columns[index].title)”. Esc cancels."
    }

    /// Ends a column drag: the column moves to its gap (one undo step) and glides there
    /// from where it was let go.
    mutating func dropColumn() {
        guard let drag = row.drag else { return }
        if let move = row.drop(at: time) {
            try? editor.apply { board throws(BoardError) in
                try board.moveColumn(move.item, to: move.to.index)
            }
            let title = board.column(withID: move.item)?.title ?? ""
            status = "Moved the column “\(title)” to place \(move.to.index + 1)."
        } else {
            let title = board.column(withID: drag.item)?.title ?? ""
            status = "The column “\(title)” is back in its place."
        }
        landedColumn(drag.item)
    }

    /// The column let go glides from where it is drawn into its place.
    private mutating func landedColumn(_ id: Int) {
        lift.animate(to: 0, with: Self.liftSpring, at: time)
        landing = .column(id)
        relayout()
        if let place = layout.column(id) {
            motion.animate(.column(id), to: place.frame.origin, with: Self.glide, at: time)
        }
    }
}
