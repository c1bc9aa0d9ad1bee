import DragAndDrop
import StageKit

extension MillionZonesPage {
    /// Draws the visible part of the field, the lit zone and the index cell that was read,
    /// and the readout.
    func draw(into list: inout DisplayList, theme: Theme) {
        list.fill(.roundedRect(viewport, radius: 12), Color(hex: 0x1C2230))
        let hit = self.hit
        var drawn = ""
        list.clipped(to: viewport) { list in
            drawn = drawField(into: &list, theme: theme)
            if let hit { drawHit(hit, into: &list, theme: theme) }
            list.see(.place, "Field", frame: viewport, value: drawn)
            list.see(.place, "All zones", frame: windowRect(Self.field), value: grouped(filed))
        }
        drawReadout(hit, into: &list, theme: theme)
        if readout.width >= 900 {
            list.text(
                drawn, at: Point(x: readout.maxX, y: readout.minY + 10), font: Font(size: 12.5),
                color: theme.secondaryText, alignment: .trailing)
        }
    }

    /// The visible rows and columns, clamped to the field.
    var visibleRange: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        let a = fieldPoint(viewport.origin)
        let b = fieldPoint(Point(x: viewport.maxX, y: viewport.maxY))
        let last = Double(Self.side - 1)
        let c0 = max((a.x / Self.pitch).rounded(.down), 0)
        let c1 = min((b.x / Self.pitch).rounded(.down), last)
        let r0 = max((a.y / Self.pitch).rounded(.down), 0)
        let r1 = min((b.y / Self.pitch).rounded(.down), last)
        guard c0.isFinite, r0.isFinite, c1.isFinite, r1.isFinite, c0 <= c1, r0 <= r1 else {
            return nil
        }
        return (Int(r0)...Int(r1), Int(c0)...Int(c1))
    }

    /// How many zones apart the drawn grid lines are: 1 when every zone's edges can be
    /// drawn at least 4 points apart, otherwise the smallest power of two that is.
    var blockSide: Int {
        var k = 1
        while Double(k) * Self.pitch * scale < 4, k < Self.side { k *= 2 }
        return k
    }

    /// Draws the visible part of the field: one fill for the filed rows, one for the rows
    /// not filed yet, and the gaps between zones (or blocks of k × k zones) as lines, so a
    /// frame costs a few hundred items however many zones are in view.
    /// - Returns: what was drawn, in words.
    private func drawField(into list: inout DisplayList, theme: Theme) -> String {
        guard let range = visibleRange else { return "nothing in view" }
        let k = blockSide
        let zoneColor = Color(hex: 0x4F6BD8)
        let unfiledColor = Color(hex: 0x3A4150)
        let background = Color(hex: 0x1C2230)
        let visible = Rect(
            x: Double(range.columns.lowerBound) * Self.pitch,
            y: Double(range.rows.lowerBound) * Self.pitch,
            width: Double(range.columns.count) * Self.pitch,
            height: Double(range.rows.count) * Self.pitch)
        let filedRows = Double(filed / Self.side) * Self.pitch
        if filedRows > visible.minY {
            let filedPart = Rect(
                x: visible.minX, y: visible.minY, width: visible.width,
                height: min(filedRows, visible.maxY) - visible.minY)
            list.fill(.rect(windowRect(filedPart)), zoneColor)
        }
        if filedRows < visible.maxY {
            let rest = Rect(
                x: visible.minX, y: max(filedRows, visible.minY), width: visible.width,
                height: visible.maxY - max(filedRows, visible.minY))
            list.fill(.rect(windowRect(rest)), unfiledColor)
        }
        // The gaps: 2 field units between zones, at least a point wide between blocks.
        let width = k == 1 ? 2 * scale : 1.0
        let stroke = Stroke(background, width: width)
        var lines = 0
        var column = range.columns.lowerBound / k * k
        while column <= range.columns.upperBound + 1 {
            let x = Double(column) * Self.pitch * scale + origin.x
            list.line(
                from: Point(x: x, y: visible.minY * scale + origin.y),
                to: Point(x: x, y: visible.maxY * scale + origin.y), stroke)
            lines += 1
            column += k
        }
        var row = range.rows.lowerBound / k * k
        while row <= range.rows.upperBound + 1 {
            let y = Double(row) * Self.pitch * scale + origin.y
            list.line(
                from: Point(x: visible.minX * scale + origin.x, y: y),
                to: Point(x: visible.maxX * scale + origin.x, y: y), stroke)
            lines += 1
            row += k
        }
        let zonesInView = grouped(range.rows.count * range.columns.count)
        return k == 1
            ? "\(zonesInView) zones in view, drawn with \(lines + 2) items"
            : "\(zonesInView) zones in view as blocks of \(k)×\(k), drawn with \(lines + 2) items"
    }

    private func drawHit(_ hit: Hit, into list: inout DisplayList, theme: Theme) {
        // The index cell the lookup read, and the zone it found.
        let cell = windowRect(hit.cell)
        list.stroke(.rect(cell), Stroke(Color(hex: 0xF2A541), width: 1.5, dash: [4, 3]))
        guard let zone = hit.zone else { return }
        let row = zone / Self.side
        let column = zone % Self.side
        var frame = windowRect(Self.zoneFrame(row: row, column: column))
        if frame.width < 6 { frame = Rect(center: frame.center, size: Size(width: 6, height: 6)) }
        list.fill(.rect(frame), Color(hex: 0xFFD166))
        list.stroke(.rect(frame.outset(by: 1.5)), Stroke(.white, width: 1.5))
        list.see(.place, "Zone \(row),\(column)", frame: frame, value: "lit")
    }

    private func drawReadout(_ hit: Hit?, into list: inout DisplayList, theme: Theme) {
        let font = Font(size: 13)
        let bold = Font(size: 13, weight: .semibold)
        let top = readout.minY + 10
        let total = Self.side * Self.side
        let first: String
        if !isBuilt {
            first = "Filing zones in the index: \(grouped(filed)) of \(grouped(total))…"
        } else if let hit, let zone = hit.zone {
            first =
                "Under the pointer: zone \(grouped(zone)) (row \(zone / Self.side), column \(zone % Self.side))"
        } else {
            first = "\(grouped(total)) zones. Point at one."
        }
        list.text(
            first, at: Point(x: readout.minX, y: top), font: bold, color: theme.text,
            maxWidth: readout.width >= 900 ? readout.width - 300 : readout.width)
        let second: String
        if let hit {
            second =
                "The index read 1 cell of \(Int(Self.cellSize))×\(Int(Self.cellSize)) holding \(hit.candidates) zones and tested those \(hit.candidates); a scan would test \(grouped(filed))."
        } else {
            second =
                "A lookup reads the one index cell under the pointer (\(Int(Self.cellSize))×\(Int(Self.cellSize)), 16 zones) instead of testing every zone. Zoom \((scale / fitScale).decimalText(places: 1))×."
        }
        list.text(
            second, at: Point(x: readout.minX, y: top + 20), font: font, color: theme.secondaryText,
            maxWidth: readout.width)
    }
}

/// A count with thin groups of three digits: 1,000,000.
func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return n < 0 ? "-" + out : out
}
