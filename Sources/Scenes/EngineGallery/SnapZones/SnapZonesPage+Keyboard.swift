import DragAndDrop
import Geometry
import Gestures
import StageKit

/// Playing the snap zones without a pointer: Tab (or a screen reader's cursor) puts the
/// focus on a tile, Enter picks it up, the arrows move it (shift: a quarter step) and 1, 2
/// or 3 take it over a zone, through the same tracker as a drag, so zones capture and
/// release it as they do a dragged one; Enter lets it go, Escape (`cancel(at:)`) puts it
/// back. Each step is said. Without a drag, too: a tap on a tile picks it up and a tap on
/// a zone (or anywhere in the field) puts it there.
extension SnapZonesPage {
    /// A tile moved by the keys: where it would be if nothing held it, and how it was.
    struct KeyCarry {
        var index: Int
        var freeFrame: Rect
        var press: Press
    }

    /// How far an arrow moves a carried tile, in points.
    static let keyStep = 24.0

    /// Handles the keyboard-play keys; returns whether the key was one of them.
    mutating func handlePlayKey(_ key: KeyEvent) -> Bool {
        guard session.phase == .idle, zoneEdit == nil else { return false }
        if let carry = keyCarry { return handleCarryKey(key, carry) }
        if let next = key.tabbed(from: focus, among: tiles.count) {
            focus = next
            say("Tile \(tiles[next].name), \(state(of: next)). Enter picks it up.")
            return true
        }
        guard key.matches(.enter) || key.matches(.space), let index = focus else { return false }
        pickUp(index)
        say(
            "Picked up \(tiles[index].name): the arrows move it, 1 to 3 take it over a zone, "
                + "Enter lets it go, Escape puts it back.")
        return true
    }

    /// Lifts a tile to be carried by keys or taps.
    mutating func pickUp(_ index: Int) {
        let tile = tiles[index]
        focus = index
        press = Press(index: index, tracker: tile.tracker, center: tile.position.value)
        tiles[index].tracker.beginDrag()
        keyCarry = KeyCarry(index: index, freeFrame: frame(of: tile), press: press!)
    }

    /// A press while a tile is carried puts it down there, without a drag: in the zone
    /// pressed (on its snap point), on the tile itself (where it is), or anywhere else in
    /// the field, as if carried there. The press after a tap that picked a tile up.
    mutating func placeCarried(at point: Point, _ carry: KeyCarry) {
        var moved = carry.freeFrame
        if let zone = zones.last(where: { $0.frame.contains(point) }) {
            moved = Rect(center: zone.snapPoint, size: moved.size)
        } else if !carry.freeFrame.contains(point) {
            let inner = field.outset(by: -tileSide / 2)
            moved = Rect(center: inner.isEmpty ? point : inner.clamp(point), size: moved.size)
        }
        tiles[carry.index].isAttached = false
        follow(carry.index, freeFrame: moved)
        keyCarry = nil
        release(carry.index, freeFrame: moved)
        say(lastEvent)
    }

    private mutating func handleCarryKey(_ key: KeyEvent, _ carry: KeyCarry) -> Bool {
        let index = carry.index
        if key.matches(.enter) || key.matches(.space) {
            keyCarry = nil
            release(index, freeFrame: carry.freeFrame)
            say(lastEvent)
            return true
        }
        var moved = carry.freeFrame
        if let direction = key.arrowOrShiftArrow {
            let step = key.modifiers == .shift ? Self.keyStep / 4 : Self.keyStep
            moved = moved.offset(by: direction.vector * step)
        } else if let n = Int(key.key.name), key.modifiers.isEmpty,
            let zone = zones.first(where: { $0.id == n })
        {
            moved = Rect(center: zone.snapPoint, size: moved.size)
        } else {
            return false
        }
        let inner = field.outset(by: -tileSide / 2)
        if !inner.isEmpty { moved = Rect(center: inner.clamp(moved.center), size: moved.size) }
        keyCarry?.freeFrame = moved
        // A step of the keys glides (a quick spring), where a pointer's drag is followed.
        tiles[index].isAttached = false
        let before = lastEvent
        follow(index, freeFrame: moved)
        let name = tiles[index].name
        say(lastEvent != before ? lastEvent : "\(name): \(state(of: index)), carried.")
        return true
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on a tile.
    mutating func takeFocus(_ event: FocusEvent) {
        guard event.role == .item, keyCarry == nil else { return }
        focus = tiles.indices.first { tiles[$0].name == event.label } ?? focus
    }

    /// Says a step: shown in the readout and passed to screen readers, again if repeated.
    mutating func say(_ sentence: String) {
        lastEvent = sentence
        announcementCount &+= 1
    }
}
