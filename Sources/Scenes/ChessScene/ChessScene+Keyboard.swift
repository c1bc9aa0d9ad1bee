import Chess
import DragAndDrop
import StageKit

/// Playing without a pointer: the arrows move a cursor over the squares, Enter picks up
/// the piece under it and drops it, Escape puts it back; every step is announced.
extension ChessScene {
    /// Keys: the promotion picker's first, then ctrl+s, ctrl+z, ctrl+shift+z or ctrl+y,
    /// ctrl+o, stepping through the game (←, →, Home, End while no cursor is up), keyboard
    /// play (↑ or ↓ brings the cursor up), f (flip), and Escape (hides the cursor).
    package mutating func handleKey(_ event: KeyEvent) {
        if handlePromotionKey(event) { return }
        if event.matches(Key("s"), [.control]) {
            openSaveSheet()
        } else if handleHistoryKey(event) {
            return
        } else if drag.session.phase != .idle {
            if event.matches(.escape) { cancelDrag(.escape, at: event.time) }
        } else if ActionMenu.opens(event) {
            if drag.keyboard.carry == nil, let square = cursor ?? liftedFrom {
                openActions(on: square, byKeyboard: true)
            }
        } else if event.matches(Key("o"), [.control]) {
            openOpenSheet()
        } else if handleReviewKey(event) {
            return
        } else if handleKeyboardPlay(event) {
            return
        } else if event.matches(Key("f")) {
            flip()
        } else if event.matches(Key("t")) {
            toggleThinking()
        } else if event.matches(Key("n")) {
            openNewGameSheet()
        } else if event.matches(.escape) {
            if clearPremove() {
                return
            } else if liftedFrom != nil {
                clearLit()
                announce("Nothing selected.")
            } else if cursor != nil {
                cursor = nil
                announce("Cursor hidden: ← and → step through the moves.")
            } else if escapeLeaves {
                exitRequest = .back
            }
        }
    }

    /// Arrows and Enter, and Escape while a piece is carried; returns whether the key
    /// was one of them.
    private mutating func handleKeyboardPlay(_ event: KeyEvent) -> Bool {
        if let direction = event.arrow {
            moveCursor(direction)
            return true
        }
        if event.matches(.enter) {
            if drag.keyboard.carry == nil { pickUpUnderCursor() } else { dropCarried() }
            return true
        }
        if event.matches(.escape), drag.keyboard.carry != nil {
            announce(cancelCarry(announcer: pieceAnnouncer, time: time).announcement)
            return true
        }
        return false
    }

    /// A screen reader's cursor (or Tab in the web page's mirror) on a square or a piece
    /// brings the keyboard's cursor there, so that Enter picks up or drops on it; with a
    /// piece carried, the piece goes over the square focused.
    package mutating func handleFocus(_ event: FocusEvent) {
        guard promotion == nil else { return }
        if let carry = drag.keyboard.carry {
            guard event.role == .place,
                let square = Square.all.first(where: { $0.name == event.label }),
                square != carry.location
            else { return }
            announce(
                reshapeCarry(movingTo: square, announcer: pieceAnnouncer, time: time)
                    .announcement)
            cursor = square
            return
        }
        switch event.role {
        case .place:
            if let square = Square.all.first(where: { $0.name == event.label }) { cursor = square }
        case .item:
            if let id = Int(event.label.dropFirst("piece ".count)), event.label.hasPrefix("piece "),
                let square = ids.square(of: id)
            {
                cursor = square
            }
        case .control, .text:
            break
        }
    }

    private mutating func moveCursor(_ direction: Direction) {
        guard let current = cursor ?? drag.keyboard.carry?.location else {
            cursor = game.position.kingSquare(of: game.position.sideToMove)
            announceCursor()
            return
        }
        guard drag.keyboard.carry != nil else {
            if let next = layout.square(from: current, toward: direction) { cursor = next }
            announceCursor()
            return
        }
        let layout = self.layout
        let step = moveCarry(
            direction, navigate: { layout.square(from: $0, toward: $1) },
            announcer: pieceAnnouncer, time: time)
        cursor = drag.keyboard.carry?.location
        announce(step.announcement)
    }

    private mutating func announceCursor() {
        guard let cursor else { return }
        let what = game.position.piece(at: cursor).map {
            "\(Self.name(of: $0.side).lowercased()) \(Self.name(of: $0.kind))"
        }
        announce("Cursor on \(cursor.name): \(what ?? "empty square").")
    }

    private mutating func pickUpUnderCursor() {
        guard let square = cursor, let piece = game.position.piece(at: square), let id = ids[square]
        else {
            announce(
                cursor == nil
                    ? "Use the arrow keys to move the cursor onto a piece."
                    : "No piece on \(cursor!.name).")
            return
        }
        guard piece.side == game.position.sideToMove, humanMayMove else {
            announce(
                piece.side == game.position.sideToMove
                    ? "The computer plays \(Self.name(of: piece.side))."
                    : "\(Self.name(of: game.position.sideToMove)) to move.")
            return
        }
        clearLit()
        let step = pickUpByKeys(
            id, from: square, at: square, announcer: pieceAnnouncer, time: time)
        announce(step.announcement)
    }

    private mutating func dropCarried() {
        let step = dropCarry(announcer: pieceAnnouncer, time: time)
        if case .dropped(_, _, let to) = step.outcome {
            // The move announces itself.
            if promotion == nil { cursor = game.moves.last?.to ?? to }
        } else {
            announce(step.announcement)
        }
    }
}
