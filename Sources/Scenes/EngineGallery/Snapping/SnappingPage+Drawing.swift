import DragAndDrop
import StageKit

extension SnappingPage {
    /// Draws the three panels with their rules made visible, the tiles and the sliders.
    func draw(into list: inout DisplayList, theme: Theme) {
        for panel in Panel.allCases {
            let frame = panels[panel.rawValue]
            let b = body(panel)
            list.fill(.roundedRect(frame, radius: 12), theme.surface, shadow: theme.controlShadow)
            list.text(
                panel.title, at: Point(x: frame.minX + 12, y: frame.minY + 14),
                font: Font(size: 14, weight: .bold), color: theme.text,
                maxWidth: headingWidth(panel), lineLimit: 1)
            let verdict = self.verdict(panel)
            list.text(
                verdict, at: Point(x: frame.minX + 12, y: frame.minY + 33),
                font: Font(size: 12.5, weight: .semibold), color: theme.accent,
                maxWidth: headingWidth(panel), lineLimit: 1)
            list.clipped(to: b.outset(by: 1)) { list in
                list.fill(.rect(b), theme.background.withAlpha(0.6))
                switch panel {
                case .grid: drawGrid(b, into: &list, theme: theme)
                case .magnets: drawMagnets(b, into: &list, theme: theme)
                case .nearest: drawCells(b, into: &list, theme: theme)
                }
                drawTile(panel, into: &list, theme: theme)
            }
            list.see(.place, panel.title, frame: frame, value: verdict)
            list.see(.place, "\(panel.title) area", frame: b)
        }
        gridSize.draw(into: &list, theme: theme)
        radius.draw(into: &list, theme: theme)
        let magnetsFrame = panels[Panel.magnets.rawValue]
        list.text(
            "Anchors: the tile's centre and corners; each disc is a magnet's range.",
            at: Point(x: magnetsFrame.minX + 12, y: magnetsFrame.maxY - 40),
            font: Font(size: 12), color: theme.secondaryText, maxWidth: magnetsFrame.width - 24)
    }

    /// What the panel's rule says about the tile now, or with its corner at `corner`.
    func verdict(_ panel: Panel, at corner: Point? = nil) -> String {
        let corner =
            corner ?? (drag?.panel == panel ? freeCorner : corners[panel.rawValue].value)
        switch panel {
        case .grid:
            guard let cell = grid.nearestCell(to: corner) else { return "" }
            return "column \(cell.column), row \(cell.row)"
        case .magnets:
            let shown = snapped(.magnets, free: corner) ?? corner
            return shown == corner
                ? (drag?.panel == panel ? "no magnet in range" : "at rest")
                : "pulled \(Int((shown - corner).length.rounded())) pt to a magnet"
        case .nearest:
            let result = search(free: corner)
            guard let cell = result.found else {
                return "nothing free within \(Int(radius.value))"
            }
            return "cell \(cell.column),\(cell.row), \(result.tried.count) tried"
        }
    }

    private func drawGrid(_ b: Rect, into list: inout DisplayList, theme: Theme) {
        let s = gridSize.value
        let stroke = Stroke(theme.border, width: 1)
        var x = b.minX
        while x <= b.maxX {
            list.line(from: Point(x: x, y: b.minY), to: Point(x: x, y: b.maxY), stroke)
            x += s
        }
        var y = b.minY
        while y <= b.maxY {
            list.line(from: Point(x: b.minX, y: y), to: Point(x: b.maxX, y: y), stroke)
            y += s
        }
        if let drag, drag.panel == .grid {
            let target = snapped(.grid, free: freeCorner) ?? freeCorner
            let ghost = Rect(
                origin: Point(x: b.minX + target.x, y: b.minY + target.y), size: tileSize(.grid))
            list.stroke(
                .roundedRect(ghost, radius: 6), Stroke(theme.success, width: 2, dash: [5, 3]))
        }
    }

