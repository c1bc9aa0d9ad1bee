import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// A random selection of a table's 6 tiles, and a random arrangement and policy.
private func randomTable(_ random: inout SeededGenerator) -> TileTable {
    var table = TileTable(count: 6)
    for tile in table.tiles where Bool.random(using: &random) { table.selection.toggle(tile) }
    if Bool.random(using: &random) { table.drag.group.policy = .perItem }
    if Bool.random(using: &random) { table.drag.group.arrangement = .stack() }
    return table
}

/// Whatever pointers, keys and selections do, every tile picked up ends exactly once, no
/// tile is lost or doubled, an all-or-nothing drop lands all its tiles or none, and once
/// settled every tile is drawn where the model has it.
@Test func aMultiDragLosesAndDoublesNothing() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var table = randomTable(&random)
        let names = Announcer<Int, Int>(item: { "tile \($0)" }, location: { "bin \($0)" })
        for _ in 0..<Int.random(in: 1...60, using: &random) {
            let point = Point(
                x: Double.random(in: -20...520, using: &random),
                y: Double.random(in: -20...440, using: &random))
            let tile = table.tiles.randomElement(using: &random)!
            let commitsBefore = table.log.filter { $0.hasPrefix("commit") }.count
            let carried = table.drag.group.count
            let allOrNothing = table.drag.group.policy == .allOrNothing
            switch Int.random(in: 0..<10, using: &random) {
            case 0: table.send(.down, at: table.frame(of: tile).center)
            case 1: table.send(.down, at: point)
            case 2, 3, 4: table.send(.move, at: point)
            case 5: table.send(.up, at: point)
            case 6: table.cancelDrag(.escape, at: table.time)
            case 7:
                if table.drag.isIdle {
                    _ = table.pickUpByKeys(
                        tile, from: nil, at: Int.random(in: 0...1, using: &random),
                        announcer: names, time: table.time)
                } else {
                    _ = table.moveCarry(
                        .up, navigate: { bin, _ in 1 - bin }, announcer: names, time: table.time)
                }
            case 8: _ = table.dropCarry(announcer: names, time: table.time)
            default: table.selection.toggle(tile)
            }
            let landed = table.log.filter { $0.hasPrefix("commit") }.count - commitsBefore
            if allOrNothing && carried > 1 && landed > 0 {
                #expect(landed == carried, "all or nothing: \(landed) of \(carried) landed")
            }
        }
        table.cancelAnyDrag(announcer: names, time: table.time)
        table.settle()
        for tile in table.tiles {
            #expect(table.count("pickUp", tile) == table.count("ended", tile), "\(table.log)")
        }
        #expect(table.tiles == Array(0..<6), "nothing lost or doubled")
        #expect(table.pictureMatchesModel)
    }
}

/// While a selection is dragged with its offsets kept, every tile stays exactly where it
/// was relative to the lead, whatever path the pointer takes.
@Test func aDragKeepsTheRelativeOffsets() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var table = TileTable(count: 6)
        let chosen = table.tiles.filter { _ in Bool.random(using: &random) }
        guard let lead = chosen.randomElement(using: &random) else { return }
        table.selection.selectAll(chosen)
        let start = table.frame(of: lead).center
        table.send(.down, at: start)
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            table.send(
                .move,
                at: Point(
                    x: Double.random(in: -100...600, using: &random),
                    y: Double.random(in: -100...500, using: &random)))
            table.time += Double.random(in: 0...0.2, using: &random)
            table.drag.look.advance(to: table.time)
            let leadAt = table.drag.look.pose(of: lead)!.position
            for tile in chosen {
                let expected = leadAt + (table.spots[tile]! - table.spots[lead]!)
                #expect(table.drag.look.pose(of: tile)!.position.distance(to: expected) < 1e-6)
            }
        }
    }
}

/// A drop refused (all or nothing, one tile refused) or a cancel returns every tile to
/// exactly where it started, and changes nothing in the model.
@Test func aRejectedOrCancelledGroupReturnsEveryTile() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var table = TileTable(count: 6)
        // An odd tile among them: bin 1 refuses it.
        var chosen = Set(table.tiles.filter { _ in Bool.random(using: &random) })
        chosen.insert([1, 3, 5].randomElement(using: &random)!)
        table.selection.selectAll(chosen)
        let before = table.spots
        let lead = chosen.randomElement(using: &random)!
        let end = Point(
            x: Double.random(in: 320...480, using: &random),
            y: Double.random(in: 240...400, using: &random))
        table.dragSelection(
            from: table.frame(of: lead).center, to: end,
            steps: Int.random(in: 2...20, using: &random))
        if Bool.random(using: &random) { table.cancelDrag(.escape, at: table.time) }
        table.settle()
        #expect(table.spots == before)
        #expect(table.binOf.isEmpty)
        #expect(table.pictureMatchesModel)
    }
}
