import DragAndDrop
import Pentominoes
import StageKit

extension PentominoesScene {
    /// Routes a pointer event: to the toolbar, to the tap recognizers and the drag session.
    mutating func handlePointer(_ event: PointerEvent) {
        if session.phase == .idle, let action = toolbar.handle(.pointer(event)) {
            perform(action)
            return
        }
        if event.phase == .down && toolbar.contains(event.location) { return }
        if event.phase == .down && event.button == .secondary {
            if session.phase == .dragging { turnDraggedPiece(flip: false) }
            return
        }
        // The session goes first, so that a release has ended the press before the tap
        // recognizers report the tap it completes.
        if keyboard.carry != nil { return }  // a piece in hand by keys: finish that first
        if event.phase == .down && event.button == .primary {
            if let piece = piece(at: event.location) {
                let events = session.press(
                    piece, frame: drawnFrame(of: piece), with: event, resolve: resolver())
                handleDrag(events, at: event.time)
            }
        } else {
            handleDrag(session.handle(event, resolve: resolver()), at: event.time)
        }
        for report in taps.handle(event) { handleTap(report) }
    }

    /// The topmost piece with a cell under `point`, judged by where pieces are drawn.
    func piece(at point: Point) -> PieceName? {
        for piece in look.drawingOrder(PieceName.allCases).reversed() {
            guard let pose = look.pose(of: piece), let inverse = pose.transform.inverted else {
                continue
            }
            let local = inverse.apply(to: point)
            let size = PentominoesLayout.size(
                of: piece, orientations[piece.index], cell: layout.cell)
            for cell in piece.cells(in: orientations[piece.index])
            where layout.localSquare(of: cell, in: size).contains(local) {
                return piece
            }
        }
        return nil
    }

    /// Says where the dragged piece would land: the nearest placement that fits within
    /// the search radius of the cell under its top-left corner.
    func resolver() -> (DragProbe) -> DropTarget<Cell> {
        guard let piece = session.item else { return { _ in .none } }
        let orientation = orientations[piece.index]
        let placement = self.placement
        let layout = self.layout
        // The session's frame keeps the size the piece had when pressed; a piece turned
        // while dragged is centred on it with its new size.
        let size = PentominoesLayout.size(of: piece, orientation, cell: layout.cell)
        return { probe in
            let topLeft = Point(
                x: probe.frame.midX - size.width / 2, y: probe.frame.midY - size.height / 2)
            guard
                let spot = Self.landingSpot(
                    for: piece, orientation, topLeft: topLeft, placement, layout)
            else { return .none }
            return DropTarget(
                zone: spot.anchor, feedback: .accepted, anchor: layout.frame(of: spot).center)
        }
    }

    /// The placement nearest a top-left corner where a piece fits, if any within reach.
    static func landingSpot(
        for piece: PieceName, _ orientation: Orientation, topLeft: Point, _ placement: Placement,
        _ layout: PentominoesLayout
    ) -> PlacedPiece? {
        let position = layout.grid.fractionalCell(of: topLeft)
        let cell = nearestValidCell(to: position, radius: searchRadius) { cell in
            placement.fits(
                PlacedPiece(piece, orientation, at: Cell(row: cell.row, column: cell.column)))
        }
        return cell.map {
            PlacedPiece(piece, orientation, at: Cell(row: $0.row, column: $0.column))
        }
    }

    /// Plays what the drag session reported.
    mutating func handleDrag(_ events: [DragEvent<PieceName, Cell>], at time: Double) {
        for event in events {
            switch event {
            case .started(let piece):
                // A drag is not a tap: make the tap recognizers give up this press.
                for report in taps.handle(PointerEvent(.cancel, at: session.location, time: time)) {
                    handleTap(report)
                }
                beforeDrag = snapshot
                pickedUpFrom = placement.remove(piece)
                look.lift(piece, at: time)
            case .over(let target):
                outline = target.zone.flatMap { anchor in
                    session.item.map { PlacedPiece($0, orientations[$0.index], at: anchor) }
                }
            case .dropped(let result):
                drop(result, at: time)
            case .cancelled(let piece, _, let landing):
                putBack(piece, from: landing.from, velocity: landing.velocity)
                finishDrag()
            case .entered, .exited, .tapped:
                break
            }
        }
        if session.phase == .dragging, let piece = session.item {
            look.follow(piece, center: session.frame.center)
        }
    }

    private mutating func drop(_ result: DropResult<PieceName, Cell>, at time: Double) {
        let piece = result.item
        if result.isAccepted, let anchor = result.target.zone {
            let placed = PlacedPiece(piece, orientations[piece.index], at: anchor)
            if (try? placement.place(placed)) != nil {
                look.land(piece, result.landing, at: time)
                finishDrag()
                piecePlaced()
                return
            }
        }
        sendHome(piece, from: result.landing, at: time)
        finishDrag()
    }

    /// Puts back a piece whose drag or keyboard carry was cancelled, exactly as it was
    /// picked up: on its board place in the orientation it had there (it may have been
    /// turned while carried, and grabbed mid-glide), or home to the tray.
    mutating func putBack(_ piece: PieceName, from here: Rect, velocity: Vector = .zero) {
        guard let origin = pickedUpFrom, placement.fits(origin) else {
            sendHome(
                piece,
                from: Landing(from: here, destination: here, velocity: velocity, returnsHome: true),
                at: time)
            return
        }
        reorient(piece, to: origin.orientation, at: time)
        try? placement.place(origin)
        let place = Landing(
            from: here, destination: layout.frame(of: origin), velocity: velocity,
            returnsHome: true)
        look.land(piece, place, at: time)
    }

    /// Glides a piece back to its tray slot, unturning it on the way.
    mutating func sendHome(_ piece: PieceName, from landing: Landing, at time: Double) {
        reorient(piece, to: .identity, at: time)
        let home = layout.homeFrame(of: piece, .identity)
        look.land(
            piece,
            Landing(
                from: landing.from, destination: home, velocity: landing.velocity, returnsHome: true
            ), at: time)
    }

    private mutating func finishDrag() {
        outline = nil
        pickedUpFrom = nil
        if let before = beforeDrag { recordChange(from: before) }
        beforeDrag = nil
    }
}
