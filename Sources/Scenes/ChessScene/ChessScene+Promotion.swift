import Chess
import DragAndDrop
import StageKit

/// A pawn move waiting for the player to choose what the pawn becomes.
struct PendingPromotion: Equatable, Sendable {
    /// The pawn.
    var id: Int
    var from: Square
    var to: Square
    /// The highlighted choice, an index into `PieceKind.promotions` (queen first).
    var choice = 0
}

extension ChessScene {
    /// Opens the picker on the promotion square: the pawn waits there while the player
    /// picks queen, rook, bishop or knight; Escape takes the move back.
    mutating func openPromotionPicker(id: Int, from: Square, to: Square, landing: Landing?) {
        promotion = PendingPromotion(id: id, from: from, to: to)
        let destination = layout.frame(of: to)
        if let landing {
            look.land(
                id,
                Landing(
                    from: landing.from, destination: destination, velocity: landing.velocity,
                    returnsHome: false),
                at: time)
        } else {
            look.glide(
                id, to: Pose(position: destination.center), with: Self.glideAnimation, at: time,
                raise: true)
        }
        announce(
            device.isTouch
                ? "Choose what the pawn becomes: tap the queen, rook, bishop or knight."
                : "Choose what the pawn becomes: queen, rook, bishop or knight "
                    + "(arrows and Enter, or q, r, b, n). Escape cancels.")
    }

    /// The frames of the picker's choices, queen first, in a column from the promotion
    /// square towards the middle of the board.
    func promotionChoiceFrames() -> [Rect] {
        guard let promotion else { return [] }
        let start = layout.frame(of: promotion.to)
        let downwards = start.midY < layout.boardFrame.midY
        return PieceKind.promotions.indices.map { i in
            start.offset(by: Vector(dx: 0, dy: (downwards ? 1 : -1) * Double(i) * layout.square))
        }
    }

    /// A click while the picker is up: a choice promotes, anywhere else cancels the move.
    mutating func handlePromotionClick(at point: Point) {
        if let index = promotionChoiceFrames().firstIndex(where: { $0.contains(point) }) {
            choosePromotion(PieceKind.promotions[index])
        } else {
            cancelPromotion()
        }
    }

    /// Keys while the picker is up; returns whether the key was used.
    mutating func handlePromotionKey(_ event: KeyEvent) -> Bool {
        guard var pending = promotion else { return false }
        let count = PieceKind.promotions.count
        if event.matches(.escape) {
            cancelPromotion()
        } else if event.matches(.enter) {
            choosePromotion(PieceKind.promotions[pending.choice])
        } else if event.matches(.down) || event.matches(.up) {
            // Down the screen is further from the promotion square on the top edge.
            let away =
                promotionChoiceFrames().first.map { $0.midY < layout.boardFrame.midY } ?? true
            let step = (event.matches(.down) == away) ? 1 : -1
            pending.choice = (pending.choice + step + count) % count
            promotion = pending
            announce(Self.name(of: PieceKind.promotions[pending.choice]).capitalizedFirst + ".")
        } else if let kind = ["q": PieceKind.queen, "r": .rook, "b": .bishop, "n": .knight][
            event.key.name],
            event.modifiers.isEmpty
        {
            choosePromotion(kind)
        }
        return true
    }

    /// Makes the waiting move with the chosen piece.
    mutating func choosePromotion(_ kind: PieceKind) {
        guard let pending = promotion,
            let move = game.position.move(from: pending.from, to: pending.to, promotion: kind)
        else { return }
        promotion = nil
        commit(move)
    }

    /// Takes the waiting move back: the pawn glides home.
    mutating func cancelPromotion() {
        guard let pending = promotion else { return }
        promotion = nil
        look.glide(
            pending.id, to: Pose(position: layout.frame(of: pending.from).center),
            with: Self.glideAnimation,
            at: time, raise: true)
        announce("Promotion cancelled: the pawn is back on \(pending.from.name).")
    }
}
