import Chess
import DragAndDrop
import StageKit

/// Playing without a pointer: the arrows move a cursor over the squares, Enter picks up
/// the piece under it and drops it, Escape puts it back; every step is announced.
extension ChessScene {
    /// Keys: the promotion picker's first, then ctrl+s, ctrl+z, ctrl+shift+z, ctrl+o,
    /// stepping through the game (←, →, Home, End while no cursor is up), keyboard play
    /// (↑ or ↓ brings the cursor up), f (flip), and Escape (hides the cursor).
    mutating func handleKey(_ event: KeyEvent) {
        if handlePromotionKey(event) { return }
        if event.matches(Key("s"), [.control]) {
            openSaveSheet()
        } else if event.matches(Key("z"), [.control]) {
            undo()
        } else if event.matches(Key("z"), [.control, .shift]) {
            redo()
        } else if session.phase != .idle {
            if event.matches(.escape) {
                handleDrag(session.cancel(reason: .escape), at: event.time)
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
        let directions: [(Key, Direction)] = [
            (.left, .left), (.right, .right), (.up, .up), (.down, .down),
        ]
        if let direction = directions.first(where: { event.matches($0.0) })?.1 {
            moveCursor(direction)
            return true
        }
        if event.matches(.enter) {
            if keyboard.carry == nil { pickUpUnderCursor() } else { dropCarried() }
            return true
        }
        if event.matches(.escape), let carry = keyboard.carry {
            let step = keyboard.cancel(announcer: announcer)
            putBack(carry.item)
            announce(step.announcement)
            return true
        }
        return false
    }

    private mutating func moveCursor(_ direction: Direction) {
        guard let current = cursor ?? keyboard.carry?.location else {
            cursor = game.position.kingSquare(of: game.position.sideToMove)
            announceCursor()
            return
        }
        guard let carry = keyboard.carry, let id = ids[carry.item] else {
            if let next = layout.square(from: current, toward: direction) { cursor = next }
            announceCursor()
            return
        }
        let layout = self.layout
        let legal = targets
        let step = keyboard.move(
            direction, navigate: { layout.square(from: $0, toward: $1) },
            accepts: { _, to in legal.contains(to) }, announcer: announcer)
        let location = keyboard.carry?.location ?? carry.location
        cursor = location
        hover = legal.contains(location) ? location : nil
        look.pull(id, toward: layout.frame(of: location).center, at: time)
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
        let step = keyboard.pickUp(square, at: square, announcer: announcer)
        light(from: square)
        look.lift(id, at: time)
        announce(step.announcement)
    }

    private mutating func dropCarried() {
        guard let carry = keyboard.carry, let id = ids[carry.item] else { return }
        let legal = targets
        let step = keyboard.drop(accepts: { _, to in legal.contains(to) }, announcer: announcer)
        switch step.outcome {
        case .dropped(_, let from?, let to):
            let here = Rect(
                center: look.pose(of: id)?.position ?? layout.frame(of: to).center,
                size: layout.frame(of: to).size)
            move(
                from: from, to: to,
                landing: Landing(from: here, destination: layout.frame(of: to), returnsHome: false))
            if promotion == nil { cursor = game.moves.last?.to ?? to }
        case .cancelled:
            putBack(carry.item)
            announce(step.announcement)
        default:
            announce(step.announcement)
        }
    }

    /// Glides a piece carried by keys back to its square.
    private mutating func putBack(_ square: Square) {
        guard let id = ids[square] else { return }
        let here = Rect(
            center: look.pose(of: id)?.position ?? layout.frame(of: square).center,
            size: layout.frame(of: square).size)
        glideBack(id, to: layout.frame(of: square), from: here)
        clearLit()
    }
}
