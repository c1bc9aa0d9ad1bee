import Board
import DragAndDrop
import Geometry
import Gestures
import Motion

/// A drag that begins on no card and no header (or a finger's, anywhere) pans what lies
/// under it, as a swipe does on a phone: sideways it scrolls the row of columns (so
/// columns past the window's edge can be reached without a wheel), up and down the column
/// it began over. A finger that lets go while moving flicks the row: it glides on and
/// slows to rest (`KineticScroll`).
struct BoardPan: Equatable, Sendable {
    /// The row's scroll when the pan began.
    var rowScroll: Double
    /// The column the pan began over, if any.
    var column: Int?
    /// That column's scroll when the pan began.
    var columnScroll = 0.0
}

extension BoardScene {
    /// Begins panning the row (and the column under the start) with a press that began on
    /// empty space.
    mutating func beginBoardPan(at start: Point) {
        let column = layout.column(near: start)?.id
        boardPan = BoardPan(
            rowScroll: scrollX, column: column, columnScroll: column.map(columnScroll) ?? 0)
    }

    /// Moves the row and the column with the pointer: the content follows the finger.
    mutating func continueBoardPan(_ pan: PanRecognizer.Pan) {
        guard let start = boardPan else { return }
        let before = scrolls
        row.scroll(Self.rowID, to: start.rowScroll - pan.translation.dx)
        if let column = start.column {
            cards.scroll(column, to: start.columnScroll - pan.translation.dy)
        }
        follow(before)
        if pan.phase == .ended || pan.phase == .cancelled { boardPan = nil }
        if pan.phase == .ended, pressKind == .touch {
            rowGlide = KineticScroll(offset: scrollX, limit: row.containers.first?.maxScroll ?? 0)
            rowGlide.fling(velocity: -pan.velocity.dx, at: pan.time)
        }
    }

    /// Moves a flicked row on to `time`; returns whether it still glides. A card or a
    /// column picked up meanwhile (by the keys) stops it: the row is then theirs to scroll.
    mutating func glideRow() -> Bool {
        guard rowGlide.isGliding else { return false }
        guard isIdle else {
            rowGlide.stop()
            return false
        }
        let gliding = rowGlide.advance(to: time)
        let before = scrolls
        row.scroll(Self.rowID, to: rowGlide.offset)
        follow(before)
        return gliding
    }
}
