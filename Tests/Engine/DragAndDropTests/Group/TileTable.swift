import DragAndDrop

/// A drag client for the multi-item drag tests: loose 20-point tiles on a table and two
/// bins. Bin 0 takes any tile, bin 1 only even ones. A tile dropped in a bin rests where
/// it was let go; the selected tiles travel together. It logs every pick-up, commit and end.
struct TileTable: KeyboardDragClient {
    var drag = DragController<Int, Int>(activation: .distance(4))
    var selection = Selection<Int>()
    /// Where each tile rests (its centre).
    var spots: [Int: Point]
    /// The bin each tile was dropped in last, if any.
    var binOf: [Int: Int] = [:]
    let bins: [Int: Rect] = [
        0: Rect(x: 300, y: 0, width: 200, height: 200),
        1: Rect(x: 300, y: 220, width: 200, height: 200),
    ]
    var log: [String] = []
    var time = 0.0
    static let tileSize = Size(width: 20, height: 20)

    /// Tiles 0…count-1 in a row of 30-point steps from (20, 20).
    init(count: Int = 5) {
        var spots: [Int: Point] = [:]
        for i in 0..<count { spots[i] = Point(x: 20 + Double(i) * 30, y: 20) }
        self.spots = spots
        for (tile, spot) in spots { drag.look.place(tile, center: spot) }
    }

    var tiles: [Int] { spots.keys.sorted() }

    func frame(of tile: Int) -> Rect { Rect(center: spots[tile] ?? .zero, size: Self.tileSize) }

    func pick(at point: Point) -> (item: Int, frame: Rect)? {
        tiles.last { frame(of: $0).contains(point) }.map { ($0, frame(of: $0)) }
    }

    func companions(of tile: Int) -> [(item: Int, frame: Rect)] {
        guard selection.contains(tile) else { return [] }
        return selection.ordered(by: tiles).filter { $0 != tile }.map { ($0, frame(of: $0)) }
    }

    func accepts(_ tile: Int, at bin: Int) -> Bool { bin == 0 || tile % 2 == 0 }

    func target(of tile: Int, for probe: DragProbe) -> DropTarget<Int> {
        guard let bin = bins.keys.sorted().first(where: { bins[$0]!.contains(probe.pointer) })
        else { return .none }
        return DropTarget(zone: bin, feedback: accepts(tile, at: bin) ? .accepted : .rejected)
    }

    func frame(of tile: Int, at bin: Int) -> Rect {
        Rect(center: bins[bin]!.center, size: Self.tileSize)
    }

    mutating func pickUp(_ tile: Int) { log.append("pickUp \(tile)") }

    mutating func commit(_ tile: Int, to bin: Int, landing: Landing) -> DropSettling? {
        guard accepts(tile, at: bin) else { return nil }
        log.append("commit \(tile) \(bin)")
        spots[tile] = landing.destination.center
        binOf[tile] = bin
        return .into(landing.destination)
    }

    mutating func restore(pickedUp tile: Int) -> Rect? { frame(of: tile) }
    mutating func refused(_ tile: Int) -> Rect? { frame(of: tile) }
    mutating func tapped(_ tile: Int) { log.append("tapped \(tile)") }
    mutating func dragEnded(_ tile: Int) { log.append("ended \(tile)") }

    mutating func send(_ phase: PointerEvent.Phase, at point: Point, pointer: PointerID = 0) {
        time += 0.016
        dragPointer(PointerEvent(phase, at: point, time: time, pointer: pointer))
    }

    /// Presses `from`, drags in `steps` moves to `to`, and lets go there.
    mutating func dragSelection(from: Point, to: Point, steps: Int = 10) {
        send(.down, at: from)
        for k in 1...steps {
            send(.move, at: from.interpolated(to: to, by: Double(k) / Double(steps)))
        }
        send(.up, at: to)
    }

    /// Lets every glide finish.
    mutating func settle() {
        time += 5
        advanceDrag(to: time)
        drag.look.advance(to: time)
    }

    /// Whether every tile is drawn at rest where the model has it, and nothing is in hand.
    var pictureMatchesModel: Bool {
        drag.isIdle && !drag.look.isAnimating
            && spots.allSatisfy { tile, spot in
                drag.look.pose(of: tile).map { $0.position.distance(to: spot) < 0.5 } ?? false
            }
    }

    /// How many times the log has an entry starting with `prefix` for `tile`.
    func count(_ prefix: String, _ tile: Int) -> Int {
        log.filter { $0 == "\(prefix) \(tile)" || $0.hasPrefix("\(prefix) \(tile) ") }.count
    }
}
