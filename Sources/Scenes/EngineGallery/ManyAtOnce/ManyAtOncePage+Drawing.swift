import DragAndDrop
import StageKit

extension ManyAtOncePage {
    /// Draws the places (the one under a carried selection green when it would take every
    /// tile, red when not), the tiles (selected ringed in blue, refused ones in red while
    /// carried, a stack with its count), the lasso, the readout and the buttons.
    func draw(into list: inout DisplayList, theme: Theme) {
        for place in places.indices { drawPlace(place, into: &list, theme: theme) }
        let refused = refusedTiles
        for tile in drag.look.drawingOrder(tiles) {
            drawTile(tile, refused: refused.contains(tile), into: &list, theme: theme)
        }
        if case .stack = drag.group.arrangement, drag.group.isActive, let lead = drag.group.lead {
            drawCount(drag.group.count, on: drawnFrame(of: lead), into: &list, theme: theme)
        }
        if let lasso { list.marquee(lasso.rect, theme: theme) }
        drawReadout(into: &list, theme: theme)
        selectAll.draw(into: &list, theme: theme)
        policy.draw(into: &list, theme: theme)
        arrangement.draw(into: &list, theme: theme)
    }

    /// The place the carried tiles are over, and whether it would take them (under the
    /// policy), or nil when nothing is carried or they are over no place.
    var hovered: (place: Int, takes: Bool)? {
        if let carry = drag.keyboard.carry {
            return (carry.location, drag.landingZone == carry.location)
        }
        guard drag.isDragging, let place = drag.session.target.zone else { return nil }
        let takes = drag.group.isActive ? drag.group.isAccepted : drag.session.target.isAccepted
        return (place, takes)
    }

    /// The carried tiles the place under them refuses.
    var refusedTiles: Set<Int> {
        guard drag.isDragging else {
            guard let carry = drag.keyboard.carry else { return [] }
            let carried = drag.group.isActive ? drag.group.items : [carry.item]
            return Set(carried.filter { !Self.accepts($0, at: carry.location) })
        }
        var refused: Set<Int> = []
        if let lead = drag.session.item, drag.session.target.feedback == .rejected {
            refused.insert(lead)
        }
        for (member, target) in zip(drag.group.members, drag.group.targets)
        where target.feedback == .rejected {
            refused.insert(member.item)
        }
        return refused
    }

    private func drawPlace(_ place: Int, into list: inout DisplayList, theme: Theme) {
        let frame = places[place]
        var fill = place == 0 ? theme.surface : theme.control.withAlpha(0.7)
        var stroke = Stroke(theme.secondaryText.withAlpha(0.45), width: 1.5)
        var verdict = ""
        if let hovered, hovered.place == place {
            let color = hovered.takes ? theme.success : theme.destructive
            fill = fill.mixed(with: color, by: 0.22)
            stroke = Stroke(color, width: 3)
            verdict = hovered.takes ? "takes them" : "refuses"
        }
        list.fill(.roundedRect(frame, radius: 12), fill, shadow: theme.controlShadow)
        list.stroke(.roundedRect(frame, radius: 12), stroke)
        let nameFont = Font(size: 13, weight: .semibold)
        let name = Self.placeNames[place]
        list.text(
            name, at: Point(x: frame.minX + 10, y: frame.minY + 14), font: nameFont,
            color: theme.text, maxWidth: max(frame.width - 20, 20), lineLimit: 1)
        let rule = Self.placeRules[place]
        let ruleX = frame.minX + 18 + TextMetrics.width(of: name, font: nameFont)
        if frame.maxX - 10 - ruleX > TextMetrics.width(of: rule, font: Font(size: 11.5)) {
            list.text(
                rule, at: Point(x: ruleX, y: frame.minY + 14), font: Font(size: 11.5),
                color: theme.secondaryText)
        }
        var held: [String] = []
        for tile in tiles where home[tile] == place { held.append("\(tile + 1)") }
        let value =
            (held.isEmpty ? "empty" : "holds " + held.joined(separator: ", "))
            + (verdict.isEmpty ? "" : "; " + verdict)
        list.see(.place, name, frame: frame, value: value)
    }

    private func drawTile(_ tile: Int, refused: Bool, into list: inout DisplayList, theme: Theme) {
        let frame = drawnFrame(of: tile)
        let lifted = drag.look.raised.contains(tile) || drag.look.dragged == tile
        let color = (tile + 1) % 2 == 0 ? Color(hex: 0x2E86AB) : Color(hex: 0xE07A2E)
        let shape = DisplayItem.Shape.roundedRect(frame, radius: max(frame.width * 0.18, 3))
        list.fill(shape, color, shadow: lifted ? theme.liftedShadow : theme.controlShadow)
        if selection.contains(tile) {
            list.stroke(
                .roundedRect(frame.outset(by: 2.5), radius: max(frame.width * 0.2, 4)),
                Stroke(theme.accent, width: 3))
        }
        if refused {
            list.stroke(
                .roundedRect(frame.outset(by: 5), radius: max(frame.width * 0.22, 5)),
                Stroke(theme.destructive, width: 2.5, dash: [4, 3]))
        }
        if focus == tile {
            list.stroke(
                .roundedRect(frame.outset(by: 7), radius: max(frame.width * 0.25, 6)),
                Stroke(theme.text, width: 1.5, dash: [2, 3]))
        }
        list.text(
            "\(tile + 1)", at: frame.center,
            font: Font(size: max(frame.width * 0.45, 9), weight: .bold),
            color: .white, alignment: .center)
        var value = "in \(Self.placeNames[home[tile]])"
        if selection.contains(tile) { value += ", selected" }
        if refused { value += ", refused here" }
        list.see(.item, "Tile \(tile + 1)", frame: frame, value: value)
    }

    private func drawCount(_ count: Int, on frame: Rect, into list: inout DisplayList, theme: Theme)
    {
        let badge = Rect(
            center: Point(x: frame.maxX, y: frame.minY), size: Size(width: 24, height: 24))
        list.fill(.ellipse(badge), theme.destructive, shadow: theme.controlShadow)
        list.text(
            "\(count)", at: badge.center, font: Font(size: 12, weight: .bold), color: .white,
            alignment: .center)
    }

    private func drawReadout(into list: inout DisplayList, theme: Theme) {
        var first = outcome
        if let hovered {
            let carried = max(drag.group.count, 1)
            let what = carried == 1 ? "The tile" : "\(carried) tiles"
            let place = Self.placeNames[hovered.place]
            if hovered.takes {
                first =
                    "\(what) over \(place): a drop lands "
                    + (carried == 1
                        ? "it."
                        : drag.group.policy == .allOrNothing
                            ? "them all." : "\(drag.group.acceptedCount) of them.")
            } else {
                first =
                    "\(what) over \(place): refused, a drop sends "
                    + (carried == 1 ? "it back." : "every tile back (all or nothing).")
            }
        }
        list.text(
            first, at: Point(x: readout.minX, y: readout.minY + 10),
            font: Font(size: 13, weight: .semibold), color: theme.text, maxWidth: readout.width,
            lineLimit: 1)
        let second =
            announcement.isEmpty
            ? "\(selection.count) selected. Shift or Ctrl adds; drag on empty space to lasso."
            : announcement
        list.text(
            second, at: Point(x: readout.minX, y: readout.minY + 32), font: Font(size: 12.5),
            color: theme.secondaryText, maxWidth: readout.width, lineLimit: 1)
    }
}
