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
        if let drag = cardDrag, let card = board.card(withID: drag.card) {
            lift.card = drag.card
            if case .slot(let column, let index) = drag.target {
                lift.gap = (column, index, BoardLayout.cardHeight(card))
            }
        }
        if let drag = columnDrag { lift.column = (drag.column, drag.index) }
        return lift
    }

    /// The layout for the current state.
    func makeLayout(lift: BoardLayout.Lift) -> BoardLayout {
        var footer: Int?
        if case .addCard(let column)? = editing?.purpose { footer = column }
        return BoardLayout(
            board: board, size: size, toolbarHeight: toolbar.frame.height, scrollX: scrollX,
            columnScroll: columnScroll, lift: lift, editingFooterOf: footer)
    }

    /// Lays the board out again and sends every card and column gliding to its new place
    /// (or puts them there at once, after a resize or a scroll).
    mutating func relayout(instantly: Bool = false) {
        layout = makeLayout(lift: currentLift)
        scrollX = min(max(scrollX, 0), layout.maximumScrollX)
        var targets: [(Piece, Point)] = []
        for column in layout.columns {
            if columnDrag?.column != column.id {
                targets.append((.column(column.id), column.frame.origin))
            }
            for card in column.cards { targets.append((.card(card.id), card.frame.origin)) }
        }
        if let drag = cardDrag {
            if drag.byKeyboard, case .slot(let column, _) = drag.target,
                let gap = layout.column(column)?.gap
            {
                targets.append((.card(drag.card), gap.origin))
            } else if !drag.byKeyboard {
                motion.place(.card(drag.card), at: drag.pointer - drag.grab)
            }
        }
        if let drag = columnDrag {
            motion.place(.column(drag.column), at: drag.pointer - drag.grab)
        }
        for (piece, target) in targets {
            if instantly || motion[piece] == nil {
                motion.place(piece, at: target)
            } else if motion.animated(piece)?.target != target {
                motion.animate(piece, to: target, with: Self.glide, at: time)
            }
        }
        forgetRemovedPieces()
        if let editing { place(editing) }
    }

    /// Pieces whose card or column is gone (deleted, or undone) stop being drawn.
    private mutating func forgetRemovedPieces() {
        for piece in motion.keys {
            switch piece {
            case .card(let id) where board.card(withID: id) == nil: motion.remove(piece)
            case .column(let id) where board.column(withID: id) == nil: motion.remove(piece)
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
