import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// Draws the frame: columns with their cards, the trash while a card is dragged, the
    /// dragged card or column on top, the toolbar and the status line.
    public func draw(into list: inout DisplayList) {
        let theme = Theme.standard
        list.background = theme.background
        let targetColumn: Int? = {
            guard case .slot(let column, _)? = cardTarget else { return nil }
            return column
        }()
        // The row of columns is a view that pans sideways: it is cut at the window's sides.
        list.clipped(to: Rect(origin: .zero, size: size)) { list in
            for place in layout.columns where row.drag?.item != place.id {
                drawColumn(place, highlighted: targetColumn == place.id, into: &list, theme: theme)
            }
        }
        if let landing, case .card(let id) = landing, let card = board.card(withID: id),
            cards.drag?.item != id
        {
            drawCard(card, into: &list, theme: theme, lifted: false)
        }
        if let drag = cards.drag, !drag.isKeyboard {
            drawTrash(into: &list, theme: theme)
        }
        if let drag = row.drag, let place = layout.column(drag.item) {
            drawColumn(place, highlighted: false, into: &list, theme: theme, lifted: true)
        }
        if let drag = cards.drag, let card = board.card(withID: drag.item) {
            drawCard(card, into: &list, theme: theme, lifted: true)
        }
        if let editing { drawEditor(editing, into: &list, theme: theme) }
        if let lasso { list.marquee(lasso.rect, theme: theme) }
        drawStatus(into: &list, theme: theme)
        toolbar.draw(into: &list, theme: theme)
        toolbar.drawMenu(into: &list, theme: theme)
        actionMenu.draw(into: &list, theme: theme)
    }

    private func drawColumn(
        _ place: BoardLayout.ColumnPlace, highlighted: Bool, into list: inout DisplayList,
        theme: Theme, lifted: Bool = false
    ) {
        guard let column = board.column(withID: place.id) else { return }
        let origin = motion[.column(place.id)] ?? place.frame.origin
        let shift = origin - place.frame.origin
        let frame = place.frame.offset(by: shift)
        let raise = lifted ? lift.value : 0
        let transform = Self.liftTransform(raise, around: frame.center)
        list.layer(transform: transform) { list in
            list.fill(
                .roundedRect(frame, radius: 14),
                highlighted ? Color(hex: 0xDCE6FB) : Color(hex: 0xE8E9EE),
                shadow: raise > 0.01 ? Self.shadow(raise, theme) : nil)
            if highlighted {
                list.stroke(
                    .roundedRect(frame.outset(by: -1), radius: 14), Stroke(theme.accent, width: 2))
            }
            let header = place.header.offset(by: shift)
            let count = "\(column.cards.count)"
            let countWidth = TextMetrics.width(of: count, font: theme.captionFont)
            list.clipped(
                to: Rect(
                    x: header.minX + 8, y: header.minY, width: header.width - 48,
                    height: header.height)
            ) { list in
                // A long title ends in "…" before the count (the whole title is the
                // column's seen name, and the status says it when a card is focused there).
                list.text(
                    column.title, at: Point(x: header.minX + 16, y: header.midY),
                    font: Font(size: 16, weight: .bold), color: theme.text,
                    maxWidth: max(header.width - 40 - countWidth, 1), lineLimit: 1)
            }
            list.text(
                count, at: Point(x: header.maxX - 16, y: header.midY),
                font: theme.captionFont, color: theme.secondaryText, alignment: .trailing)
            let listFrame = place.list.offset(by: shift)
            list.clipped(to: listFrame.outset(dx: 0, dy: 4)) { list in
                if column.cards.isEmpty || (place.cards.isEmpty && place.gap == nil) {
                    let spot = Rect(
                        x: listFrame.minX + BoardLayout.cardInset, y: listFrame.minY,
                        width: layout.cardWidth, height: 44)
                    list.stroke(
                        .roundedRect(spot, radius: 10),
                        Stroke(theme.secondaryText.withAlpha(0.5), width: 1.5, dash: [6, 5]))
                    list.text(
                        "Drop cards here", at: spot.center, font: theme.captionFont,
                        color: theme.secondaryText, alignment: .center)
                }
                if let gap = place.gap {
                    list.fill(
                        .roundedRect(gap.offset(by: shift), radius: 10),
                        theme.accent.withAlpha(0.10))
                }
                for (id, _) in place.cards where landing != .card(id) {
                    if let card = column.cards.first(where: { $0.id == id }) {
                        drawCard(card, into: &list, theme: theme, lifted: false, shift: shift)
                    }
                }
            }
            if editing?.purpose != .addCard(place.id) {
                let footer = place.footer.offset(by: shift)
                list.text(
                    "+ Add a card", at: Point(x: footer.minX + 8, y: footer.midY),
                    font: theme.controlFont, color: theme.secondaryText)
                // Only a button the window shows can be pressed.
                if footer.minX >= 0 && footer.maxX <= size.width {
                    list.see(.control, "Add a card to \(column.title)", frame: footer)
                }
            }
            list.see(
                .place, column.title, frame: frame,
                value: "\(column.cards.count) card\(column.cards.count == 1 ? "" : "s")")
        }
    }

    private func drawCard(
        _ card: Card, into list: inout DisplayList, theme: Theme, lifted: Bool,
        shift: Vector = .zero
    ) {
        guard var frame = drawnFrame(ofCard: card) else { return }
        if !lifted { frame = frame.offset(by: shift) }
        let raise = lifted ? lift.value : 0
        let transform = Self.liftTransform(raise, around: frame.center, tilt: true)
        list.layer(transform: transform) { list in
            list.fill(
                .roundedRect(frame, radius: 10), theme.surface,
                shadow: raise > 0.01 ? Self.shadow(raise, theme) : theme.controlShadow)
            if let color = Self.labelColors[card.label] {
                list.fill(
                    .roundedRect(
                        Rect(x: frame.minX + 10, y: frame.minY + 8, width: 36, height: 6),
                        radius: 3), color)
            }
            let top = card.label == .none ? frame.minY + 22 : frame.minY + 26
            let titleY = card.note == nil ? (card.label == .none ? frame.midY : top) : top
            list.clipped(to: frame.outset(dx: -10, dy: 0)) { list in
                // One line each, ending in "…" where it is cut; the whole title is the
                // card's seen label.
                let room = max(frame.width - 24, 1)
                list.text(
                    card.title, at: Point(x: frame.minX + 12, y: titleY), font: theme.bodyFont,
                    color: theme.text, maxWidth: room, lineLimit: 1)
                if let note = card.note {
                    list.text(
                        "✎ " + note, at: Point(x: frame.minX + 12, y: titleY + 21),
                        font: theme.captionFont, color: theme.secondaryText, maxWidth: room,
                        lineLimit: 1)
                }
            }
            if focus == card.id && !lifted {
                list.stroke(
                    .roundedRect(frame.outset(by: 2), radius: 12), Stroke(theme.accent, width: 2))
            }
            let selected = isInGroup(card.id)
            if selected {
                list.stroke(
                    .roundedRect(frame.outset(by: 5), radius: 14),
                    Stroke(theme.accent, width: 2.5, dash: [6, 3]))
            }
            if lifted, selected {
                // The count of a carried selection, on the card that leads it.
                let badge = Rect(
                    center: Point(x: frame.maxX - 4, y: frame.minY + 4),
                    size: Size(width: 24, height: 24))
                list.fill(.ellipse(badge), theme.accent, shadow: theme.controlShadow)
                list.text(
                    "\(picked.count)", at: badge.center, font: Font(size: 12, weight: .bold),
                    color: theme.onAccent, alignment: .center)
            }
            list.see(
                .item, card.title, frame: frame, value: seenValue(of: card),
                states: [
                    // While a field or a menu is open, the keyboard's focus is there.
                    .focused.when(focus == card.id && editing == nil && !actionMenu.isOpen),
                    .grabbed.when(lifted),
                    .selected.when(selected),
                ])
        }
    }

    /// What a card's element tells: its id, column, place and colour.
    private func seenValue(of card: Card) -> String {
        guard let (c, i) = board.location(ofCard: card.id) else { return "id \(card.id)" }
        let column = board.columns[c]
        return
            "id \(card.id), \(column.title), \(i + 1) of \(column.cards.count), \(card.label.name)"
    }

    private func drawTrash(into list: inout DisplayList, theme: Theme) {
        let over = cardTarget == .trash
        let frame = layout.trash
        list.fill(
            .roundedRect(frame, radius: 16),
            over ? theme.destructive : theme.surface.withAlpha(0.95),
            shadow: over
                ? Shadow(color: theme.destructive.withAlpha(0.6), radius: 22) : theme.cardShadow)
        list.stroke(
            .roundedRect(frame.outset(by: -1), radius: 16),
            Stroke(theme.destructive, width: 2, dash: over ? [] : [7, 5]))
        list.text(
            over ? "🗑  Release to delete" : "🗑  Drop here to delete", at: frame.center,
            font: theme.controlFont, color: over ? theme.onAccent : theme.destructive,
            alignment: .center)
        list.see(
            .place, "Trash", frame: frame, value: over ? "over" : "", states: .dropTarget.when(over)
        )
    }

    private func drawEditor(_ edit: InlineEdit, into list: inout DisplayList, theme: Theme) {
        let frame = edit.field.frame
        list.fill(
            .roundedRect(frame.outset(by: 3), radius: 10), theme.surface, shadow: theme.cardShadow)
        edit.field.draw(into: &list, theme: theme)
        if case .addCard = edit.purpose {
            list.text(
                "Enter adds · Esc closes", at: Point(x: frame.minX + 4, y: frame.maxY + 13),
                font: theme.captionFont, color: theme.secondaryText)
        }
    }

    private func drawStatus(into list: inout DisplayList, theme: Theme) {
        let height = BoardLayout.statusHeight(width: size.width)
        let y = size.height - height
        list.fill(.rect(Rect(x: 0, y: y, width: size.width, height: height)), theme.surface)
        list.line(from: Point(x: 0, y: y), to: Point(x: size.width, y: y), Stroke(theme.border))
        list.text(
            status, at: Point(x: 16, y: y + height / 2), font: theme.captionFont,
            color: theme.secondaryText, maxWidth: max(size.width - 32, 10),
            lineLimit: BoardLayout.statusLines(width: size.width))
    }

    /// A lifted thing grows a little around its centre and tilts, as a card held up does.
    static func liftTransform(_ raise: Double, around centre: Point, tilt: Bool = false)
        -> AffineTransform
    {
        guard raise > 0.001 else { return .identity }
        let k = 1 + 0.04 * raise
        var t = AffineTransform(translation: Vector(dx: -centre.x, dy: -centre.y)).scaled(by: k)
        if tilt { t = t.rotated(by: Angle(degrees: 2 * raise)) }
        return t.translated(by: Vector(dx: centre.x, dy: centre.y))
    }

    static func shadow(_ raise: Double, _ theme: Theme) -> Shadow {
        let s = theme.liftedShadow
        return Shadow(
            color: s.color.withAlpha(s.color.alpha * min(raise, 1)), radius: s.radius * raise,
            offset: Vector(dx: s.offset.dx * raise, dy: s.offset.dy * raise))
    }

    static let labelColors: [CardLabel: Color] = [
        .red: Color(hex: 0xE5484D), .orange: Color(hex: 0xF76B15), .yellow: Color(hex: 0xF5C400),
        .green: Color(hex: 0x30A46C), .blue: Color(hex: 0x3E63DD), .purple: Color(hex: 0x8E4EC6),
    ]
}
