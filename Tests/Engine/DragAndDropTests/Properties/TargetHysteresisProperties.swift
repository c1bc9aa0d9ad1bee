import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// Two zones side by side, 1 and 2, sharing a vertical border at `border`, and a session
/// with `margin`, for the hysteresis properties.
private struct Neighbours {
    var zones = DropZones<Int>(cellSize: 64)
    var border: Double
    var margin: Double
    var strategy: Int

    init(random: inout SeededGenerator) {
        border = Double.random(in: 100...300, using: &random)
        margin = Double.random(in: 1...12, using: &random)
        strategy = Int.random(in: 0..<3, using: &random)
        let widthA = Double.random(in: 60...100, using: &random)
        let widthB = Double.random(in: 60...100, using: &random)
        zones.insert(
            DropZone(id: 1, frame: Rect(x: border - widthA, y: 0, width: widthA, height: 200)))
        zones.insert(DropZone(id: 2, frame: Rect(x: border, y: 0, width: widthB, height: 200)))
    }

    func resolve(_ probe: DragProbe) -> DropTarget<Int> {
        switch strategy {
        case 0: return zones.target(for: probe, using: PointerWithin())
        case 1: return zones.target(for: probe, using: CenterWithin())
        default: return zones.target(for: probe, using: RectIntersection())
        }
    }
}

/// A 10-point item grabbed at its centre, so that the pointer, its centre and its frame
/// move together.
private let item = Rect(x: -5, y: -5, width: 10, height: 10)

/// The zones the session reports it is over, one per `.over`, in order.
private func overs(_ events: [DragEvent<Int, Int>]) -> [Int?] {
    events.compactMap { event in
        if case .over(let target) = event { return target.zone }
        return nil
    }
}

/// How many times the reported zone changes along a list of zones.
private func changes(_ zones: [Int?]) -> Int {
    zip(zones, zones.dropFirst()).filter { $0.0 != $0.1 }.count
}

/// A slow pointer path from deep in zone 1 to deep in zone 2 whose underlying motion
/// crosses the border once, trembling by less than half the margin on the way (a hand
/// that shakes on the border), changes the hovered zone at most once.
@Test func aPathThatCrossesABorderOnceChangesTheTargetAtMostOnce() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let world = Neighbours(random: &random)
        var session = DragSession<Int, Int>(
            configuration: .init(activation: .immediate, targetMargin: world.margin))
        let y = Double.random(in: 20...180, using: &random)
        let start = Point(x: world.border - 40, y: y)
        let end = Point(x: world.border + 40, y: y + Double.random(in: -15...15, using: &random))
        var time = 0.0
        var seen = overs(
            session.press(
                7, frame: item.offset(by: start - Point.zero),
                with: PointerEvent(.down, at: start, time: time), resolve: world.resolve))
        let steps = Int.random(in: 40...200, using: &random)
        for k in 1...steps {
            time += 0.016
            let base = start + (end - start) * (Double(k) / Double(steps))
            let tremble = Double.random(in: -0.45...0.45, using: &random) * world.margin
            let p = Point(x: base.x + tremble, y: base.y)
            seen += overs(
                session.handle(PointerEvent(.move, at: p, time: time), resolve: world.resolve))
        }
        #expect(seen.first == 1, "the drag starts over zone 1")
        #expect(seen.last == 2, "and ends over zone 2")
        #expect(changes(seen) <= 1, "the target flickered: \(seen.map { $0 ?? 0 })")
    }
}

/// A pointer at rest (the same move repeated, time passing) never changes the hovered
/// zone, wherever it rests (on a border, in a margin, over nothing) and however it got
/// there.
@Test func aPointerAtRestNeverChangesTheTarget() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let world = Neighbours(random: &random)
        var session = DragSession<Int, Int>(
            configuration: .init(activation: .immediate, targetMargin: world.margin))
        func somewhere() -> Point {
            Point(
                x: world.border + Double.random(in: -120...120, using: &random),
                y: Double.random(in: -20...220, using: &random))
        }
        let start = somewhere()
        var time = 0.0
        _ = session.press(
            7, frame: item.offset(by: start - Point.zero),
            with: PointerEvent(.down, at: start, time: time), resolve: world.resolve)
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            time += 0.016
            _ = session.handle(
                PointerEvent(.move, at: somewhere(), time: time), resolve: world.resolve)
        }
        let rest =
            Double.random(in: 0..<1, using: &random) < 0.5
            ? Point(
                x: world.border + Double.random(in: -1.5...1.5, using: &random) * world.margin,
                y: Double.random(in: 0...200, using: &random))
            : somewhere()
        time += 0.016
        _ = session.handle(PointerEvent(.move, at: rest, time: time), resolve: world.resolve)
        let settled = session.target
        for _ in 0..<20 {
            time += Double.random(in: 0...0.5, using: &random)
            let events =
                Bool.random(using: &random)
                ? session.handle(PointerEvent(.move, at: rest, time: time), resolve: world.resolve)
                : session.advance(to: time, resolve: world.resolve)
            #expect(overs(events).allSatisfy { $0 == settled.zone })
            #expect(session.target == settled)
        }
    }
}

/// With a margin of zero the session reports exactly what the collision says, move by
/// move, as it did before hysteresis existed.
@Test func aZeroMarginReportsWhatTheCollisionSays() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let world = Neighbours(random: &random)
        var session = DragSession<Int, Int>(
            configuration: .init(activation: .immediate, targetMargin: 0))
        var p = Point(x: world.border, y: 100)
        var time = 0.0
        _ = session.press(
            7, frame: item.offset(by: p - Point.zero), with: PointerEvent(.down, at: p, time: time),
            resolve: world.resolve)
        #expect(session.target == world.resolve(session.probe))
        for _ in 0..<60 {
            time += 0.016
            p = Point(
                x: p.x + Double.random(in: -6...6, using: &random),
                y: p.y + Double.random(in: -6...6, using: &random))
            let events = session.handle(
                PointerEvent(.move, at: p, time: time), resolve: world.resolve)
            let expected = world.resolve(session.probe)
            #expect(session.target == expected)
            #expect(overs(events) == [expected.zone])
        }
    }
}
