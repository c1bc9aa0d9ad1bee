import DragAndDrop
import Pentominoes
import StageKit

extension PentominoesScene {
    /// How a turn or flip animates.
    static let turnAnimation = Animation.spring(dampingRatio: 0.8, response: 0.28)

    /// A tap turns a piece on the board; a double tap flips it. Pieces at home ignore taps.
    mutating func handleTap(_ report: RequireFailure<TapRecognizer, TapRecognizer>.Gesture) {
        switch report {
        case .primary(let tap):
            if let piece = piece(at: tap.location), placement.placed(piece) != nil {
                turnOnBoard(piece, flip: false)
            }
        case .preferred(let tap):
            if let piece = piece(at: tap.location), placement.placed(piece) != nil {
                turnOnBoard(piece, flip: true)
            }
        }
    }

    /// Keys: Escape cancels a drag; ctrl+z, ctrl+shift+z and ctrl+y undo and redo; `h` shows a
    /// hint; `r` turns and `f` flips the dragged piece.
    package mutating func handleKey(_ event: KeyEvent) {
        if ActionMenu.opens(event), drag.isIdle, drag.keyboard.carry == nil, let keyboardFocus {
            return openActions(for: keyboardFocus, byKeyboard: true)
        }
        if drag.session.phase == .idle, handleKeyboardPlay(event) { return }
        if event.matches(.escape) {
            if !cancelDrag(.escape, at: event.time), escapeLeaves { exitRequest = .back }
        } else if handleHistoryKey(event) {
            return
        } else if event.matches(Key("h")) {
            showHint()
        } else if event.matches(Key("r")) {
            turnDraggedPiece(flip: false)
        } else if event.matches(Key("f")) {
            turnDraggedPiece(flip: true)
        }
    }

    /// Turns or flips a piece lying on the board about its centre. If it no longer fits
    /// there, it moves to the nearest place it fits, or home when there is none.
    mutating func turnOnBoard(_ piece: PieceName, flip: Bool) {
        let before = snapshot
        defer { recordChange(from: before) }
        guard drag.session.item != piece, let placed = placement.remove(piece) else { return }
        let turned = flip ? placed.mirrored() : placed.rotatedClockwise()
        let center = layout.frame(of: placed).center
        let size = PentominoesLayout.size(of: piece, turned.orientation, cell: layout.cell)
        let topLeft = Point(x: center.x - size.width / 2, y: center.y - size.height / 2)
        reorient(piece, to: turned.orientation, at: time)
        if let spot = Self.landingSpot(
            for: piece, turned.orientation, topLeft: topLeft, placement, layout)
        {
            try? placement.place(spot)
            drag.look.glide(
                piece, to: Pose(position: layout.frame(of: spot).center), with: Self.turnAnimation,
                at: time)
            piecePlaced(
                flip ? "Flipped the \(piece.letter) piece." : "Turned the \(piece.letter) piece.")
        } else {
            sendHome(piece, from: Rect(center: center, size: size), at: time)
            status = "No room to turn the \(piece.letter) piece there, so it went back to the tray."
        }
    }

    /// Turns or flips the piece being dragged, keeping it under the pointer.
    mutating func turnDraggedPiece(flip: Bool) {
        guard drag.isDragging, let piece = drag.session.item else { return }
        let current = orientations[piece.index]
        reorient(piece, to: flip ? current.mirrored() : current.rotatedClockwise(), at: time)
        refreshDrag(at: time)
    }

    /// Gives a piece a new orientation at once, and animates its look from the old shape
    /// into the new one, so it appears to turn and flip rather than jump.
    mutating func reorient(_ piece: PieceName, to new: Orientation, at time: Double) {
        let old = orientations[piece.index]
        guard old != new else { return }
        orientations[piece.index] = new
        // The old shape is the new one seen through `change⁻¹`; express that as a pose:
        // a pose mirrors after it rotates, while an orientation mirrors before it turns.
        let undo = new.inverse.followed(by: old)
        let pose = drag.look.pose(of: piece) ?? Pose()
        let turn = pose.rotation + Double(undo.quarterTurns) * Double.pi / 2
        let rotation = undo.isMirrored ? -turn : turn
        let mirror = undo.isMirrored ? -pose.mirror : pose.mirror
        drag.look.unturn(
            piece, fromRotation: Self.shortest(rotation), mirror: mirror, with: Self.turnAnimation,
            at: time)
    }

    /// The same angle within (-π, π], so a turn never spins the long way round.
    static func shortest(_ angle: Double) -> Double {
        var a = angle
        let full = 2 * Double.pi
        a -= (a / full).rounded() * full
        return a <= -Double.pi ? a + full : a
    }
}
