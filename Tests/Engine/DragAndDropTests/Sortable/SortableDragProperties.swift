import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// A group of two lists and a grid with random sizes, and a mirror of its order that only
/// the returned moves change.
struct SortableScenario {
    var group: SortableGroup<String, Int>
    var mirror: [String: [Int]]
    var time = 0.0

    init(random: inout SeededGenerator) {
        var options = SortableConfiguration()
        options.autoScroll = .off
        options.spring = Spring(
            dampingRatio: Double.random(in: 0.5...1, using: &random),
            response: Double.random(in: 0.15...0.5, using: &random))
        let counts = (0..<3).map { _ in Int.random(in: 0...9, using: &random) }
        var next = 0
        func ids(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<(next + count))
        }
        let a = ids(counts[0])
        let b = ids(counts[1])
        let c = ids(counts[2])
        let lengths = { (count: Int, random: inout SeededGenerator) in
            (0..<count).map { _ in Double.random(in: 20...80, using: &random) }
        }
        group = SortableGroup(
            containers: [
                SortableContainer(
                    id: "A", frame: Rect(x: 0, y: 0, width: 200, height: 800),
                    layout: .list(.vertical, spacing: 4), items: a,
                    lengths: lengths(a.count, &random)),
                SortableContainer(
                    id: "B", frame: Rect(x: 220, y: 0, width: 200, height: 800),
                    layout: .list(.vertical, spacing: 4), items: b,
                    lengths: lengths(b.count, &random)),
                SortableContainer(
                    id: "C", frame: Rect(x: 440, y: 0, width: 260, height: 800),
                    layout: .grid(cell: Size(width: 60, height: 60), spacing: 8), items: c),
            ], configuration: options)
        mirror = ["A": a, "B": b, "C": c]
    }

    /// Applies a move to the mirror, as an app applies it to its model.
    mutating func apply(_ move: SortableMove<String, Int>?) {
        guard let move else { return }
        let item = mirror[move.from.container]!.remove(at: move.from.index)
        #expect(item == move.item)
        mirror[move.to.container]!.insert(item, at: move.to.index)
    }

    /// Lets ten seconds pass: everything has settled, every item drawn at its place.
    mutating func comeToRest() {
        time += 10
        group.advance(to: time)
        #expect(group.isSettled)
        for container in group.containers {
            for k in 0..<container.count {
                #expect(group.drawnRect(ofItemAt: k, in: container.id) == container.itemRect(at: k))
            }
        }
    }

    /// A random point over or around the containers.
    func somewhere(_ random: inout SeededGenerator) -> Point {
        Point(
            x: Double.random(in: -50...760, using: &random),
            y: Double.random(in: -50...850, using: &random))
    }
}

/// Any mix of pointer drags, keyboard steps, drops, cancels and frames keeps every item
/// exactly once, agrees with a model changed only by the returned moves, and comes to
/// rest with every item drawn at its place.
@Test func sortingNeverLosesOrDuplicatesAnItem() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var s = SortableScenario(random: &random)
        let everything = s.group.orders.flatMap { $0 }.sorted()
        for _ in 0..<120 {
            s.time += Double.random(in: 0...0.05, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                s.group.begin(at: s.somewhere(&random), time: s.time)
            case 1:
                let c = ["A", "B", "C"].randomElement(using: &random)!
                let index = Int.random(in: 0...9, using: &random)
                _ = s.group.pickUp(
                    SortablePlace(container: c, index: index), at: s.time, announcer: boardNames)
            case 2, 3, 4:
                s.group.drag(to: s.somewhere(&random), at: s.time)
            case 5:
                let direction = Direction.allCases.randomElement(using: &random)!
                _ = s.group.moveCarried(direction, at: s.time, announcer: boardNames)
            case 6:
                s.apply(s.group.drop(at: s.time))
            case 7:
                s.apply(s.group.dropCarried(at: s.time, announcer: boardNames).move)
            case 8:
                s.group.cancel(at: s.time)
            default:
                s.group.advance(to: s.time)
            }
            #expect(s.group.orders.flatMap { $0 }.sorted() == everything)
            #expect(s.group.containers.map { s.mirror[$0.id]! } == s.group.orders)
        }
        s.apply(s.group.drop(at: s.time))
        s.comeToRest()
    }
}

/// A drag followed by a cancel leaves the order as it was and, once settled, every item
/// drawn where it was.
@Test func cancelRestoresTheOrderAndThePicture() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var s = SortableScenario(random: &random)
        let order = s.group.orders
        let picture = s.group.drawnRects
        guard s.group.begin(at: s.somewhere(&random), time: 0) else { return }
        for step in 1...30 {
            s.group.drag(to: s.somewhere(&random), at: Double(step) / 60)
        }
        s.group.cancel(at: 0.5)
        #expect(s.group.orders == order)
        s.group.advance(to: 10)
        #expect(s.group.drawnRects == picture)
    }
}

/// However wildly the pointer or the keys move the carried item, every other item's drawn
/// place changes by less than 20 points from one 1/600 s frame to the next. A jump (a
/// place taken without a glide) would be a whole shift, at least an item and a spacing,
/// 24 points here, whatever the frame rate; a glide at this frame rate moves a few points
/// (springs retargeted again and again keep their speed, so a bound well under 24 leaves
/// room for that). Dropping or cancelling changes no item's drawn place at that instant.
@Test func nothingEverJumps() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var s = SortableScenario(random: &random)
        var largest = 0.0
        for _ in 0..<4 {
            var keyboard = Bool.random(using: &random)
            if keyboard {
                let c = ["A", "B", "C"].randomElement(using: &random)!
                _ = s.group.pickUp(
                    SortablePlace(container: c, index: Int.random(in: 0...4, using: &random)),
                    at: s.time, announcer: boardNames)
                keyboard = s.group.drag != nil
            } else {
                s.group.begin(at: s.somewhere(&random), time: s.time)
            }
            var picture = s.group.drawnRects
            for _ in 0..<Int.random(in: 1...200, using: &random) {
                s.time += 1.0 / 600
                if keyboard {
                    let direction = Direction.allCases.randomElement(using: &random)!
                    _ = s.group.moveCarried(direction, at: s.time, announcer: boardNames)
                } else {
                    s.group.drag(to: s.somewhere(&random), at: s.time)
                }
                s.group.advance(to: s.time)
                var next = s.group.drawnRects
                // The carried item follows the pointer, or glides to its gap.
                if let dragged = s.group.drag { next[dragged.item] = nil }
                largest = max(largest, largestStep(from: picture, to: next))
                picture = s.group.drawnRects
            }
            if Bool.random(using: &random) {
                s.apply(s.group.drop(at: s.time))
            } else {
                s.group.cancel(at: s.time)
            }
            #expect(largestStep(from: picture, to: s.group.drawnRects) < 1e-9)
            for _ in 0..<Int.random(in: 0...200, using: &random) {
                s.time += 1.0 / 600
                s.group.advance(to: s.time)
                var next = s.group.drawnRects
                // The dropped item glides from wherever it was let go.
                if let landing = s.group.landingItem { next[landing] = nil }
                largest = max(largest, largestStep(from: picture, to: next))
                picture = s.group.drawnRects
            }
        }
        #expect(largest < 20, "an item moved \(largest) points in one frame")
    }
}
