import Board
import Geometry
import StageKit
import TestSupport

@testable import BoardScene

/// Reading the board as a person sees it: the columns drawn (`.place` elements) and the
/// cards drawn inside each (`.item` elements), top to bottom.
extension SceneDriver where S == BoardScene {
    /// Each column seen, left to right, with the titles of the cards seen in it.
    var columnsSeen: [(column: String, cards: [String])] {
        columns { column, card in column.contains(card.center) }
    }

    /// Each column drawn, left to right, with every card drawn over its band, top to
    /// bottom: the cards scrolled out of a long column's view too.
    var columnsDrawn: [(column: String, cards: [String])] {
        columns { column, card in card.midX >= column.minX && card.midX <= column.maxX }
    }

    /// Each column drawn, left to right, with the cards whose frame is `in` it, top to
    /// bottom.
    func columns(where isIn: (_ column: Rect, _ card: Rect) -> Bool) -> [(
        column: String, cards: [String]
    )] {
        let list = self.list
        let places = list.seen(.place).filter { $0.label != "Trash" }.sorted {
            $0.frame.minX < $1.frame.minX
        }
        let items = list.seen(.item)
        return places.map { place in
            let inside = items.filter { isIn(place.frame, $0.frame) }
            return (place.label, inside.sorted { $0.frame.minY < $1.frame.minY }.map { $0.label })
        }
    }

    /// The titles of the cards seen in one column.
    func cardsSeen(in column: String) -> [String] {
        columnsSeen.first { $0.column == column }?.cards ?? []
    }

    /// Where a card is seen.
    func frame(of card: String) -> Rect {
        guard let element = seen(.item, card) else {
            preconditionFailure("no card “\(card)” is drawn")
        }
        return element.frame
    }

    /// Where a column is seen.
    func frame(ofColumn column: String) -> Rect {
        guard let element = seen(.place, column) else {
            preconditionFailure("no column “\(column)” is drawn")
        }
        return element.frame
    }

    /// The model's columns as titles, to compare with what is seen.
    var columnsInModel: [(column: String, cards: [String])] {
        scene.board.columns.map { ($0.title, $0.cards.map { $0.title }) }
    }

    /// Presses a card and carries it a little way down, so that it is lifted: the trash
    /// shows, in its own bar below the columns, which end above it (no release).
    mutating func lift(_ card: String) {
        let from = frame(of: card).center
        press(at: from)
        drag(to: from + Vector(dx: 0, dy: 12), steps: 3)
    }

    /// Presses a card, drags it to `p` and holds it there (no release).
    mutating func pickUp(_ card: String, andHoldAt p: Point) {
        press(at: frame(of: card).center)
        drag(to: p)
    }
}

/// Whether two lists of columns with their cards are the same.
func same(_ a: [(column: String, cards: [String])], _ b: [(column: String, cards: [String])])
    -> Bool
{
    a.count == b.count && zip(a, b).allSatisfy { $0.column == $1.column && $0.cards == $1.cards }
}
