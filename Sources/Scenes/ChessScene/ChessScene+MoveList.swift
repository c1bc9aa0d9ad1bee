import Chess
import DragAndDrop
import StageKit

/// The move list beside the board: the whole line in SAN, two moves to a numbered row, the
/// move of the position shown in bold and kept in view; clicking a move shows the
/// position after it.
extension ChessScene {
    static let moveListRowHeight = 24.0

    /// A move in view: where its text goes and the frame a click finds it by.
    struct MoveListSpot {
        var entry: MoveListRows.Entry
        var at: Point
        var frame: Rect
    }

    /// The moves in view with where they are drawn: the number's position and each move's
    /// text position and clickable frame.
    private func moveListEntries(theme: Theme) -> (
        numbers: [(String, Point)], moves: [MoveListSpot]
    ) {
        let panel = layout.moveListFrame
        let rows = moveRows
        let top = panel.minY + 48
        let visible = max(Int((panel.maxY - top - theme.padding) / Self.moveListRowHeight), 1)
        let current = rows.row(ofPly: game.moves.count)
        let first = min(max(current - visible / 2, 0), max(rows.count - visible, 0))
        var numbers: [(String, Point)] = []
        var moves: [MoveListSpot] = []
        for (line, row) in rows.rows.dropFirst(first).prefix(visible).enumerated() {
            let y = top + Double(line) * Self.moveListRowHeight + Self.moveListRowHeight / 2
            numbers.append(("\(row.number).", Point(x: panel.minX + theme.padding, y: y)))
            for (column, entry) in [row.white, row.black].enumerated() {
                guard let entry else { continue }
                let x = panel.minX + 56 + Double(column) * 70
                let frame = Rect(
                    x: x - 6, y: y - Self.moveListRowHeight / 2, width: 68,
                    height: Self.moveListRowHeight)
                moves.append(MoveListSpot(entry: entry, at: Point(x: x, y: y), frame: frame))
            }
        }
        return (numbers, moves)
    }

    /// Draws the panel, its title and the moves in view.
    func drawMoveList(into list: inout DisplayList, theme: Theme) {
        let panel = layout.moveListFrame
        list.fill(
            .roundedRect(panel, radius: theme.cardRadius), theme.surface, shadow: theme.cardShadow)
        list.text(
            "Moves", at: Point(x: panel.minX + theme.padding, y: panel.minY + 22),
            font: theme.titleFont, color: theme.text)
        let (numbers, moves) = moveListEntries(theme: theme)
        for (number, at) in numbers {
            list.text(number, at: at, font: theme.bodyFont, color: theme.secondaryText)
        }
        let shown = game.moves.count
        for spot in moves {
            let (entry, at, frame) = (spot.entry, spot.at, spot.frame)
            let current = entry.ply == shown
            if current && !redoMoves.isEmpty {
                list.fill(.roundedRect(frame, radius: 4), theme.accent.withAlpha(0.18))
            }
            list.text(
                entry.san, at: at,
                font: current ? Font(size: 15, weight: .semibold) : theme.bodyFont,
                color: entry.ply > shown ? theme.secondaryText : theme.text)
            list.see(
                .control, "Move \(entry.ply): \(entry.san)", frame: frame,
                value: current ? "selected" : "")
        }
        if moves.isEmpty {
            list.text(
                "No moves yet.",
                at: Point(
                    x: panel.minX + theme.padding, y: panel.minY + 48 + Self.moveListRowHeight / 2),
                font: theme.bodyFont, color: theme.secondaryText)
        }
    }

    /// A press in the move list: shows the position after the move under it; returns
    /// whether the press was in the list.
    mutating func handleMoveListPress(at point: Point) -> Bool {
        guard layout.moveListFrame.contains(point) else { return false }
        if let hit = moveListEntries(theme: .standard).moves.first(where: {
            $0.frame.contains(point)
        }) {
            showPly(hit.entry.ply)
        }
        return true
    }
}
