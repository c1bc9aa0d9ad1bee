import DragAndDrop
import StageKit

extension KeyboardPage {
    /// Draws the shelves, the boxes (with the focus ring, the selection and the carried box
    /// lifted) and the announcements, newest at the bottom.
    func draw(into list: inout DisplayList, theme: Theme) {
        let carry = keyboard.carry
        for (i, shelf) in shelves.enumerated() {
            let isLocked = i == Self.locked
            var stroke = Stroke(theme.border, width: 1.5)
            if let carry, carry.location == i {
                let ok = carry.origin == i || accepts(carry.item, i)
                stroke = Stroke(ok ? theme.success : theme.destructive, width: 3)
            }
            list.fill(
                .roundedRect(shelf, radius: 12),
                isLocked ? theme.disabledFill : theme.surface, shadow: theme.controlShadow)
            list.stroke(.roundedRect(shelf, radius: 12), stroke)
            list.text(
                Self.shelfNames[i].capitalizedFirst + (isLocked ? " 🔒" : ""),
                at: Point(x: shelf.minX + 10, y: shelf.minY + 14),
                font: Font(size: 12.5, weight: .semibold),
                color: theme.secondaryText, maxWidth: shelf.width - 20)
            list.see(.place, Self.shelfNames[i], frame: shelf)
        }
        var order = Array(boxes.indices)
        if let carry, let k = order.firstIndex(of: carry.item) { order.append(order.remove(at: k)) }
        for i in order {
            let frame = boxFrame(i)
            let lifted = carry?.item == i
            list.fill(
                .roundedRect(frame, radius: 8), boxes[i].color,
                shadow: lifted ? theme.liftedShadow : theme.controlShadow)
            if focus == i && carry == nil || taps.selection?.item == i {
                list.stroke(
                    .roundedRect(frame.outset(by: 4), radius: 11), Stroke(theme.accent, width: 3))
            }
            var value = Self.shelfNames[boxes[i].shelf]
            if lifted {
                value = "carried"
            } else if taps.selection?.item == i {
                value += ", selected"
            }
            list.see(
                .item, boxes[i].name, frame: frame, value: value,
                name: "\(boxes[i].name.capitalizedFirst), \(value)",
                states: [
                    .focused.when(focus == i && carry == nil || lifted),
                    .grabbed.when(lifted), .selected.when(taps.selection?.item == i),
                ])
        }
        drawLog(into: &list, theme: theme)
    }

    private func drawLog(into list: inout DisplayList, theme: Theme) {
        list.fill(.roundedRect(log, radius: 12), theme.surface.withAlpha(0.7))
        list.text(
            "Announcements", at: Point(x: log.minX + 12, y: log.minY + 14),
            font: Font(size: 13, weight: .bold), color: theme.text)
        let font = Font(size: 12.5)
        var y = log.maxY - 8
        list.clipped(
            to: Rect(x: log.minX, y: log.minY + 26, width: log.width, height: log.height - 30)
        ) { list in
            for (k, text) in announcements.enumerated().reversed() {
                let height = TextMetrics.size(of: text, font: font, maxWidth: log.width - 24).height
                y -= height + 6
                if y < log.minY + 28 { break }
                list.text(
                    text, at: Point(x: log.minX + 12, y: y), font: font,
                    color: k == announcements.count - 1 ? theme.text : theme.secondaryText,
                    verticalAlignment: .top, maxWidth: log.width - 24)
            }
        }
        if announcements.isEmpty {
            list.text(
                "Press Tab to choose a box, or tap one.",
                at: Point(x: log.minX + 12, y: log.minY + 40),
                font: font, color: theme.secondaryText, maxWidth: log.width - 24)
        }
    }
}