    private func drawMagnets(_ b: Rect, into list: inout DisplayList, theme: Theme) {
        let corner = drag?.panel == .magnets ? freeCorner : corners[Panel.magnets.rawValue].value
        let pulled = snapped(.magnets, free: corner) ?? corner
        let shift = pulled - corner
        for (i, magnet) in magnets.enumerated() {
            let p = Point(x: b.minX + magnet.point.x, y: b.minY + magnet.point.y)
            let r = magnet.range
            let holds = shift != .zero && isNear(magnet.point, anchorsOf: pulled)
            list.fill(
                .ellipse(Rect(center: p, size: Size(width: 2 * r, height: 2 * r))),
                theme.accent.withAlpha(holds ? 0.16 : 0.07))
            list.stroke(
                .ellipse(Rect(center: p, size: Size(width: 2 * r, height: 2 * r))),
                Stroke(theme.accent.withAlpha(0.5), width: 1, dash: [4, 3]))
            list.fill(.ellipse(Rect(center: p, size: Size(width: 8, height: 8))), theme.accent)
            // Seen as its range, the disc drawn: where a tile gets pulled on.
            list.see(
                .place, "Magnet \(i + 1)",
                frame: Rect(center: p, size: Size(width: 2 * r, height: 2 * r)))
        }
        if drag?.panel == .magnets, shift != .zero {
            let ghost = Rect(
                origin: Point(x: b.minX + corner.x, y: b.minY + corner.y), size: tileSize(.magnets))
            list.stroke(
                .roundedRect(ghost, radius: 6),
                Stroke(theme.secondaryText, width: 1.5, dash: [5, 3]))
        }
    }

    private func isNear(_ point: Point, anchorsOf corner: Point) -> Bool {
        let s = Self.tileSide
        for anchor in [
            corner, Point(x: corner.x + s, y: corner.y), Point(x: corner.x, y: corner.y + s),
            Point(x: corner.x + s, y: corner.y + s),
            Point(x: corner.x + s / 2, y: corner.y + s / 2),
        ] where anchor.distance(to: point) < 0.5 {
            return true
        }
        return false
    }

    private func drawCells(_ b: Rect, into list: inout DisplayList, theme: Theme) {
        let c = cellSize
        func cellRect(_ cell: GridCell) -> Rect {
            Rect(
                x: b.minX + Double(cell.column) * c, y: b.minY + Double(cell.row) * c, width: c,
                height: c)
        }
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let cell = GridCell(column: column, row: row)
                let blocked = Self.obstacles.contains(cell)
                list.fill(
                    .rect(cellRect(cell).outset(by: -1)),
                    blocked ? theme.text.withAlpha(0.75) : theme.surface)
            }
        }
        guard let drag, drag.panel == .nearest else { return }
        let result = search(free: freeCorner)
        for (i, cell) in result.tried.enumerated() {
            let frame = cellRect(cell).outset(by: -1)
            let isFound = cell == result.found
            list.fill(
                .rect(frame), (isFound ? theme.success : Color(hex: 0xF2A541)).withAlpha(0.35))
            list.text(
                "\(i + 1)", at: frame.center, font: Font(size: max(min(c * 0.3, 13), 8)),
                color: theme.text, alignment: .center)
        }
        if let found = result.found {
            list.stroke(.rect(cellRect(found)), Stroke(theme.success, width: 3))
        }
    }

    private func drawTile(_ panel: Panel, into list: inout DisplayList, theme: Theme) {
        let frame = tileFrame(panel)
        let lifted = drag?.panel == panel
        let colors = [Color(hex: 0x2E86AB), Color(hex: 0x9B5DE5), Color(hex: 0xE4572E)]
        list.fill(
            .roundedRect(frame.outset(by: -2), radius: 6),
            colors[panel.rawValue].withAlpha(lifted ? 0.85 : 1),
            shadow: lifted ? theme.liftedShadow : theme.controlShadow)
        let isFocused = focus == panel && drag == nil || lifted && drag?.pointer == nil
        if isFocused || tapped == panel {
            list.stroke(
                .roundedRect(frame.outset(by: 3), radius: 8), Stroke(theme.accent, width: 3))
        }
        list.see(
            .item, "\(panel.title) tile", frame: frame, value: verdict(panel),
            states: [
                .focused.when(isFocused), .grabbed.when(lifted), .selected.when(tapped == panel),
            ])
    }
}
