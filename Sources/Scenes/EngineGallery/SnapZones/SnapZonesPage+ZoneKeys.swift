import DragAndDrop
import Geometry
import Gestures
import StageKit

/// Moving and resizing the zones without a pointer: Z chooses zone 1, then the next, then
/// none; the arrows move the chosen zone a step (shift and the arrows resize it from its
/// far corner), through the same limits as a drag of its name bar or corner, and the tiles
/// it holds follow on the spring. Enter keeps the change, Escape (`cancel(at:)`) puts the
/// zone back. Each step is said.
extension SnapZonesPage {
    /// The key that chooses a zone to edit.
    static let zoneKey = Key("z")

    /// Handles the zone-editing keys; returns whether the key was one of them.
    mutating func handleZoneKey(_ key: KeyEvent) -> Bool {
        guard session.phase == .idle, zoneEdit == nil, keyCarry == nil, !zones.isEmpty else {
            return false
        }
        if key.matches(Self.zoneKey) {
            let next = keyZone.map { $0.index + 1 } ?? 0
            guard next < zones.count else {
                keyZone = nil
                say("Zones kept where they are.")
                return true
            }
            keyZone = (next, zones[next].frame)
            say(
                "Zone \(zones[next].id), \(placement(of: next)): the arrows move it, shift and the "
                    + "arrows resize it, Enter keeps it, Escape puts it back, Z the next zone.")
            return true
        }
        guard let edit = keyZone else { return false }
        if key.matches(.enter) || key.matches(.space) {
            keyZone = nil
            say("Zone \(zones[edit.index].id) kept \(placement(of: edit.index)).")
            return true
        }
        guard let direction = key.arrowOrShiftArrow else { return false }
        let frame = edited(
            zones[edit.index].frame, by: direction.vector * Self.keyStep,
            resizes: key.modifiers == .shift)
        setZone(edit.index, frame: frame)
        say("Zone \(zones[edit.index].id) \(placement(of: edit.index)).")
        return true
    }

    /// Where a zone is and how large, in words: "at 240, 40, 230 by 170 points".
    private func placement(of index: Int) -> String {
        let frame = zones[index].frame
        func whole(_ v: Double) -> String { String(Int(v.rounded())) }
        return "at \(whole(frame.minX - field.minX)), \(whole(frame.minY - field.minY)), "
            + "\(whole(frame.width)) by \(whole(frame.height)) points"
    }
}
