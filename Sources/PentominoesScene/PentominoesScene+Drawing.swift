import DragAndDrop
import Pentominoes
import StageKit

extension PentominoesScene {
    /// Draws the board, the drop outline, the pieces (the dragged one on top), the
    /// toolbar and the status line.
    public func draw(into list: inout DisplayList) {
        let theme = Theme.standard
        list.background = theme.background
        drawBoard(into: &list)
        if let outline { drawOutline(outline, into: &list) }
        for piece in look.drawingOrder(PieceName.allCases) { drawPiece(piece, into: &list) }
        if let focus = keyboardFocus {
            list.stroke(
                .roundedRect(drawnFrame(of: focus).outset(by: 5), radius: 8),
                Stroke(theme.accent, width: 3, dash: [6, 4]))
        }
        toolbar.draw(into: &list, theme: theme)
        list.text(
            status, at: layout.statusPosition, font: theme.bodyFont, color: theme.secondaryText,
            alignment: .center, maxWidth: layout.statusWidth)
        hintSheet.draw(into: &list, theme: theme) { panel, frame in
            drawHintBoard(in: frame, into: &panel)
        }
        toolbar.drawMenu(into: &list, theme: theme)
    }

    private func drawBoard(into list: inout DisplayList) {
        let frame = layout.boardFrame
        list.fill(
            .roundedRect(frame.outset(by: 6), radius: 10), Color(hex: 0x3B3F4A),
            shadow: Theme.standard.cardShadow)
        let board = placement.board
        for row in 0..<board.rows {
            for column in 0..<board.columns where board.isOpen(Cell(row: row, column: column)) {
                list.fill(
                    .rect(layout.frame(of: Cell(row: row, column: column))), Color(hex: 0xFBFAF7))
            }
        }
        let line = Stroke(Color(hex: 0xD9D4CA), width: 1)
        for row in 0...board.rows {
            let y = frame.minY + Double(row) * layout.cell
            list.line(from: Point(x: frame.minX, y: y), to: Point(x: frame.maxX, y: y), line)
        }
        for column in 0...board.columns {
            let x = frame.minX + Double(column) * layout.cell
            list.line(from: Point(x: x, y: frame.minY), to: Point(x: x, y: frame.maxY), line)
        }
    }

    private func drawOutline(_ piece: PlacedPiece, into list: inout DisplayList) {
        let green = Color(hex: 0x2F9E5B)
        for cell in piece.cells {
            let square = layout.frame(of: cell)
            list.fill(.rect(square), green.withAlpha(0.25))
            list.stroke(
                .rect(square.outset(by: -1.5)), Stroke(green.mixed(with: .black, by: 0.3), width: 3)
            )
        }
    }

    private func drawPiece(_ piece: PieceName, into list: inout DisplayList) {
        guard let pose = look.pose(of: piece) else { return }
        let orientation = orientations[piece.index]
        let size = PentominoesLayout.size(of: piece, orientation, cell: layout.cell)
        let color = PiecePalette.color(of: piece)
        let lifted = look.dragged == piece
        let inset = max(layout.cell * 0.04, 1)
        let squares = piece.cells(in: orientation).map { cell in
            layout.localSquare(of: cell, in: size).outset(by: -inset)
        }
        let radius = layout.cell * 0.12
        if lifted {
            // Shadows first, under every cell, so no cell's shadow darkens its neighbour.
            for square in squares {
                list.fill(
                    .roundedRect(square, radius: radius), color, transform: pose.transform,
                    opacity: pose.opacity, shadow: Theme.standard.liftedShadow)
            }
        }
        for square in squares {
            list.fill(
                .roundedRect(square, radius: radius), color, transform: pose.transform,
                opacity: pose.opacity)
            list.stroke(
                .roundedRect(square, radius: radius),
                Stroke(color.mixed(with: .black, by: 0.3), width: 1.5),
                transform: pose.transform, opacity: pose.opacity)
        }
    }
}
