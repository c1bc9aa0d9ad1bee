import Geometry

extension WidgetGalleryScene {
    /// Draws every card of widgets, the token and the sheet.
    public func draw(into list: inout DisplayList) {
        list.background = theme.background
        drawCard(buttonsCard, title: "Buttons", into: &list)
        countButton.draw(into: &list, theme: theme)
        clearButton.draw(into: &list, theme: theme)
        disabledButton.draw(into: &list, theme: theme)
        list.text(
            "Pressed \(count) \(count == 1 ? "time" : "times")",
            at: Point(x: buttonsCard.minX + theme.padding, y: buttonsCard.maxY - statusInset),
            font: theme.bodyFont, color: theme.secondaryText)

        drawCard(fieldCard, title: "Text field", into: &list)
        field.draw(into: &list, theme: theme)
        list.text(
            submitted.isEmpty ? "Enter submits the text." : "Submitted: \(submitted)",
            at: Point(x: fieldCard.minX + theme.padding, y: fieldCard.maxY - statusInset),
            font: theme.bodyFont, color: theme.secondaryText)

        drawPlayArea(into: &list)
        toolbar.draw(into: &list, theme: theme)
        toolbar.drawMenu(into: &list, theme: theme)
        sheet.draw(into: &list, theme: theme)
    }

    /// How far above a card's bottom its status line sits (less in a short card).
    private var statusInset: Double { cardHeight < Self.cardHeight ? 20 : 26 }

    private func drawCard(_ card: Rect, title: String, into list: inout DisplayList) {
        list.fill(
            .roundedRect(card, radius: theme.cardRadius), theme.surface, shadow: theme.cardShadow)
        list.text(
            title, at: Point(x: card.minX + theme.padding, y: card.minY + 26),
            font: Font(size: 17, weight: .semibold),
            color: theme.text)
    }

    private func drawPlayArea(into list: inout DisplayList) {
        let area = playArea
        list.fill(
            .roundedRect(area, radius: theme.cardRadius), theme.surface, shadow: theme.cardShadow)
        list.clipped(to: area) { list in
            // A dotted grid, so that movement reads clearly.
            list.fill(.path(dots), theme.border)
            list.text(
                "Drag the token · double-\(device.isTouch ? "tap" : "click") flips it",
                at: Point(x: area.midX, y: area.maxY - 22),
                font: theme.captionFont, color: theme.secondaryText, alignment: .center)
            let r = tokenRadius
            let c = tokenCenter
            let lifted = drag != nil
            let disc = Rect(center: c, size: Size(width: 2 * r, height: 2 * r))
            let fill = tokenFlipped ? Color(hex: 0x24305E) : Color(hex: 0xFFC93C)
            list.fill(
                .ellipse(disc), fill, transform: scale(lifted ? 1.08 : 1, about: c),
                shadow: lifted ? theme.liftedShadow : theme.cardShadow)
            list.stroke(
                .ellipse(disc.outset(by: -1.5)), Stroke(Color.white.withAlpha(0.8), width: 3),
                transform: scale(lifted ? 1.08 : 1, about: c))
            list.text(
                tokenFlipped ? "🌙" : "⭐", at: c, font: Font(size: r * 1.05), color: theme.text,
                alignment: .center, transform: scale(lifted ? 1.08 : 1, about: c))
        }
    }

    private func scale(_ k: Double, about c: Point) -> AffineTransform {
        AffineTransform(translation: Vector(dx: -c.x, dy: -c.y)).scaled(by: k).translated(
            by: Vector(dx: c.x, dy: c.y))
    }
}
