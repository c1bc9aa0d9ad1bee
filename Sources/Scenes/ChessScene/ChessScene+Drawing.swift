import Chess
import DragAndDrop
import StageKit

extension ChessScene {
    static let lightSquare = Color(hex: 0xF0D9B5)
    static let darkSquare = Color(hex: 0xB58863)
    static let lastMoveTint = Color(hex: 0xCDD26A, alpha: 0.6)
    static let targetMark = Color(hex: 0x2F6B3A, alpha: 0.45)
    static let checkGlow = Color(hex: 0xE0302A, alpha: 0.75)

    /// Draws the board, its highlights, the pieces (the lifted one on top), the picker,
    /// the move list, the toolbar, the status line and the save sheet.
    public func draw(into list: inout DisplayList) {
        let theme = Theme.standard
        list.background = theme.background
        drawBoard(into: &list)
        drawPremove(into: &list)
        drawPieces(into: &list)
        if let cursor {
            list.stroke(
                .roundedRect(layout.frame(of: cursor).outset(by: -2), radius: 4),
                Stroke(theme.accent, width: 3, dash: [6, 4]))
        }
        drawPromotionPicker(into: &list)
        drawMoveList(into: &list, theme: theme)
        drawClocks(into: &list, theme: theme)
        drawThinking(into: &list, theme: theme)
        toolbar.draw(into: &list, theme: theme)
        list.text(
            statusLine, at: layout.statusPosition, font: Font(size: 18, weight: .semibold),
            color: theme.text,
            alignment: .center)
        if !notice.isEmpty {
            // A long notice (a game's comment in review) ends in "…" rather than run over
            // the board; screen readers hear all of it.
            list.text(
                notice, at: layout.noticePosition, font: theme.captionFont,
                color: theme.secondaryText, alignment: .center, verticalAlignment: .top,
                maxWidth: layout.noticeWidth, lineLimit: ChessLayout.noticeLines)
        }
        fileSheet.draw(into: &list, theme: theme)
        gamePicker?.draw(into: &list, theme: theme)
        newGameSheet?.draw(into: &list, theme: theme)
        toolbar.drawMenu(into: &list, theme: theme)
        actionMenu.draw(into: &list, theme: theme)
    }

    private func drawBoard(into list: inout DisplayList) {
        let board = layout.boardFrame
        list.fill(
            .roundedRect(board.outset(by: 4), radius: 6), Color(hex: 0x6B4F3A),
            shadow: Theme.standard.cardShadow)
        for square in Square.all {
            let frame = layout.frame(of: square)
            list.fill(.rect(frame), square.isDark ? Self.darkSquare : Self.lightSquare)
            // The cursor's square is where the keys act, unless a piece stands on it.
            list.see(
                .place, square.name, frame: frame, value: square.isDark ? "dark" : "light",
                states: [
                    .focused.when(
                        cursor == square && ids[square] == nil && drag.keyboard.carry == nil),
                    .dropTarget.when(hover == square), .selected.when(liftedFrom == square),
                ])
        }
        if let last = game.moves.last {
            for square in [last.from, last.to] {
                list.fill(.rect(layout.frame(of: square)), Self.lastMoveTint)
            }
        }
        if game.isCheck {
            let king = layout.frame(of: game.position.kingSquare(of: game.position.sideToMove))
            list.fill(.ellipse(king.outset(by: -2)), Self.checkGlow)
        }
        if let liftedFrom {
            list.fill(.rect(layout.frame(of: liftedFrom)), Color(hex: 0x14551E, alpha: 0.35))
        }
        if let hover { list.fill(.rect(layout.frame(of: hover)), Color(hex: 0x14551E, alpha: 0.3)) }
        for square in targets {
            let frame = layout.frame(of: square)
            if game.position.piece(at: square) != nil {
                list.stroke(
                    .ellipse(frame.outset(by: -layout.square * 0.06)),
                    Stroke(Self.targetMark, width: layout.square * 0.09))
            } else {
                let dot = layout.square * 0.3
                list.fill(
                    .ellipse(Rect(center: frame.center, size: Size(width: dot, height: dot))),
                    Self.targetMark)
            }
        }
        drawCoordinates(into: &list)
    }

