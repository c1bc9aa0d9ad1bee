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
        for piece in drag.look.drawingOrder(PieceName.allCases) { drawPiece(piece, into: &list) }
        if let focus = keyboardFocus {
            list.stroke(
                .roundedRect(drawnFrame(of: focus).outset(by: 5), radius: 8),
                Stroke(theme.accent, width: 3, dash: [6, 4]))
        }
        toolbar.draw(into: &list, theme: theme)
        statusLine.draw(
            into: &list, at: layout.statusPosition, maxWidth: layout.statusWidth,
            lineLimit: layout.statusLines, theme: theme)
        hintSheet.draw(into: &list, theme: theme) { panel, frame in
            drawHintBoard(in: frame, into: &panel)
        }
        toolbar.drawMenu(into: &list, theme: theme)
        actionMenu.draw(into: &list, theme: theme)
    }

    private func drawBoard(into list: inout DisplayList) {
        let frame = layout.boardFrame
        list.see(
            .place, "board", frame: frame,
            value: "\(placement.board.rows)x\(placement.board.columns)")
        list.fill(
            .roundedRect(frame.outset(by: 6), radius: 10), Color(hex: 0x3B3F4A),
            shadow: Theme.standard.cardShadow)
        let board = placement.board
        for block in board.openBlocks {
            list.fill(
                .rect(layout.frame(of: block.first).union(layout.frame(of: block.last))),
                Color(hex: 0xFBFAF7))
        }
        // The grid as two strokes, its rows and its columns, each of lines that never
        // touch: drawn as separate lines would draw them.
        var rows = Path()
        for row in 0...board.rows {
            let y = frame.minY + Double(row) * layout.cell
            rows.move(to: Point(x: frame.minX, y: y))
            rows.line(to: Point(x: frame.maxX, y: y))
        }
        var columns = Path()
        for column in 0...board.columns {
            let x = frame.minX + Double(column) * layout.cell
            columns.move(to: Point(x: x, y: frame.minY))
            columns.line(to: Point(x: x, y: frame.maxY))
        }
        let line = Stroke(Color(hex: 0xD9D4CA), width: 1)
        list.stroke(.path(rows), line)
        list.stroke(.path(columns), line)
    }

    private func drawOutline(_ piece: PlacedPiece, into list: inout DisplayList) {
        let green = Color(hex: 0x2F9E5B)
        list.see(
            .place, "drop outline", frame: layout.frame(of: piece),
            value: Self.value(of: piece.cells.sorted()))
        for cell in piece.cells {
            let square = layout.frame(of: cell)
            list.fill(.rect(square), green.withAlpha(0.25))
            list.stroke(
                .rect(square.outset(by: -1.5)), Stroke(green.mixed(with: .black, by: 0.3), width: 3)
            )
        }
    }

    /// The board cells under the centres of a piece's drawn squares, as `row,column` pairs
    /// in order (cells off the board count on, past its edges): what a person sees it cover.
    private func drawnCells(_ squares: [Rect], transform: AffineTransform) -> String {
        let board = layout.boardFrame
        // Clamped, so a wild pose can never make a number no Int can hold.
        func index(_ offset: Double) -> Int {
            let cells = offset / layout.cell
            return cells.isFinite ? Int(min(max(cells, -1e6), 1e6).rounded(.down)) : Int.min
        }
        let cells = squares.map { square in
            let p = transform.apply(to: square.center)
            return Cell(row: index(p.y - board.minY), column: index(p.x - board.minX))
        }
        return Self.value(of: cells.sorted())
    }

    /// Cells as `row,column` pairs between spaces, in the order given: a seen value. Made
    /// for every piece on every frame, so written as bytes, one string at the end (each
    /// string appended costs more than the rest).
    static func value(of cells: [Cell]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count * 6)
        func write(_ number: Int) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            let start = bytes.count
            repeat {
                bytes.insert(UInt8(ascii: "0") + UInt8(magnitude % 10), at: start)
                magnitude /= 10
            } while magnitude > 0
        }
        for cell in cells {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            write(cell.row)
            bytes.append(UInt8(ascii: ","))
            write(cell.column)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func drawPiece(_ piece: PieceName, into list: inout DisplayList) {
        guard let pose = drag.look.pose(of: piece) else { return }
        let orientation = orientations[piece.index]
        let size = PentominoesLayout.size(of: piece, orientation, cell: layout.cell)
        let color = PiecePalette.color(of: piece)
        let lifted = drag.look.dragged == piece
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
        list.see(
            .item, String(piece.letter),
            frame: pose.transform.apply(to: Rect(center: .zero, size: size)),
            value: drawnCells(squares, transform: pose.transform),
            name: Self.spokenNames[piece.index],
            states: [
                .focused.when(keyboardFocus == piece),
                .grabbed.when(lifted || drag.keyboard.carry?.item == piece),
            ])
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
