import DragAndDrop
import StageKit

extension HysteresisPage {
    static let zoneColors = [Color(hex: 0xE4572E), Color(hex: 0x2E86AB), Color(hex: 0x3BB273)]

    /// Draws the zones (the target lit), the margin drawn as dashed lines beside each
    /// border, the puck, the strip of recent targets, the readout and the controls.
    func draw(into list: inout DisplayList, theme: Theme) {
        let target = drag.isDragging ? drag.session.target.zone : nil
        for (i, frame) in zoneFrames.enumerated() {
            let color = Self.zoneColors[i]
            let lit = target == i
            list.fill(.rect(frame), color.withAlpha(lit ? 0.35 : 0.1))
            list.stroke(.rect(frame), Stroke(color.withAlpha(lit ? 1 : 0.5), width: lit ? 3 : 1))
            let name = Self.zoneNames[i]
            list.text(
                name, at: Point(x: frame.minX + 12, y: frame.minY + 16),
                font: Font(size: 15, weight: .bold), color: theme.text)
            list.see(
                .place, name, frame: frame,
                value: (lit ? "target" : "")
                    + (puckZone == i ? (lit ? ", holds the puck" : "holds the puck") : ""))
        }
        if margin.value > 0 {
            for frame in zoneFrames.dropFirst() {
                for dx in [-margin.value, margin.value] {
                    list.line(
                        from: Point(x: frame.minX + dx, y: frame.minY + 30),
                        to: Point(x: frame.minX + dx, y: frame.maxY - 6),
                        Stroke(theme.secondaryText.withAlpha(0.6), width: 1, dash: [3, 4]))
                }
            }
        }
        drawPuck(into: &list, theme: theme)
        drawRecent(into: &list, theme: theme)
        drawReadout(target, into: &list, theme: theme)
        margin.draw(into: &list, theme: theme)
        shake.draw(into: &list, theme: theme)
        resetCount.draw(into: &list, theme: theme)
    }

    private func drawPuck(into list: inout DisplayList, theme: Theme) {
        let pose = drag.look.pose(of: 0)
        let side = puckSide * (pose?.scale ?? 1)
        let frame = Rect(
            center: pose?.position ?? puckFrame.center, size: Size(width: side, height: side))
        list.fill(
            .ellipse(frame), theme.text,
            shadow: drag.isDragging ? theme.liftedShadow : theme.controlShadow)
        list.fill(.ellipse(Rect(center: frame.center, size: Size(width: 6, height: 6))), .white)
        let isFocused = isPuckFocused && drag.isIdle || keyPoint != nil
        if isFocused {
            list.stroke(.ellipse(frame.outset(by: 4)), Stroke(theme.accent, width: 3))
        }
        list.see(
            .item, "Puck", frame: frame, value: "in \(Self.zoneNames[puckZone])",
            states: [.focused.when(isFocused), .grabbed.when(drag.isDragging)])
    }

    /// The zones the latest moves were over, one tick each: a flicker shows as stripes.
    private func drawRecent(into list: inout DisplayList, theme: Theme) {
        guard !recent.isEmpty else { return }
        let top = stage.maxY + 8
        let width = stage.width / 60
        for (i, zone) in recent.enumerated() {
            let tick = Rect(
                x: stage.minX + Double(i) * width, y: top, width: max(width - 1, 1), height: 10)
            list.fill(.rect(tick), zone.map { Self.zoneColors[$0] } ?? theme.border)
        }
    }

    private func drawReadout(_ target: Int?, into list: inout DisplayList, theme: Theme) {
        let over =
            target.map { "over \(Self.zoneNames[$0])" }
            ?? (drag.isDragging ? "over no zone" : "at rest")
        list.text(
            "Target changes: \(changes) · puck \(over) · margin \(margin.valueText)",
            at: Point(x: readout.minX, y: readout.minY + 12),
            font: Font(size: 13, weight: .semibold), color: theme.text, maxWidth: readout.width,
            lineLimit: 1)
        let hint =
            margin.value == 0
            ? "Margin 0: rest the puck on a border and the target flickers."
            : "Margin \(margin.valueText): past a border by less, the target holds."
        list.text(
            hint, at: Point(x: readout.minX, y: readout.minY + 34), font: Font(size: 12.5),
            color: theme.secondaryText, maxWidth: readout.width, lineLimit: 1)
    }
}
