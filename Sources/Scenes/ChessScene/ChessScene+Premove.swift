import Chess
import DragAndDrop
import StageKit

/// Premoves: while the computer thinks, click one of your pieces and then a square; the
/// move waits, lit in blue, and is played as soon as the computer has moved, if it is
/// legal then (dropped otherwise). Escape or a right click clears it.
extension ChessScene {
    static let premoveTint = Color(hex: 0x2A6FD6, alpha: 0.35)

    /// The premove waiting, if any.
    public var premove: (from: Square, to: Square)? { queuedPremove }

    /// Whether a press now prepares a premove: the computer is to move in a game still on,
    /// and a person plays the other side.
    private var premovesNow: Bool {
        let side = game.position.sideToMove
        return !isOver && promotion == nil && redoMoves.isEmpty
            && player(of: side) == .computer && player(of: side.opponent) == .human
    }

    /// A press on `square` during the computer's turn: picks the piece to premove (and
    /// starts dragging it), or the square it goes to. Returns whether the press was taken.
    mutating func handlePremovePress(on square: Square, with event: PointerEvent) -> Bool {
        guard premovesNow else { return false }
        if let from = premoveFrom {
            if square == from {
                premoveFrom = nil
                announce("Premove cancelled.")
            } else {
                queuePremove(to: square)
            }
            return true
        }
        let mine = game.position.sideToMove.opponent
        guard let piece = game.position.piece(at: square), piece.side == mine else { return false }
        queuedPremove = nil
        premoveFrom = square
        let choose = device.isTouch ? "tap" : "click"
        announce(
            "Premove: \(choose) where the \(Self.name(of: piece.kind)) on \(square.name) goes.")
        dragPointer(event)
        return true
    }

    /// Whether the piece is the one picked for a premove.
    func isPremovePiece(_ id: Int) -> Bool {
        premoveFrom != nil && ids.square(of: id) == premoveFrom
    }

    /// Any square but its own takes a premove's piece: what is legal is known only once the
    /// computer has moved.
    func premoveTarget(for probe: DragProbe) -> DropTarget<Square> {
        let from = premoveFrom
        return zones.target(for: probe, using: PointerWithin()) { zone in
            zone.id == from ? .rejected : .accepted
        }
    }

    /// The premove's piece was dropped on `to`: the premove waits there.
    mutating func queuePremove(to: Square) {
        guard let from = premoveFrom else { return }
        premoveFrom = nil
        queuedPremove = (from, to)
        announce(
            "Premove \(from.name) to \(to.name): played once the computer has moved, if legal.")
    }

    /// Plays the premove, if one waits and a person is to move; drops it if not legal.
    mutating func playPremoveIfDue() {
        guard humanMayMove else { return }
        premoveFrom = nil  // a piece picked but not sent anywhere is forgotten
        guard let (from, to) = queuedPremove else { return }
        queuedPremove = nil
        guard game.position.legalTargets(from: from, castlingOntoRook: true).contains(to) else {
            announce("Premove \(from.name) to \(to.name) dropped: it is not legal now.")
            return
        }
        move(from: from, to: to)
    }

    /// Forgets a premove or its half-chosen piece; returns whether there was one.
    @discardableResult
    mutating func clearPremove() -> Bool {
        guard queuedPremove != nil || premoveFrom != nil else { return false }
        queuedPremove = nil
        premoveFrom = nil
        announce("Premove cleared.")
        return true
    }

    /// Lights the premove's squares (or its chosen piece's) in blue.
    func drawPremove(into list: inout DisplayList) {
        let squares = queuedPremove.map { [$0.from, $0.to] } ?? premoveFrom.map { [$0] } ?? []
        for square in squares {
            list.fill(.rect(layout.frame(of: square)), Self.premoveTint)
        }
    }
}
