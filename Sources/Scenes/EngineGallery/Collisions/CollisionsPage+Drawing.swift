import DragAndDrop
import StageKit

extension CollisionsPage {
    /// Zone colours: each zone keeps its hue in every panel.
    static let zoneColors: [Color] = [
        Color(hex: 0x2E86AB), Color(hex: 0xE4572E), Color(hex: 0x3BB273), Color(hex: 0x9B5DE5),
        Color(hex: 0xF2A541),
    ]

    /// Draws the five panels and the spare slot with the r slider and a key.
    func draw(into list: inout DisplayList, theme: Theme) {
        let picks = self.picks
        for (i, judge) in CollisionJudge.allCases.enumerated() where i < panels.count {
            drawPanel(i, judge: judge, pick: picks[i], into: &list, theme: theme)
        }
        list.fill(.roundedRect(spare, radius: 12), theme.surface.withAlpha(0.6))
        ratio.draw(into: &list, theme: theme)
        let note =
            "The red dot is the pointer. r is OverlapRatio's minimum share of the card; the ring is ClosestCenter's range. Esc puts a dragged card back. Without dragging: Tab, Enter, arrows, Enter; or tap the card, then a spot."
        let font = Font(size: 12.5)
        let top = ratio.frame.maxY + 8
        // As many lines as the slot holds; where it holds fewer, the last ends in "…".
        let lines = Int((spare.maxY - 6 - top) / TextMetrics.lineHeight(of: font))
        list.clipped(to: spare) { list in
            list.text(
                note, at: Point(x: spare.minX + 12, y: top), font: font,
                color: theme.secondaryText, verticalAlignment: .top,
                maxWidth: spare.width - 24, lineLimit: max(lines, 1))
        }
    }

    private func drawPanel(
        _ index: Int, judge: CollisionJudge, pick: Int?, into list: inout DisplayList, theme: Theme
    ) {
        let panel = panels[index]
        list.fill(.roundedRect(panel, radius: 12), theme.surface, shadow: theme.controlShadow)
        list.text(
            judge.title, at: Point(x: panel.minX + 12, y: panel.minY + 14),
            font: Font(size: 14, weight: .bold), color: theme.text)
        let verdict = pick.map { "picks Zone \($0)" } ?? "picks nothing"
        list.text(
            verdict, at: Point(x: panel.minX + 12, y: panel.minY + 32),
            font: Font(size: 13, weight: .semibold),
            color: pick == nil ? theme.secondaryText : theme.accent)
        if panel.width >= 300 {
            let rule =
                judge == .overlapRatio ? "at least r = \(ratio.valueText) inside" : judge.rule
            list.text(
                rule, at: Point(x: panel.maxX - 12, y: panel.minY + 14), font: Font(size: 11.5),
                color: theme.secondaryText, alignment: .trailing)
        }
        list.clipped(to: panel) { list in
            drawStage(index, judge: judge, pick: pick, into: &list, theme: theme)
        }
        list.see(.place, judge.title, frame: panel, value: pick.map { "Zone \($0)" } ?? "none")
    }

    private func drawStage(
        _ index: Int, judge: CollisionJudge, pick: Int?, into list: inout DisplayList, theme: Theme
    ) {
        let t = transform(forPanel: index)
        let scale = t.a
        let stage = t.apply(to: Self.stage)
        list.fill(.rect(stage), theme.background.withAlpha(0.7))
        for zone in zones.all {
            let frame = t.apply(to: zone.frame)
            let color = Self.zoneColors[(zone.id - 1) % Self.zoneColors.count]
            let chosen = zone.id == pick
            list.fill(.rect(frame), color.withAlpha(chosen ? 0.45 : 0.12))
            list.stroke(.rect(frame), Stroke(color, width: chosen ? 3 : 1))
            list.text(
                "\(zone.id)", at: Point(x: frame.minX + 4, y: frame.minY + 8),
                font: Font(size: 10, weight: .semibold), color: color)
            if judge == .closestCenter || judge == .centerWithin {
                let c = t.apply(to: zone.frame.center)
                list.fill(.ellipse(Rect(center: c, size: Size(width: 4, height: 4))), color)
            }
            list.see(.place, "Zone \(zone.id) in \(judge.title)", frame: frame)
        }
        let card = t.apply(to: cardFrame)
        let lifted = drag != nil
        list.fill(
            .roundedRect(card, radius: 6 * scale + 2), theme.text.withAlpha(0.18),
            shadow: lifted ? theme.controlShadow : nil)
        list.stroke(.roundedRect(card, radius: 6 * scale + 2), Stroke(theme.text, width: 1.5))
        let keyed = isFocused && drag == nil || isCarriedByKeys
        if keyed || isTapped {
            list.stroke(
                .roundedRect(card.outset(by: 3), radius: 6 * scale + 5),
                Stroke(theme.accent, width: 2.5))
        }
        list.see(
            .item, "Card in \(judge.title)", frame: card,
            states: [.focused.when(keyed), .grabbed.when(lifted), .selected.when(isTapped)])
        let center = t.apply(to: self.card)
        switch judge {
        case .centerWithin:
            list.fill(.ellipse(Rect(center: center, size: Size(width: 7, height: 7))), theme.text)
        case .closestCenter:
            let r = CollisionJudge.closestRange * scale
            list.stroke(
                .ellipse(Rect(center: center, size: Size(width: 2 * r, height: 2 * r))),
                Stroke(theme.text.withAlpha(0.5), width: 1, dash: [4, 3]))
            list.fill(.ellipse(Rect(center: center, size: Size(width: 5, height: 5))), theme.text)
            if let pick, let zone = zones[pick] {
                list.line(
                    from: center, to: t.apply(to: zone.frame.center),
                    Stroke(theme.accent, width: 1.5))
            }
        default: break
        }
        let pointer = t.apply(to: probe.pointer)
        list.fill(
            .ellipse(Rect(center: pointer, size: Size(width: 9, height: 9))), theme.destructive)
        list.stroke(
            .ellipse(Rect(center: pointer, size: Size(width: 9, height: 9))),
            Stroke(.white, width: 1.5))
    }
}
