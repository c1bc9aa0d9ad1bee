import DragAndDrop
import Pentominoes
import StageKit

/// The game's own part of dragging: which piece is under the pointer, where it would
/// land, and what landing or putting it back does to the board. The drag itself (press,
/// lift, follow, land, cancel) is the engine's `DragClient`.
extension PentominoesScene: KeyboardDragClient {
    /// Routes a pointer event: to the toolbar, the drag, and the tap recognizers.
    package mutating func handlePointer(_ event: PointerEvent) {
        if let start = heldStill.release(event), drag.keyboard.carry == nil,
            let piece = piece(at: start)
        {
            handlePointer(HeldStillPress.cancelling(event))
            return openActions(for: piece, byKeyboard: false)
        }
        if toolbarTakes(event, idle: drag.session.phase == .idle) { return }
        if event.phase == .down && event.button == .secondary {
            if drag.isDragging {
                turnDraggedPiece(flip: false)
            } else if drag.isIdle, drag.keyboard.carry == nil, let piece = piece(at: event.location)
            {
                openActions(for: piece, byKeyboard: false)
            }
            return
        }
        if drag.keyboard.carry != nil { return }  // a piece in hand by keys: finish that first
        // The drag goes first, so that a release has ended the press before the tap
        // recognizers report the tap it completes.
        dragPointer(event)
        for report in taps.handle(event) { handleTap(report) }
    }

    /// The topmost piece with a cell under `point`, judged by where pieces are drawn.
    func piece(at point: Point) -> PieceName? {
        for piece in drag.look.drawingOrder(PieceName.allCases).reversed() {
            guard let pose = drag.look.pose(of: piece), let inverse = pose.transform.inverted
            else { continue }
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

    /// The piece under a point and the frame it is drawn in.
    public func pick(at point: Point) -> (item: PieceName, frame: Rect)? {
        piece(at: point).map { ($0, drawnFrame(of: $0)) }
    }

    /// The nearest placement that fits within the search radius of the cell under the
    /// piece's top-left corner. The probe's frame keeps the size the piece had when
    /// pressed; a piece turned while dragged is centred on it with its new size.
    public func target(of piece: PieceName, for probe: DragProbe) -> DropTarget<Cell> {
        let orientation = orientations[piece.index]
        let size = PentominoesLayout.size(of: piece, orientation, cell: layout.cell)
        let topLeft = Point(
            x: probe.frame.midX - size.width / 2, y: probe.frame.midY - size.height / 2)
        guard
            let spot = Self.landingSpot(
                for: piece, orientation, topLeft: topLeft, placement, layout)
        else { return .none }
        return DropTarget(
            zone: spot.anchor, feedback: .accepted, anchor: layout.frame(of: spot).center)
    }

    /// Whether the piece fits with its top-left cell at `cell`.
    public func accepts(_ piece: PieceName, at cell: Cell) -> Bool {
        placement.fits(PlacedPiece(piece, orientations[piece.index], at: cell))
    }

    /// The frame of the piece with its top-left cell at `cell`.
    public func frame(of piece: PieceName, at cell: Cell) -> Rect {
        layout.frame(of: PlacedPiece(piece, orientations[piece.index], at: cell))
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

    /// Lifted by the pointer or picked up by keys: it leaves the board, and a drag is no
    /// tap for the tap recognizers.
    public mutating func pickUp(_ piece: PieceName) {
        for report in taps.handle(PointerEvent(.cancel, at: drag.session.location, time: time)) {
            handleTap(report)
        }
        beforeDrag = snapshot
        pickedUpFrom = placement.remove(piece)
    }

    /// Places the piece with its top-left cell at `anchor`.
    public mutating func commit(_ piece: PieceName, to anchor: Cell, landing: Landing)
        -> DropSettling?
    {
        let placed = PlacedPiece(piece, orientations[piece.index], at: anchor)
        guard (try? placement.place(placed)) != nil else { return nil }
        placedByDrop = true
        return .into(layout.frame(of: placed))
    }

    /// Puts back a piece whose drag or keyboard carry was cancelled, exactly as it was
    /// picked up: on its board place in the orientation it had there (it may have been
    /// turned while carried), or home to the tray.
    public mutating func restore(pickedUp piece: PieceName) -> Rect? {
        guard let origin = pickedUpFrom, placement.fits(origin) else { return refused(piece) }
        reorient(piece, to: origin.orientation, at: time)
        try? placement.place(origin)
        return layout.frame(of: origin)
    }

    /// A piece released where it fits nowhere goes home to the tray, unturned.
    public mutating func refused(_ piece: PieceName) -> Rect? {
        reorient(piece, to: .identity, at: time)
        return layout.homeFrame(of: piece, .identity)
    }

    /// Pieces on the board turn on a tap, which the tap recognizers report.
    public mutating func tapped(_ piece: PieceName) {}

    /// Records the drag's undo step and says where the piece went: onto the board (with
    /// the game's news), back to its place, or to the tray.
    public mutating func dragEnded(_ piece: PieceName) {
        pickedUpFrom = nil
        if let before = beforeDrag { recordChange(from: before) }
        beforeDrag = nil
        if placedByDrop {
            placedByDrop = false
            piecePlaced("Placed the \(piece.letter) piece.")
        } else if placement.placed(piece) != nil {
            status = "The \(piece.letter) piece is back where it was."
        } else {
            status = "The \(piece.letter) piece is in the tray."
        }
    }

    /// Glides a piece back to its tray slot, unturning it on the way.
    mutating func sendHome(_ piece: PieceName, from here: Rect, at time: Double) {
        let home = refused(piece) ?? here
        drag.look.land(piece, Landing(from: here, destination: home, returnsHome: true), at: time)
    }
}
