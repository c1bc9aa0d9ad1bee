import DragAndDrop
import StageKit

extension SnapZonesPage {
    /// Draws the field, the zones with their capture and escape edges and snap points, the
    /// tiles, the readout and the sliders.
    func draw(into list: inout DisplayList, theme: Theme) {
        list.fill(
            .roundedRect(field, radius: theme.cardRadius), theme.surface,
            shadow: theme.controlShadow)
        for zone in zones { drawZone(zone, into: &list, theme: theme) }
        if let index = draggedIndex, tiles[index].tracker.isHeld {
            // Where the pointer would put the held tile: the pull the user feels.
            let free = session.frame
            list.stroke(
                .roundedRect(free, radius: 10),
                Stroke(tiles[index].color.withAlpha(0.6), width: 1.5, dash: [5, 4]))
            list.line(
                from: free.center, to: tiles[index].position.value,
                Stroke(tiles[index].color.withAlpha(0.5), width: 1.5, cap: .round))
        }
        for i in drawingOrder { drawTile(i, into: &list, theme: theme) }
        drawReadout(into: &list, theme: theme)
        damping.draw(into: &list, theme: theme)
        response.draw(into: &list, theme: theme)
        margin.draw(into: &list, theme: theme)
    }

    private func drawZone(_ zone: SnapZone<Int>, into list: inout DisplayList, theme: Theme) {
        var holding: [String] = []
        for tile in tiles where tile.tracker.holder == zone.id && tile.tracker.isHeld {
            holding.append(tile.name)
        }
        let lit = !holding.isEmpty
        list.fill(
            .roundedRect(zone.frame, radius: 14),
            lit ? theme.accent.withAlpha(0.10) : theme.control.withAlpha(0.6))
        // The capture edge (inside) and the escape edge (outside), `margin` from the zone's.
        let edge = min(margin.value, zone.frame.width / 4, zone.frame.height / 4)
        if edge > 0.5 {
            list.stroke(
                .roundedRect(zone.frame.outset(by: edge), radius: 14 + edge),
                Stroke(theme.border, width: 1, dash: [3, 5]))
            list.stroke(
                .roundedRect(zone.frame.outset(by: -edge), radius: max(14 - edge, 2)),
                Stroke(theme.accent.withAlpha(0.35), width: 1, dash: [3, 5]))
        }
        list.stroke(
            .roundedRect(zone.frame, radius: 14),
            Stroke(lit ? theme.accent : theme.secondaryText.withAlpha(0.6), width: lit ? 2 : 1.5))
        // The name bar that moves the zone, and the corner that resizes it.
        // The zone the keys edit has a ring, as a focused control.
        let keyed = keyZone.map { zones[$0.index].id == zone.id } ?? false
        let edited = keyed || (zoneEdit.map { zones[$0.index].id == zone.id } ?? false)
        if keyed {
            list.stroke(
                .roundedRect(zone.frame.outset(by: 3), radius: 17), Stroke(theme.accent, width: 2.5)
            )
        }
        list.fill(
            .roundedRect(grip(zone).outset(by: -3), radius: 10),
            theme.secondaryText.withAlpha(edited ? 0.16 : 0.07))
        list.text(
            "Zone \(zone.id)", at: Point(x: zone.frame.minX + 10, y: zone.frame.minY + 13),
            font: Font(size: 12.5, weight: .semibold), color: theme.secondaryText)
        let corner = handle(zone)
        for k in 1...3 {
            let d = Double(k) * 4
            list.line(
                from: Point(x: corner.maxX - 3 - d, y: corner.maxY - 3),
                to: Point(x: corner.maxX - 3, y: corner.maxY - 3 - d),
                Stroke(theme.secondaryText.withAlpha(0.6), width: 1.2, cap: .round))
        }
        // The snap point: a ring with a cross.
        let p = zone.snapPoint
        let ink = lit ? theme.accent : theme.secondaryText
        list.stroke(
            .ellipse(Rect(center: p, size: Size(width: 12, height: 12))), Stroke(ink, width: 1.5))
        list.line(
            from: Point(x: p.x - 9, y: p.y), to: Point(x: p.x + 9, y: p.y), Stroke(ink, width: 1))
        list.line(
            from: Point(x: p.x, y: p.y - 9), to: Point(x: p.x, y: p.y + 9), Stroke(ink, width: 1))
        var value = "empty"
        if !holding.isEmpty {
            value = "holds"
            for name in holding { value += " " + name }
        }
        list.see(
            .place, "Zone \(zone.id)", frame: zone.frame, value: value,
            states: [.focused.when(keyed)])
        list.see(.place, "Snap point \(zone.id)", frame: Rect(center: p, size: .zero))
    }

