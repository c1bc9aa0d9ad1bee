import DragAndDrop
import Geometry
import StageKit

/// Playing the snapping panels without dragging. Keys: Tab puts the focus on a panel's
/// tile, Enter or Space picks it up, the arrows move it (shift: one point) as a drag would,
/// each step saying what the panel's rule makes of it, Enter lets it go and the rule lands
/// it, Escape puts it back. Taps: a tap on a tile picks it and a tap in its panel lets it
/// go there, as if dragged there.
extension SnappingPage {
    /// How far an arrow moves a carried tile, in points.
    static let keyStep = 8.0
    /// How far a press may wander and still be a tap, in points.
    static let tapSlop = 4.0

    /// Whether the keys carry a tile.
    var isCarriedByKeys: Bool { drag != nil && drag?.pointer == nil }

    /// Handles the keys that play without a pointer; returns whether the key was one.
    mutating func handlePlayKey(_ key: KeyEvent) -> Bool {
        if let drag, drag.pointer == nil { return handleCarryKey(key, drag) }
        guard drag == nil else { return false }
        if let index = key.tabbed(from: focus?.rawValue, among: Panel.allCases.count) {
            let panel = Panel(rawValue: index)!
            focus = panel
            voice.announce("\(panel.title) tile, \(verdict(panel)). Enter picks it up.")
            return true
        }
        guard key.matches(.enter) || key.matches(.space), let panel = focus else { return false }
        tapped = nil
        let corner = corners[panel.rawValue].value
        corners[panel.rawValue].jump(to: corner)
        drag = Drag(panel: panel, pointer: nil, grab: .zero, start: corner)
        freeCorner = corner
        voice.announce(
            "Picked up the \(panel.name): the arrows move it, shift and an arrow by a point, "
                + "Enter lets it go, Escape puts it back.")
        return true
    }

    private mutating func handleCarryKey(_ key: KeyEvent, _ drag: Drag) -> Bool {
        let panel = drag.panel
        if key.matches(.enter) || key.matches(.space) {
            let lands = snapped(panel, free: freeCorner) ?? drag.start
            release(drag)
            voice.announce("Let go: \(verdict(panel, at: lands)).")
            return true
        }
        guard let direction = key.arrowOrShiftArrow else { return false }
        let step = key.modifiers == .shift ? 1 : Self.keyStep
        let b = body(panel)
        let moved = freeCorner + direction.vector * step
        follow(drag, to: Point(x: b.minX + moved.x, y: b.minY + moved.y))
        voice.announce("The \(panel.name): \(verdict(panel)).")
        return true
    }

    /// A tap on a tile: picks it to be placed by the next tap, or lets it be.
    mutating func tap(_ panel: Panel) {
        focus = panel
        if tapped == panel {
            tapped = nil
            voice.announce("The \(panel.name) is no longer selected.")
        } else {
            tapped = panel
            voice.announce("Selected the \(panel.name): tap where it should go in its panel.")
        }
    }

    /// A press off every tile while one is picked by a tap: in its panel, the tile lands
    /// there (centred on the press) as a drag let go there would.
    mutating func placeTapped(at location: Point) {
        guard let panel = tapped else { return }
        tapped = nil
        guard body(panel).contains(location) else {
            voice.announce("The \(panel.name) stays: tap inside its own panel.")
            return
        }
        let size = tileSize(panel)
        let corner = corners[panel.rawValue].value
        let drag = Drag(
            panel: panel, pointer: nil, grab: Vector(dx: size.width / 2, dy: size.height / 2),
            start: corner)
        follow(drag, to: location)
        let lands = snapped(panel, free: freeCorner) ?? corner
        release(drag)
        voice.announce("Placed the \(panel.name): \(verdict(panel, at: lands)).")
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on a tile.
    mutating func takeFocus(_ event: FocusEvent) {
        guard event.role == .item, drag == nil else { return }
        focus = Panel.allCases.first { "\($0.title) tile" == event.label } ?? focus
    }
}

extension SnappingPage.Panel {
    /// The panel's tile in words: "grid tile", "nearest free cell tile".
    var name: String { title.lowercased() + " tile" }
}
