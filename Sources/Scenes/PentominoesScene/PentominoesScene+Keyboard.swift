import DragAndDrop
import Pentominoes
import StageKit

/// Playing without a pointer: Tab and shift+Tab move a focus ring from piece to piece,
/// Enter picks the focused piece up and drops it, arrows move it cell by cell over the
/// board, r and f turn and flip it, Esc puts it back. Each step is announced.
extension PentominoesScene {
    /// Names pieces and cells for announcements.
    var announcer: Announcer<PieceName, Cell> {
        Announcer(
            item: { Self.name(of: $0) },
            location: { "row \($0.row + 1), column \($0.column + 1)" })
    }

    /// A piece's name in a sentence: "the F piece".
    static func name(of piece: PieceName) -> String { "the \(piece.letter) piece" }

    /// Each piece's name on its own, for screen readers ("The F piece"), by `index`: made
    /// once, as every piece is seen on every frame.
    static let spokenNames = PieceName.allCases.map { name(of: $0).capitalizedFirst }

    /// Handles the keyboard-play keys; returns whether the key was one of them.
    mutating func handleKeyboardPlay(_ event: KeyEvent) -> Bool {
        if event.matches(.tab) { return moveFocus(by: 1) }
        if event.matches(.tab, [.shift]) { return moveFocus(by: -1) }
        guard let carried = drag.keyboard.carry?.item else {
            if event.matches(.enter), let piece = keyboardFocus { pickUpWithKeyboard(piece) }
            return event.matches(.enter)
        }
        if let direction = event.arrow {
            let step = moveCarry(
                direction, navigate: navigate(carried), announcer: announcer, time: time)
            announce(step.announcement)
            return true
        }
        if event.matches(.enter) {
            // A drop that places the piece has put the game's news in the status line; the
            // announcement already says which piece landed where, so it adds how far the
            // game is (or the win).
            let step = dropCarry(announcer: announcer, time: time)
            if case .dropped = step.outcome {
                let won = placement.board.hasPuzzleSize && placement.isComplete
                let news = won ? status : progress
                statusLine.announce(step.announcement, then: news)
            } else {
                announce(step.announcement)
            }
            return true
        }
        if event.matches(.escape) {
            announce(cancelCarry(announcer: announcer, time: time).announcement)
            return true
        }
        if event.matches(Key("r")) || event.matches(Key("f")) {
            turnCarried(carried, flip: event.matches(Key("f")))
            return true
        }
        return false
    }

    /// Turns or flips the piece carried by keys. Its new shape goes to the nearest place
    /// it fits around where it was; where there is none, it stays over the board, its box
    /// moved inside the board's edges, so the arrows and Enter keep working.
    private mutating func turnCarried(_ piece: PieceName, flip: Bool) {
        guard let carry = drag.keyboard.carry else { return }
        let old = PlacedPiece(piece, orientations[piece.index], at: carry.location)
        let turned = flip ? old.mirrored() : old.rotatedClockwise()
        reorient(piece, to: turned.orientation, at: time)
        let center = layout.frame(of: old).center
        let size = PentominoesLayout.size(of: piece, turned.orientation, cell: layout.cell)
        let topLeft = Point(x: center.x - size.width / 2, y: center.y - size.height / 2)
        let spot =
            Self.landingSpot(for: piece, turned.orientation, topLeft: topLeft, placement, layout)?
            .anchor ?? onBoard(turned)
        announce(reshapeCarry(movingTo: spot, announcer: announcer, time: time).announcement)
    }

    /// The anchor nearest a piece's that keeps its whole bounding box on the board.
    private func onBoard(_ piece: PlacedPiece) -> Cell {
        let extent = piece.name.extent(in: piece.orientation)
        let board = placement.board
        return Cell(
            row: min(max(piece.anchor.row, 0), max(board.rows - extent.rows, 0)),
            column: min(max(piece.anchor.column, 0), max(board.columns - extent.columns, 0)))
    }

    /// A screen reader's cursor (or Tab in the web page's mirror) on a piece moves the focus
    /// ring there, so that Enter picks that piece up.
    package mutating func handleFocus(_ event: FocusEvent) {
        guard drag.keyboard.carry == nil, event.role == .item else { return }
        keyboardFocus = PieceName.allCases.first { String($0.letter) == event.label }
    }

    private mutating func moveFocus(by step: Int) -> Bool {
        guard drag.keyboard.carry == nil else { return true }
        let all = PieceName.allCases
        let current = keyboardFocus.map { $0.index } ?? (step > 0 ? -1 : 0)
        let next = all[((current + step) % all.count + all.count) % all.count]
        keyboardFocus = next
        let place =
            placement.placed(next).map { " on \(announcer.location($0.anchor))" } ?? " in the tray"
        announce("\(announcer.item(next).capitalizedFirst)\(place). Enter picks it up.")
        return true
    }

    private mutating func pickUpWithKeyboard(_ piece: PieceName) {
        let origin = placement.placed(piece)?.anchor
        let step = pickUpByKeys(
            piece, from: origin, at: origin ?? startingCell(for: piece), announcer: announcer,
            time: time)
        announce(step.announcement)
    }

    /// Where a piece from the tray first appears: the free spot nearest the board's centre.
    private func startingCell(for piece: PieceName) -> Cell {
        let size = PentominoesLayout.size(of: piece, orientations[piece.index], cell: layout.cell)
        let center = layout.boardFrame.center
        let topLeft = Point(x: center.x - size.width / 2, y: center.y - size.height / 2)
        return Self.landingSpot(
            for: piece, orientations[piece.index], topLeft: topLeft, placement, layout)?.anchor
            ?? Cell(row: 0, column: 0)
    }

    /// The next cell in a direction that keeps the piece's bounding box on the board.
    private func navigate(_ piece: PieceName) -> (Cell, Direction) -> Cell? {
        let (rows, columns) = piece.extent(in: orientations[piece.index])
        let board = placement.board
        return { cell, direction in
            let step = direction.unitStep
            let next = Cell(row: cell.row + step.row, column: cell.column + step.column)
            guard next.row >= 0, next.column >= 0, next.row + rows <= board.rows,
                next.column + columns <= board.columns
            else { return nil }
            return next
        }
    }

    /// Shows a step's sentence in the status line, where a screen reader host reads it.
    mutating func announce(_ sentence: String) { statusLine.announce(sentence) }
}
