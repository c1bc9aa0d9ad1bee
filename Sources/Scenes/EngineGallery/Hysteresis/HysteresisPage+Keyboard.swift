import DragAndDrop
import Geometry
import StageKit

/// Watching the margin by keys. Tab puts the focus on the puck, Enter or Space picks it
/// up as a programmatic drag (the same path as a hand's), the arrows move it (shift: one
/// point) so it can be inched across a border, each step saying the zone the drag is
/// over, Enter lets it go and Escape puts it back; S starts or stops the shake and R
/// resets the count.
extension HysteresisPage {
    /// How far an arrow moves the carried puck, in points.
    static let keyStep = 4.0

    /// Handles the page's keys; returns whether the key was one of them.
    mutating func handlePlayKey(_ key: KeyEvent) -> Bool {
        if let point = keyPoint { return handleCarryKey(key, at: point) }
        if key.matches(Key("s")), shakeStep != nil || drag.isIdle {
            if shakeStep == nil { startShaking() } else { stopShaking() }
            voice.announce(
                shakeStep == nil ? "Shake stopped." : "Shaking on the border of A and B.")
            return true
        }
        if key.matches(Key("r")) {
            changes = 0
            recent.removeAll()
            voice.announce("Count reset.")
            return true
        }
        guard drag.isIdle, shakeStep == nil else { return false }
        if key.matches(.tab) || key.matches(.tab, .shift) {
            isPuckFocused = true
            voice.announce("Puck, in \(Self.zoneNames[puckZone]). Enter picks it up.")
        } else if isPuckFocused, key.matches(.enter) || key.matches(.space) {
            let center = puckFrame.center
            guard beginProgrammaticDrag(at: center, time: time) else { return false }
            keyPoint = center
            noteTarget()
            voice.announce(
                "Picked up the puck: the arrows move it, shift and an arrow by a point, Enter "
                    + "lets it go, Escape puts it back.")
        } else {
            return false
        }
        return true
    }

    private mutating func handleCarryKey(_ key: KeyEvent, at point: Point) -> Bool {
        if key.matches(.enter) || key.matches(.space) {
            keyPoint = nil
            endProgrammaticDrag(at: time)
            noteTarget()
            voice.announce("Let go in \(Self.zoneNames[puckZone]).")
            return true
        }
        guard let direction = key.arrowOrShiftArrow else { return false }
        let step = key.modifiers == .shift ? 1 : Self.keyStep
        let moved = stage.clamp(point + direction.vector * step)
        keyPoint = moved
        moveProgrammaticDrag(to: moved, at: time)
        noteTarget()
        let over = drag.session.target.zone.map { "over \(Self.zoneNames[$0])" } ?? "over no zone"
        voice.announce("Puck \(over), \(changes) target changes.")
        return true
    }
}
