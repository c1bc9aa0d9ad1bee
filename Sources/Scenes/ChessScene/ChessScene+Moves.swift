import Chess
import DragAndDrop
import StageKit

extension ChessScene {
    /// How pieces glide to their squares after a click, a keyboard move, the computer's
    /// move, undo, redo or a flip.
    static let glideAnimation = Animation.spring(dampingRatio: 0.9, response: 0.3)
    /// How a taken piece fades away (and comes back on undo).
    static let fadeAnimation = Animation.tween(duration: 0.25)

    /// Plays the move of the piece on `from` to `to`, first asking which piece a pawn
    /// becomes when it promotes. A piece released by a drag glides on from where it was
    /// let go (`landing`); otherwise it glides from its square.
    mutating func move(from: Square, to: Square, landing: Landing? = nil) {
        clearLit()
        guard let id = ids[from] else { return }
        if game.position.needsPromotionChoice(from: from, to: to) {
            openPromotionPicker(id: id, from: from, to: to, landing: landing)
            return
        }
        guard let move = game.position.move(from: from, to: to) else {
            if let landing { look.land(id, landing, at: time) }
            return
        }
        commit(move, landing: landing)
    }

    /// Plays a legal move and animates the difference: the mover glides to its square (a
    /// castling rook with it), a taken piece fades where it stood (en passant too).
    mutating func commit(
        _ move: Move, landing: Landing? = nil, byComputer: Bool = false, redoing: Bool = false
    ) {
        let before = game.position
        let previous = ids
        guard (try? game.play(move)) != nil else { return }
        idHistory.append(previous)
        ids.follow(move)
        if redoing {
            // The move played again was the next one ahead: reviewed, or taken back.
            reviewedAhead = min(max(reviewedAhead - 1, 0), redoMoves.count)
        } else {
            clockAfterMove(by: before.sideToMove)
            // A move of its own replaces the moves that were ahead, and their comments.
            redoMoves.removeAll()
            reviewedAhead = 0
            annotations = annotations.filter { $0.key < game.moves.count }
        }
        var landed: Int?
        if let landing, let id = ids[move.to] {
            let place = Landing(
                from: landing.from, destination: layout.frame(of: move.to),
                velocity: landing.velocity,
                returnsHome: false)
            look.land(id, place, at: time)
            landed = id
        }
        arrangePieces(leaving: previous, of: before, except: landed)
        let sentence = Self.sentence(for: move, in: before)
        announce((byComputer ? "Computer: " : "") + sentence + " " + statusLine + ".")
        updateHistoryButtons()
        startThinkingIfDue()
        if byComputer { playPremoveIfDue() }
    }

    /// Glides every piece to where it belongs now, and fades out those that left the
    /// board (their kinds read from `before`, where they stood by `previous`).
    mutating func arrangePieces(
        leaving previous: PieceIDs, of before: Position, except skipped: Int? = nil
    ) {
        for (id, square) in ids.placed where id != skipped && id != look.dragged {
            let center = pieceCenter(id: id, on: square)
            if look.pose(of: id) == nil { look.place(id, center: center) }
            let moves = look.pose(of: id).map { $0.position.distance(to: center) > 1 } ?? false
            look.glide(
                id, to: Pose(position: center), with: Self.glideAnimation, at: time, raise: moves)
        }
        fading.removeAll { ids.square(of: $0.id) != nil }
        for (id, square) in previous.placed where ids.square(of: id) == nil {
            guard let piece = before.piece(at: square), !fading.contains(where: { $0.id == id })
            else { continue }
            fading.append((id, piece))
            look.glide(
                id, to: Pose(position: layout.frame(of: square).center, opacity: 0),
                with: Self.fadeAnimation,
                at: time)
        }
    }

    /// A move in words, such as "Knight g1 to f3.", "Pawn e5 takes pawn d6 en passant.",
    /// "King castles kingside.", "Pawn e7 to e8, becomes a queen."
    static func sentence(for move: Move, in position: Position) -> String {
        guard let piece = position.piece(at: move.from) else { return move.uci }
        if move.isKingsideCastling { return "King castles kingside." }
        if move.isQueensideCastling { return "King castles queenside." }
        var text = "\(name(of: piece.kind).capitalizedFirst) \(move.from.name)"
        if let taken = move.capturedSquare, let victim = position.piece(at: taken) {
            text +=
                " takes \(name(of: victim.kind)) \(move.isEnPassant ? move.to.name + " en passant" : taken.name)"
        } else {
            text += " to \(move.to.name)"
        }
        if let promotion = move.promotion { text += ", becomes a \(name(of: promotion))" }
        return text + "."
    }

    /// A kind of piece in words, lower case.
    static func name(of kind: PieceKind) -> String {
        switch kind {
        case .pawn: "pawn"
        case .knight: "knight"
        case .bishop: "bishop"
        case .rook: "rook"
        case .queen: "queen"
        case .king: "king"
        }
    }

    /// Forgets the lit squares of a drag, selection or carry.
    mutating func clearLit() {
        liftedFrom = nil
        targets = .empty
        taps.clear()
    }

    /// Lights the legal targets of the piece on `square`.
    mutating func light(from square: Square) {
        liftedFrom = square
        targets = game.position.legalTargets(from: square, castlingOntoRook: true)
    }

    /// Shows a step's sentence to screen readers and under the status line.
    mutating func announce(_ sentence: String) {
        announcement = sentence
        announcementCount &+= 1
        notice = sentence
    }
}