    private func drawTile(_ index: Int, into list: inout DisplayList, theme: Theme) {
        let tile = tiles[index]
        let frame = frame(of: tile)
        let lifted = index == draggedIndex
        list.fill(
            .roundedRect(frame, radius: 10), tile.color,
            shadow: lifted ? theme.liftedShadow : theme.controlShadow)
        list.text(
            tile.name, at: frame.center, font: Font(size: tileSide * 0.42, weight: .bold),
            color: .white, alignment: .center)
        list.see(
            .item, tile.name, frame: frame, value: state(of: index),
            name: "Tile \(tile.name), \(state(of: index))",
            states: [
                .focused.when(focus == index || keyCarry?.index == index),
                .grabbed.when(lifted),
            ])
    }

    private func drawReadout(into list: inout DisplayList, theme: Theme) {
        let font = Font(size: 13)
        let bold = Font(size: 13, weight: .semibold)
        let line = TextMetrics.lineHeight(of: font) + 3
        if readout.width >= 250 && readout.height > 200 {
            // A column beside the field.
            var y = readout.minY + 10
            list.text(
                "Tracker state", at: Point(x: readout.minX, y: y), font: bold, color: theme.text)
            y += line + 4
            for i in tiles.indices {
                list.fill(
                    .roundedRect(Rect(x: readout.minX, y: y - 7, width: 14, height: 14), radius: 4),
                    tiles[i].color)
                list.text(
                    "\(tiles[i].name): \(state(of: i))", at: Point(x: readout.minX + 22, y: y),
                    font: font, color: theme.text)
                y += line
            }
            y += 12
            list.text("Last event", at: Point(x: readout.minX, y: y), font: bold, color: theme.text)
            y += line
            list.text(
                lastEvent, at: Point(x: readout.minX, y: y - line / 2), font: font,
                color: theme.secondaryText, verticalAlignment: .top, maxWidth: readout.width)
            y += TextMetrics.size(of: lastEvent, font: font, maxWidth: readout.width).height + 3
            y += 12
            list.text("Spring", at: Point(x: readout.minX, y: y), font: bold, color: theme.text)
            y += line
            list.text(
                settlingSentence, at: Point(x: readout.minX, y: y - line / 2), font: font,
                color: theme.secondaryText, verticalAlignment: .top, maxWidth: readout.width)
        } else {
            var states = ""
            for i in tiles.indices {
                states += (i == 0 ? "" : "  ·  ") + "\(tiles[i].name): \(state(of: i))"
            }
            list.text(
                states, at: Point(x: readout.minX, y: readout.minY + 10), font: bold,
                color: theme.text,
                maxWidth: readout.width)
            list.text(
                lastEvent, at: Point(x: readout.minX, y: readout.minY + 30), font: font,
                color: theme.secondaryText, maxWidth: readout.width)
        }
    }

    /// How long the spring takes to bring a tile to rest, in words.
    var settlingSentence: String {
        let distance = zones.first.map { $0.frame.width / 2 } ?? 100
        let t = Self.settlingTime(of: spring, from: distance, within: 0.5)
        return
            "From \(Int(distance.rounded())) pt away it comes within half a point of the snap point in about \(t.decimalText(places: 2)) s."
    }

    /// An upper bound on the time a spring released at rest `distance` from its target takes
    /// to stay within `tolerance` of it: the decaying envelope of its motion.
    static func settlingTime(of spring: Spring, from distance: Double, within tolerance: Double)
        -> Double
    {
        let omega = 2 * Double.pi / spring.response
        let zeta = spring.dampingRatio
        guard distance > tolerance, tolerance > 0 else { return 0 }
        if zeta >= 0.999 {
            // Critically damped: (1 + ωt)·e^(−ωt) ≤ tolerance / distance, found by bisection.
            var low = 0.0
            var high = 60 / omega
            for _ in 0..<60 {
                let mid = (low + high) / 2
                let x = distance * (1 + omega * mid) * exponential(-omega * mid)
                if x > tolerance { low = mid } else { high = mid }
            }
            return high
        }
        let envelope = distance / (1 - zeta * zeta).squareRoot()
        return naturalLog(envelope / tolerance) / (zeta * omega)
    }
}

/// e^x for the settling estimate (portable code has no libm `exp`).
func exponential(_ x: Double) -> Double {
    guard x > -700 else { return 0 }
    // e^x = (e^(x/2^k))^(2^k), with a short series for the small power.
    var k = 0
    var y = x
    while abs(y) > 0.5 {
        y /= 2
        k += 1
    }
    var term = 1.0
    var sum = 1.0
    for n in 1...16 {
        term *= y / Double(n)
        sum += term
    }
    for _ in 0..<k { sum *= sum }
    return sum
}

/// ln x for x > 0, for the settling estimate: x = m·2^e with 1 ≤ m < 2, and
/// ln m = 2·atanh((m − 1)/(m + 1)) by its series.
func naturalLog(_ x: Double) -> Double {
    guard x > 0, x.isFinite else { return x == 0 ? -.infinity : .nan }
    let e = Double(x.exponent)
    let m = x.significand
    let y = (m - 1) / (m + 1)
    let y2 = y * y
    var power = y
    var sum = 0.0
    var n = 1.0
    while n < 40 {
        sum += power / n
        power *= y2
        n += 2
    }
    return e * 0.6931471805599453 + 2 * sum
}
