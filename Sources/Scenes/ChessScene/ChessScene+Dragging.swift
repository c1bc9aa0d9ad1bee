import Chess
import DragAndDrop
import StageKit

extension ChessScene {
    /// Routes a pointer event: to the toolbar, the promotion picker, or the board, where a
    /// press on a piece starts a drag session (a press released in place is a click).
    mutating func handlePointer(_ event: PointerEvent) {
        if session.phase == .idle, let action = toolbar.handle(.pointer(event)) {
            perform(action)
            return
        }
        if event.phase == .down && toolbar.contains(event.location) { return }
        if promotion != nil {
            // Only the main button answers the picker.
            if event.phase == .down && event.button == .primary {
                handlePromotionClick(at: event.location)
            }
            return
        }
        if keyboard.carry != nil { return }  // a piece in hand by keys: finish that first
        if event.phase == .down && event.button == .secondary && session.phase == .idle
            && clearPremove()
        {
            return
        }
        if event.phase == .down && event.button == .primary && session.phase == .idle
            && handleMoveListPress(at: event.location)
        {
            return
        }
        if event.phase == .down && event.button == .primary {
            press(event)
        } else if event.phase != .down {
            handleDrag(session.handle(event, resolve: resolver(for: session.item)), at: event.time)
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
            if case .placed(_, let from, let to) = step.outcome {
                move(from: from, to: to)
                return
            }
            clearLit()
        }
        guard let piece = game.position.piece(at: square), let id = ids[square] else { return }
        let side = game.position.sideToMove
        guard piece.side == side else {
            notice =
                isOver
                ? "The game is over: \(statusLine)."
                : "\(Self.name(of: side)) to move: that piece is \(Self.name(of: piece.side))'s."
            return
        }
        guard humanMayMove else {
            notice =
                isOver
                ? "The game is over: \(statusLine)."
                : "The computer plays \(Self.name(of: side)) and is thinking."
            return
        }
        let frame = Rect(
            center: look.pose(of: id)?.position ?? layout.frame(of: square).center,
            size: layout.frame(of: square).size)
        handleDrag(
            session.press(id, frame: frame, with: event, resolve: resolver(for: id)), at: event.time
        )
    }

    /// Says which square the dragged piece is over: a zone per square, accepting the
    /// piece's legal targets.
    func resolver(for id: Int?) -> (DragProbe) -> DropTarget<Square> {
        guard let id, let from = ids.square(of: id) else { return { _ in .none } }
        if from == premoveFrom { return premoveResolver() }
        let legal = game.position.legalTargets(from: from, castlingOntoRook: true)
        let zones = self.zones
        return { probe in
            zones.target(for: probe, using: PointerWithin()) { zone in
                legal.contains(zone.id) ? .accepted : .rejected
            }
        }
    }

    /// Plays what the drag session reported.
    mutating func handleDrag(_ events: [DragEvent<Int, Square>], at time: Double) {
        for event in events {
            switch event {
            case .started(let id):
                taps.clear()
                if let square = ids.square(of: id), !isPremovePiece(id) { light(from: square) }
                look.lift(id, at: time)
            case .over(let target):
                hover = target.isAccepted ? target.zone : nil
            case .dropped(let result) where isPremovePiece(result.item):
                dropPremove(result)
            case .dropped(let result):
                if result.isAccepted, let to = result.target.zone, let from = liftedFrom {
                    move(from: from, to: to, landing: result.landing)
                } else {
                    sendBack(result.item, result.landing)
                }
            case .cancelled(let id, _, let landing):
                sendBack(id, landing)
            case .tapped(let id):
                if !isPremovePiece(id) { select(id) }
            case .entered, .exited:
                break
            }
        }
        if session.phase == .dragging, let id = session.item {
            look.follow(id, center: session.frame.center)
        }
    }

    /// A refused or cancelled drag: the piece glides back to the centre of its square (not
    /// to where it was grabbed, which is off the centre when caught mid-glide).
    private mutating func sendBack(_ id: Int, _ landing: Landing) {
        let home =
            ids.square(of: id).map { square in layout.frame(of: square) } ?? landing.destination
        glideBack(id, to: home, from: landing.from, velocity: landing.velocity)
        clearLit()
    }

    /// Glides a piece from `here` (where it is drawn) back to `home`, its square's frame.
    mutating func glideBack(_ id: Int, to home: Rect, from here: Rect, velocity: Vector = .zero) {
        look.land(
            id, Landing(from: here, destination: home, velocity: velocity, returnsHome: true),
            at: time)
    }

    /// A click on a piece of the side to move: selects it and lights its targets, or
    /// deselects it when it was selected.
    private mutating func select(_ id: Int) {
        guard let square = ids.square(of: id) else { return }
        let step = taps.tapItem(square, at: square, announcer: announcer)
        announce(step.announcement)
        if case .selected = step.outcome {
            light(from: square)
        } else {
            clearLit()
        }
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
}
