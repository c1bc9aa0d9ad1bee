import DragAndDrop
import StageKit

/// The page drags through the engine: the selection travels with the pressed tile
/// (`companions(of:)`), and every tile lands through `commit` or goes back through
/// `restore` and `refused`, whether it was carried by the pointer or by keys.
extension ManyAtOncePage: KeyboardDragClient {
    /// The tile drawn at a point, the topmost first.
    func pick(at point: Point) -> (item: Int, frame: Rect)? {
        for tile in drag.look.drawingOrder(tiles).reversed() {
            let frame = drawnFrame(of: tile)
            if frame.contains(point) { return (tile, frame) }
        }
        return nil
    }

    /// Where a tile is drawn now (lifted tiles are a little larger).
    func drawnFrame(of tile: Int) -> Rect {
        let pose = drag.look.pose(of: tile)
        let side = tileSide * (pose?.scale ?? 1)
        return Rect(
            center: pose?.position ?? slotFrame(of: tile, in: home[tile]).center,
            size: Size(width: side, height: side))
    }

    func companions(of tile: Int) -> [(item: Int, frame: Rect)] {
        guard selection.contains(tile) else { return [] }
        var others: [(item: Int, frame: Rect)] = []
        for other in selection.ordered(by: tiles) where other != tile {
            others.append((other, drawnFrame(of: other)))
        }
        return others
    }

    func target(of tile: Int, for probe: DragProbe) -> DropTarget<Int> {
        zones.target(for: probe, using: PointerWithin()) { zone in
            Self.accepts(tile, at: zone.id) ? .accepted : .rejected
        }
    }

    func accepts(_ tile: Int, at place: Int) -> Bool { Self.accepts(tile, at: place) }

    func frame(of tile: Int, at place: Int) -> Rect { slotFrame(of: tile, in: place) }

    mutating func pickUp(_ tile: Int) {}

    mutating func commit(_ tile: Int, to place: Int, landing: Landing) -> DropSettling? {
        guard Self.accepts(tile, at: place) else { return nil }
        home[tile] = place
        landed.append(tile)
        return .into(slotFrame(of: tile, in: place))
    }

    mutating func restore(pickedUp tile: Int) -> Rect? { slotFrame(of: tile, in: home[tile]) }

    mutating func refused(_ tile: Int) -> Rect? {
        sentBack.append(tile)
        return slotFrame(of: tile, in: home[tile])
    }

    mutating func tapped(_ tile: Int) {
        selection.tapped(tile, modifiers: pressModifiers, order: tiles)
    }

    mutating func dragEnded(_ tile: Int) {}

    /// Words for what the drop that just ended did, once every tile of it has landed.
    mutating func noteDrop() {
        guard drag.isIdle, !landed.isEmpty || !sentBack.isEmpty else { return }
        let count = landed.count + sentBack.count
        let what = count == 1 ? "The tile" : "The \(count) tiles"
        if sentBack.isEmpty {
            let place = Self.placeNames[home[landed[0]]]
            outcome = "\(what) landed in \(place)."
        } else if landed.isEmpty {
            outcome =
                count == 1
                ? "The tile went back: nothing there takes it."
                : "All \(count) tiles went back: not every one was taken there (all or nothing)."
        } else {
            outcome = "\(landed.count) landed, \(sentBack.count) went back (each on its own)."
        }
        landed.removeAll()
        sentBack.removeAll()
    }
}
