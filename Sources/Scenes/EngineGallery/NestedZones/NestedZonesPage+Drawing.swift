import DragAndDrop
import StageKit

extension NestedZonesPage {
    /// Draws the zones (the target lit green when it accepts, red when it refuses), the
    /// pieces, and what each zone under the pointer answered.
    func draw(into list: inout DisplayList, theme: Theme) {
        let target = session.phase == .dragging ? session.target : .none
        for zone in zones.all { drawZone(zone, target: target, into: &list, theme: theme) }
        let lifted = session.liftedItem ?? keyboard.carry?.item
        var order: [Int] = []
        for i in pieces.indices where i != lifted { order.append(i) }
        if let lifted { order.append(lifted) }
        for i in order { drawPiece(i, lifted: i == lifted, into: &list, theme: theme) }
        drawReadout(target, into: &list, theme: theme)
    }

    private func drawZone(
        _ zone: DropZone<String>, target: DropTarget<String>, into list: inout DisplayList,
        theme: Theme
    ) {
        let isTarget = zone.id == target.zone
        let depth = zones.depth(of: zone)
        var fill = [theme.surface, theme.control.withAlpha(0.7), Color(hex: 0xDCE3F5)][
            min(depth, 2)]
        if zone.id == "Squares only" { fill = Color(hex: 0xF5EBDC) }
        var stroke = Stroke(theme.secondaryText.withAlpha(0.5), width: 1.5)
        if isTarget {
            let color = target.feedback == .accepted ? theme.success : theme.destructive
            fill = fill.mixed(with: color, by: 0.25)
            stroke = Stroke(color, width: 3)
        } else if answers.contains(where: { $0.zone == zone.id && $0.feedback == .rejected }) {
            stroke = Stroke(theme.destructive.withAlpha(0.8), width: 1.5, dash: [5, 4])
        }
        list.fill(
            .roundedRect(zone.frame, radius: 12), fill,
            shadow: depth == 0 ? theme.controlShadow : nil)
        list.stroke(.roundedRect(zone.frame, radius: 12), stroke)
        let rule: String
        switch zone.id {
        case "Table": rule = "holds zones, takes nothing"
        case "Tray": rule = "takes anything"
        case "Circles only": rule = "only circles"
        default: rule = "only squares"
        }
        let nameFont = Font(size: 13, weight: .semibold)
        // A narrow zone (a phone's) wraps its name rather than write it over its neighbours.
        let nameTop = zone.frame.minY + 13 - TextMetrics.lineHeight(of: nameFont) / 2
        list.text(
            zone.id, at: Point(x: zone.frame.minX + 10, y: nameTop), font: nameFont,
            color: theme.text, verticalAlignment: .top, maxWidth: max(zone.frame.width - 20, 20),
            lineLimit: 2)
        let ruleX = zone.frame.minX + 18 + TextMetrics.width(of: zone.id, font: nameFont)
        if zone.frame.maxX - 10 - ruleX > TextMetrics.width(of: rule, font: Font(size: 11.5)) {
            list.text(
                rule, at: Point(x: ruleX, y: zone.frame.minY + 13), font: Font(size: 11.5),
                color: theme.secondaryText)
        }
        var value = isTarget ? (target.feedback == .accepted ? "accepts" : "refuses") : ""
        for piece in pieces where piece.zone == zone.id {
            value += (value.isEmpty ? "holds " : ", holds ") + piece.shape.name
        }
        list.see(.place, zone.id, frame: zone.frame, value: value)
    }

    private func drawPiece(_ index: Int, lifted: Bool, into list: inout DisplayList, theme: Theme) {
        let piece = pieces[index]
        let frame = frame(of: piece)
        let shadow = lifted ? theme.liftedShadow : theme.controlShadow
        switch piece.shape {
        case .circle:
            list.fill(.ellipse(frame), Color(hex: 0xE4572E), shadow: shadow)
        case .square:
            list.fill(
                .roundedRect(frame.outset(by: -3), radius: 4), Color(hex: 0x2E86AB), shadow: shadow)
        case .star:
            list.fill(.path(Self.star(in: frame)), Color(hex: 0xF2A541), shadow: shadow)
        }
        let isSelected = taps.selection?.item == index
        let isFocused = focus == index && session.phase == .idle
        if isFocused && !lifted || isSelected {
            list.stroke(
                .roundedRect(frame.outset(by: 5), radius: 8), Stroke(theme.accent, width: 3))
        }
        var value = lifted ? "carried" : piece.zone.map { "in \($0)" } ?? "on \(Self.shelf)"
        if isSelected { value += ", selected" }
        list.see(
            .item, piece.shape.name, frame: frame, value: value,
            name: "\(piece.shape.name), \(value)",
            states: [.focused.when(isFocused), .grabbed.when(lifted), .selected.when(isSelected)])
    }

    /// A five-pointed star filling a square (corner angles from a fixed table: portable code
    /// has no sine).
    static func star(in frame: Rect) -> Path {
        let unit: [(Double, Double)] = [
            (0, -1), (0.2245, -0.309), (0.9511, -0.309), (0.3633, 0.118), (0.5878, 0.809),
            (0, 0.382), (-0.5878, 0.809), (-0.3633, 0.118), (-0.9511, -0.309), (-0.2245, -0.309),
        ]
        var path = Path()
        let r = frame.width / 2
        for (i, p) in unit.enumerated() {
            let point = Point(x: frame.midX + p.0 * r, y: frame.midY + 0.05 * r + p.1 * r)
            if i == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        return path
    }

    private func drawReadout(
        _ target: DropTarget<String>, into list: inout DisplayList, theme: Theme
    ) {
        let top = readout.minY + 10
        var first = lastDrop
        if let carry = keyboard.carry {
            let name = pieces[carry.item].shape.name
            let zone = Self.zoneName(carry.location)
            first =
                accepts(carry.item, carry.location)
                ? "\(name) over \(zone): accepted; Enter drops it there."
                : "\(name) over \(zone): refused; the arrows carry it on, Esc puts it back."
        } else if session.phase == .dragging, let index = session.item {
            let name = pieces[index].shape.name
            if let zone = target.zone {
                first =
                    target.feedback == .accepted
                    ? "\(name) over \(zone): accepted (the innermost zone that accepts wins)."
                    : "\(name) over \(zone): refused; dropping here glides it back."
            } else {
                first = "\(name) over no zone that takes it."
            }
        }
        list.text(
            first, at: Point(x: readout.minX, y: top), font: Font(size: 13, weight: .semibold),
            color: theme.text, maxWidth: readout.width)
        var second =
            keyboard.carry == nil
            ? "Under the pointer, innermost first: " : "Under the piece, innermost first: "
        if answers.isEmpty { second += "nothing (drag a piece, or Tab and Enter)." }
        for (i, answer) in answers.enumerated() {
            let word: String
            switch answer.feedback {
            case .accepted: word = "accepts"
            case .rejected: word = "refuses"
            case .unknown: word = "cannot tell"
            case .none: word = "ignores it"
            }
            second += (i == 0 ? "" : " · ") + "\(answer.zone) \(word)"
        }
        list.text(
            second, at: Point(x: readout.minX, y: top + 20), font: Font(size: 13),
            color: theme.secondaryText, maxWidth: readout.width)
    }
}
