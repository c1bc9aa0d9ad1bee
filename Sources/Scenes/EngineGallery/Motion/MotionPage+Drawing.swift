import DragAndDrop
import StageKit

extension MotionPage {
    /// Draws the Play button, and for each lane its name, its track, the dot and how long
    /// the last move took.
    func draw(into list: inout DisplayList, theme: Theme) {
        play.draw(into: &list, theme: theme)
        list.text(
            "Space plays too. Grab a dot mid-flight and throw it, or tap it. Keys: Tab to a "
                + "dot, Left or Right throws it.",
            at: Point(x: play.frame.maxX + 14, y: play.frame.midY), font: Font(size: 13),
            color: theme.secondaryText, maxWidth: area.maxX - play.frame.maxX - 14, lineLimit: 2)
        let r = dotRadius
        for i in lanes.indices {
            let band = laneFrame(i)
            let lane = lanes[i]
            let t = track(i)
            if i % 2 == 0 { list.fill(.rect(band), theme.surface.withAlpha(0.6)) }
            let isSpring: Bool
            if case .spring = lane.animation.curve { isSpring = true } else { isSpring = false }
            let roomy = band.height >= 44
            list.text(
                lane.title, at: Point(x: band.minX + 10, y: roomy ? band.midY - 8 : band.midY),
                font: Font(size: 13.5, weight: .semibold), color: theme.text,
                maxWidth: t.from.x - band.minX - 20)
            if roomy {
                list.text(
                    lane.detail, at: Point(x: band.minX + 10, y: band.midY + 9),
                    font: Font(size: 11.5), color: theme.secondaryText,
                    maxWidth: t.from.x - band.minX - 20)
            }
            list.line(from: t.from, to: t.to, Stroke(theme.border, width: 2, cap: .round))
            list.see(.place, "\(lane.title) track", frame: Rect(corner: t.from, t.to))
            for end in [t.from, t.to] {
                list.fill(
                    .ellipse(Rect(center: end, size: Size(width: 6, height: 6))), theme.border)
            }
            let centre = dotCenter(i)
            let grabbed = grab?.lane == i
            let color = isSpring ? Color(hex: 0x9B5DE5) : theme.accent
            let dot = Rect(center: centre, size: Size(width: 2 * r, height: 2 * r))
            list.fill(
                .ellipse(grabbed ? dot.outset(by: 2) : dot), color,
                shadow: grabbed ? theme.liftedShadow : theme.controlShadow)
            drawPlot(i, color: color, into: &list, theme: theme)
            let took =
                lane.took.map {
                    (band.width >= 900 ? "arrived in " : "") + "\($0.decimalText(places: 2)) s"
                } ?? ""
            list.text(
                lane.startedAt != nil ? "moving…" : took,
                at: Point(x: band.maxX - 10, y: band.midY),
                font: Font(size: 12), color: theme.secondaryText, alignment: .trailing)
            if focus == i {
                list.stroke(.ellipse(dot.outset(by: 4)), Stroke(theme.accent, width: 2.5))
            }
            list.see(
                .item, "\(lane.title) dot", frame: dot, value: took,
                states: [.focused.when(focus == i), .grabbed.when(grabbed)])
        }
    }

    private func drawPlot(_ i: Int, color: Color, into list: inout DisplayList, theme: Theme) {
        let plot = plotFrame(i)
        guard plot.width > 30 else { return }
        // Progress 0 at 80% down the box and 1 at 20%: room for overshoot either way.
        func point(_ sample: (time: Double, value: Double)) -> Point {
            Point(
                x: plot.minX + min(sample.time / Self.plotSeconds, 1) * plot.width,
                y: plot.maxY - (0.2 + 0.6 * sample.value) * plot.height)
        }
        list.stroke(.rect(plot), Stroke(theme.border, width: 1))
        let lane = lanes[i]
        guard lane.trace.count > 1 else { return }
        var path = Path()
        for (k, sample) in lane.trace.enumerated() {
            if k == 0 { path.move(to: point(sample)) } else { path.line(to: point(sample)) }
        }
        list.stroke(.path(path), Stroke(color, width: 1.5, cap: .round))
    }
}
