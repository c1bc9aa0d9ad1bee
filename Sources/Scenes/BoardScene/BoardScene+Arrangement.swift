import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// What the drag under way lifts out of the lists and where the gap opens.
    var currentLift: BoardLayout.Lift {
        var lift = BoardLayout.Lift()
        if let drag = cards.drag, let card = board.card(withID: drag.item) {
            lift.card = drag.item
            lift.showsTrash = !drag.isKeyboard
            if case .slot(let column, let index)? = cardTarget {
                lift.gap = (column, index, BoardLayout.cardHeight(card))
            }
        }
        if let drag = row.drag { lift.column = (drag.item, (drag.gap ?? drag.source).index) }
        return lift
    }

    /// The layout for the current state.
    func makeLayout(lift: BoardLayout.Lift) -> BoardLayout {
        var footer: Int?
        if case .addCard(let column)? = editing?.purpose { footer = column }
        return BoardLayout(
            board: board, size: size, toolbarHeight: toolbar.frame.height, scrollX: scrollX,
            columnScroll: scrolls.columns, lift: lift, editingFooterOf: footer)
    }

    /// Lays the board out again, puts the sortable groups where it draws the lists, and
    /// sends every card and column gliding to its new place (or puts them there at once,
    /// after a resize).
    mutating func relayout(instantly: Bool = false) {
        let before = scrolls
        layout = makeLayout(lift: currentLift)
        placeGroups(scrolledTo: before)
        // Placing the groups may have moved the gap (the lists moved under the card).
        if !isIdle { layout = makeLayout(lift: currentLift) }
        var targets: [(BoardPart, Point)] = []
        for column in layout.columns {
            if row.drag?.item != column.id {
                targets.append((.column(column.id), column.frame.origin))
            }
            for card in column.cards { targets.append((.card(card.id), card.frame.origin)) }
        }
        if let drag = cards.drag {
            if drag.isKeyboard, case .slot(let column, _)? = cardTarget,
                let gap = layout.column(column)?.gap
            {
                targets.append((.card(drag.item), gap.origin))
            } else if !drag.isKeyboard {
                motion.place(.card(drag.item), at: drag.rect.origin)
            }
        }
        if let drag = row.drag {
            motion.place(.column(drag.item), at: drag.rect.origin)
        }
        for (part, target) in targets {
            if instantly || motion[part] == nil {
                motion.place(part, at: target)
            } else if motion.animated(part)?.target != target {
                motion.animate(part, to: target, with: Self.glide, at: time)
            }
        }
        forgetRemovedParts()
        if let editing { place(editing) }
    }

    /// Parts whose card or column is gone (deleted, or undone) stop being drawn.
    private mutating func forgetRemovedParts() {
        for part in motion.keys {
            switch part {
            case .card(let id) where board.card(withID: id) == nil: motion.remove(part)
            case .column(let id) where board.column(withID: id) == nil: motion.remove(part)
            default: break
            }
        }
    }

    /// Where a card is drawn now, with its size.
    func drawnFrame(ofCard card: Card) -> Rect? {
        guard let origin = motion[.card(card.id)] else { return nil }
        return Rect(
            origin: origin,
            size: Size(width: layout.cardWidth, height: BoardLayout.cardHeight(card)))
    }

    /// The card drawn under a point (the dragged one excepted), topmost first.
    func card(at p: Point) -> Card? {
        for column in layout.columns where column.list.contains(p) {
            for (id, frame) in column.cards where frame.contains(p) {
                return board.card(withID: id)
            }
        }
        return nil
    }

    /// The spring cards and columns glide with: quick, barely overshooting.
    static let glide = Animation.spring(dampingRatio: 0.86, response: 0.28)
    /// The spring of the lift.
    static let liftSpring = Animation.spring(dampingRatio: 0.8, response: 0.22)
}
