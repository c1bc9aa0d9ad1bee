import DragAndDrop
import Pentominoes
import StageKit

/// A hint being shown: the solution it comes from, the game it was made for, and how
/// many of its pieces are revealed.
struct HintState: Equatable, Sendable {
    var hint: Hint
    var basis: GameSnapshot
    var count: Int
}

extension PentominoesScene {
    /// The hint sheet, before it is filled in.
    static func makeHintSheet() -> Sheet {
        Sheet(
            title: "Hint", contentHeight: 250, width: 560,
            buttons: [Button("One more piece"), Button("Close", style: .primary)])
    }

    /// Shows the hint sheet with one more piece than last time, or with one piece when
    /// the game changed since (a piece placed, moved, turned or removed).
    public mutating func showHint() {
        guard board != .blank, drag.isIdle else { return }
        if var state = hintState, state.basis == snapshot {
            state.count = min(state.count + 1, PieceName.allCases.count)
            hintState = state
        } else if let hint = Hint(for: placement) {
            hintState = HintState(hint: hint, basis: snapshot, count: 1)
        } else {
            status = "This board has no solution, so there is no hint."
            return
        }
        guard let state = hintState else { return }
        let total = PieceName.allCases.count
        hintSheet.title = "Hint: \(state.count) of \(total) pieces"
        hintSheet.message =
            state.hint.keepsPlacement
            ? (placement.pieces.isEmpty
                ? "One way to fill the board, a piece at a time."
                : "Your pieces (pale) can stay: this solution keeps them.")
            : "Your pieces cannot all stay where they are: this is a solution of the empty board."
        hintSheet.buttons[0].isEnabled = state.count < total
        hintSheet.layout(in: size)
        if !hintSheet.isPresented { hintSheet.present(at: time) }
    }

    /// Sends an event to the hint sheet while it is up; returns whether it took it.
    package mutating func handleModal(_ event: InputEvent) -> Bool {
        if actionMenu.takes(event) {
            handleActionMenu(event)
            return true
        }
        guard hintSheet.isPresented else { return false }
        if case .key(let key) = event, key.matches(Key("h")) {
            showHint()  // h again: one more piece
            return true
        }
        switch hintSheet.handle(event) {
        case .button(0)?: showHint()
        case .button(_)?: hintSheet.dismiss(at: time)
        case .dismissed?, nil: break
        }
        return true
    }

    /// Draws the hinted board inside the sheet: the player's kept pieces pale, the
    /// revealed ones in their colours.
    func drawHintBoard(in frame: Rect, into list: inout DisplayList) {
        guard let state = hintState else { return }
        let board = placement.board
        let cell = min(frame.width / Double(board.columns), frame.height / Double(board.rows))
            .rounded(.down)
        let origin = Point(
            x: frame.midX - cell * Double(board.columns) / 2,
            y: frame.midY - cell * Double(board.rows) / 2)
        func square(_ c: Cell) -> Rect {
            Rect(
                x: origin.x + Double(c.column) * cell, y: origin.y + Double(c.row) * cell,
                width: cell, height: cell)
        }
        for row in 0..<board.rows {
            for column in 0..<board.columns where board.isOpen(Cell(row: row, column: column)) {
                let c = Cell(row: row, column: column)
                list.fill(.rect(square(c)), Color(hex: 0xFBFAF7))
                list.stroke(.rect(square(c)), Stroke(Color(hex: 0xD9D4CA), width: 1))
            }
        }
        if state.hint.keepsPlacement {
            for mine in state.basis.placement.pieces {
                let color = PiecePalette.color(of: mine.name)
                for c in mine.cells {
                    list.fill(.rect(square(c).outset(by: -1)), color.mixed(with: .white, by: 0.65))
                    list.stroke(
                        .rect(square(c).outset(by: -1.5)), Stroke(color, width: 1.5, dash: [3, 2]))
                }
            }
        }
        for piece in state.hint.revealedPieces(state.count) {
            let color = PiecePalette.color(of: piece.name)
            for c in piece.cells {
                list.fill(.roundedRect(square(c).outset(by: -1), radius: cell * 0.12), color)
            }
        }
    }
}
