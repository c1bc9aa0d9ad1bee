import Chess
import DragAndDrop
import StageKit

/// The game's own part of dragging: a piece of the side to move may be picked up, its
/// legal squares take it, and a drop plays the move. The drag itself (press, lift,
/// follow, land, cancel, keyboard carry) is the engine's `DragClient`.
extension ChessScene: KeyboardDragClient {
    /// Routes a pointer event: to the toolbar, the promotion picker, or the board, where a
    /// press on a piece starts a drag session (a press released in place is a click).
    package mutating func handlePointer(_ event: PointerEvent) {
        if let start = heldStill.release(event), promotion == nil, drag.keyboard.carry == nil,
            let square = layout.square(at: start), game.position.piece(at: square) != nil
        {
            handlePointer(HeldStillPress.cancelling(event))
            return openActions(on: square, byKeyboard: false)
        }
        if toolbarTakes(event, idle: drag.session.phase == .idle) { return }
        if promotion != nil {
            // Only the main button answers the picker.
            if event.phase == .down && event.button == .primary {
                handlePromotionClick(at: event.location)
            }
            return
        }
        if drag.keyboard.carry != nil { return }  // a piece in hand by keys: finish that first
        let idle = drag.session.phase == .idle
        if event.phase == .down && event.button == .secondary && idle && clearPremove() {
            return
        }
        if ActionMenu.opens(event), idle, let square = layout.square(at: event.location),
            game.position.piece(at: square) != nil
        {
            return openActions(on: square, byKeyboard: false)
        }
        if event.phase == .down && event.button == .primary && idle
            && handleMoveListPress(at: event.location)
        {
            return
        }
        if event.phase == .down && event.button == .primary {
            press(event)
        } else if event.phase != .down {
            dragPointer(event)
        }
    }

    /// A press on the board: a lit square of the selected piece takes the move there;
    /// a piece of the side to move is pressed (to drag, or to select by clicking).
    private mutating func press(_ event: PointerEvent) {
        guard let square = layout.square(at: event.location) else {
            clearLit()
            return
        }
        if handlePremovePress(on: square, with: event) { return }
        if let selected = taps.selection?.location, selected != square {
            let legal = targets
            let step = taps.tapPlace(
                square, accepts: { _, to in legal.contains(to) }, announcer: announcer)
            if case .placed(_, let from, let to) = step.outcome, let id = ids[from] {
                place(id, in: to, time: time)
                return
            }
            clearLit()
        }
        guard let piece = game.position.piece(at: square), ids[square] != nil else { return }
        let side = game.position.sideToMove
        guard piece.side == side, humanMayMove else {
            notice =
                isOver
                ? "The game is over: \(statusLine)."
                : piece.side != side
                    ? "\(Self.name(of: side)) to move: that piece is \(Self.name(of: piece.side))'s."
                    : "The computer plays \(Self.name(of: side)) and is thinking."
            return
        }
        dragPointer(event)
    }

    /// A piece of the side to move, while a person may move, and where it is drawn.
    /// During the computer's turn, the piece picked for a premove.
    public func pick(at point: Point) -> (item: Int, frame: Rect)? {
        guard let square = layout.square(at: point), let id = ids[square] else { return nil }
        guard
            isPremovePiece(id)
                || (humanMayMove
                    && game.position.piece(at: square)?.side == game.position.sideToMove)
        else { return nil }
        let frame = layout.frame(of: square)
        return (id, Rect(center: look.pose(of: id)?.position ?? frame.center, size: frame.size))
    }

    /// A zone per square, accepting the piece's legal targets.
    public func target(of id: Int, for probe: DragProbe) -> DropTarget<Square> {
        guard let from = ids.square(of: id) else { return .none }
        if from == premoveFrom { return premoveTarget(for: probe) }
        let legal = game.position.legalTargets(from: from, castlingOntoRook: true)
        return zones.target(for: probe, using: PointerWithin()) { zone in
            legal.contains(zone.id) ? .accepted : .rejected
        }
    }

    /// Whether the piece may move to `square`.
    public func accepts(_ id: Int, at square: Square) -> Bool {
        guard let from = ids.square(of: id) else { return false }
        return game.position.legalTargets(from: from, castlingOntoRook: true).contains(square)
    }

    /// A piece at a square fills the square.
    public func frame(of id: Int, at square: Square) -> Rect { layout.frame(of: square) }

    /// A drag is no click: the selection goes, and the piece's legal squares light up.
    public mutating func pickUp(_ id: Int) {
        taps.clear()
        if let square = ids.square(of: id), !isPremovePiece(id) { light(from: square) }
    }

    /// Plays the move; the piece glides on from where it was let go.
    /// A premove's piece queues its premove and glides back to its square, to wait.
    public mutating func commit(_ id: Int, to square: Square, landing: Landing) -> DropSettling? {
        if isPremovePiece(id), let home = ids.square(of: id) {
            queuePremove(to: square)
            return .back(layout.frame(of: home))
        }
        guard let from = liftedFrom else { return nil }
        move(from: from, to: square, landing: landing)
        return .handled
    }

    /// The piece glides back to the centre of its square (not to where it was grabbed,
    /// which is off the centre when caught mid-glide).
    public mutating func restore(pickedUp id: Int) -> Rect? {
        ids.square(of: id).map { layout.frame(of: $0) }
    }

    /// A move that is not legal goes back, as a cancelled one does.
    public mutating func refused(_ id: Int) -> Rect? { restore(pickedUp: id) }

    /// A click on a piece of the side to move: selects it and lights its targets, or
    /// deselects it when it was selected.
    public mutating func tapped(_ id: Int) {
        guard !isPremovePiece(id), let square = ids.square(of: id) else { return }
        let step = taps.tapItem(square, at: square, announcer: announcer)
        announce(step.announcement)
        if case .selected = step.outcome {
            light(from: square)
        } else {
            clearLit()
        }
    }

    /// Nothing stays lit once a piece is put down.
    public mutating func dragEnded(_ id: Int) { clearLit() }

    /// Glides a piece from `here` (where it is drawn) back to `home`, its square's frame.
    mutating func glideBack(_ id: Int, to home: Rect, from here: Rect, velocity: Vector = .zero) {
        look.land(
            id, Landing(from: here, destination: home, velocity: velocity, returnsHome: true),
            at: time)
    }

    /// Names pieces by the square they stand on, and squares by their names.
    var announcer: Announcer<Square, Square> {
        let position = game.position
        return Announcer(
            item: { square in
                position.piece(at: square).map { ChessScene.name(of: $0.kind).capitalizedFirst }
                    ?? "Nothing"
            },
            location: { $0.name })
    }

    /// Names pieces by their identity, as the piece on their square.
    var pieceAnnouncer: Announcer<Int, Square> {
        let squares = announcer
        let ids = self.ids
        return Announcer(
            item: { id in ids.square(of: id).map { squares.item($0) } ?? "Nothing" },
            location: squares.location)
    }
}