    /// File letters under the board and rank numbers left of it, as the board is turned.
    private func drawCoordinates(into list: inout DisplayList) {
        // Grows with the squares, but no taller than the room left for it beside the board.
        let font = Font(size: min(max(11, layout.square * 0.16), 15), weight: .medium)
        let color = Theme.standard.secondaryText
        let board = layout.boardFrame
        for i in 0..<8 {
            guard let fileSquare = Square(file: i, rank: 0),
                let rankSquare = Square(file: 0, rank: i)
            else { continue }
            let column = layout.frame(of: fileSquare)
            list.text(
                String(fileSquare.fileLetter), at: Point(x: column.midX, y: board.maxY + 13),
                font: font,
                color: color, alignment: .center)
            let row = layout.frame(of: rankSquare)
            list.text(
                String(rankSquare.rankDigit), at: Point(x: board.minX - 13, y: row.midY),
                font: font,
                color: color, alignment: .center)
        }
    }

    private func drawPieces(into list: inout DisplayList) {
        var kinds: [Int: Piece] = [:]
        var order: [Int] = []
        for (id, square) in ids.placed {
            guard let piece = game.position.piece(at: square) else { continue }
            kinds[id] = piece
            order.append(id)
        }
        for (id, piece) in fading where kinds[id] == nil {
            kinds[id] = piece
            order.append(id)
        }
        let size = layout.square * 0.82
        let cell = Rect(center: .zero, size: Size(width: layout.square, height: layout.square))
        for id in look.drawingOrder(order) {
            guard let pose = look.pose(of: id), let piece = kinds[id] else { continue }
            let lifted = look.dragged == id
            // Seen from the pending promotion, the pawn is already on its new square.
            PieceGlyphs.draw(
                piece, size: size, transform: pose.transform, opacity: pose.opacity,
                lifted: lifted, into: &list)
            // Named from the same pose: the square-sized cell the glyph is drawn in.
            let square = ids.square(of: id)
            let carried = drag.keyboard.carry?.item == id
            list.see(
                .item, "piece \(id)", frame: cell, value: Self.words(for: piece),
                name: Self.words(for: piece) + (square.map { " on \($0.name)" } ?? ""),
                states: [
                    .focused.when(
                        carried || (drag.keyboard.carry == nil && square != nil && square == cursor)
                    ),
                    .grabbed.when(lifted || carried),
                ],
                transform: pose.transform)
        }
    }

    /// A piece in words, such as "white knight".
    static func words(for piece: Piece) -> String {
        name(of: piece.side).lowercased() + " " + name(of: piece.kind)
    }

    private func drawPromotionPicker(into list: inout DisplayList) {
        guard let promotion else { return }
        list.fill(.rect(layout.boardFrame), Color.black.withAlpha(0.35))
        let side = game.position.sideToMove
        for (i, frame) in promotionChoiceFrames().enumerated() {
            let chosen = i == promotion.choice
            list.fill(
                .ellipse(frame.outset(by: -3)),
                chosen ? Color(hex: 0xE9EEF8) : Color(hex: 0xFFFFFF),
                shadow: Theme.standard.controlShadow)
            if chosen {
                list.stroke(.ellipse(frame.outset(by: -3)), Stroke(Theme.standard.accent, width: 3))
            }
            let transform = AffineTransform(translation: Vector(dx: frame.midX, dy: frame.midY))
            PieceGlyphs.draw(
                Piece(side, PieceKind.promotions[i]), size: layout.square * 0.72,
                transform: transform,
                opacity: 1, into: &list)
            // Named as the choice it is: "Promote to queen", the highlighted one selected.
            list.see(
                .control, "Promote to " + Self.name(of: PieceKind.promotions[i]), frame: frame,
                value: chosen ? "selected" : "", kind: .segment,
                states: [.selected.when(chosen), .focused.when(chosen)])
        }
    }
}
