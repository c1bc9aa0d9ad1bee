import Benchmark
import DragAndDrop

// Sortable lists at scale: the gap under a pointer found by binary search over prefix
// offsets and, as the baseline in the same run, by walking every item's rect; a whole
// pointer move (gap, glides of the items on screen); a frame of a 100,000-card list that
// auto-scrolls; a drop that reorders it.

/// A vertical list of `count` cards of varied heights in a 400×800 frame, and the pointer
/// positions a drag passes through, over the whole content.
struct SortableFixture: Sendable {
    let group: SortableGroup<Int, Int>
    let list: SortableContainer<Int, Int>
    let points: [Point]

    init(count: Int) {
        var random = SplitMix(seed: 7)
        let lengths = (0..<count).map { _ in 32 + Double(random.next() % 48) }
        let list = SortableContainer(
            id: 0, frame: Rect(x: 0, y: 0, width: 400, height: 800),
            layout: .list(.vertical, spacing: 4), items: Array(0..<count), lengths: lengths)
        self.list = list
        var options = SortableConfiguration()
        options.autoScroll = .off
        group = SortableGroup(containers: [list], configuration: options)
        let extent = list.contentLength
        points = (0..<4096).map { _ in Point(x: 200, y: random.unit() * extent) }
    }
}

/// The gap by walking: every item's rect in turn, counting the middles before the point.
func gapByWalkingEveryRect(
    _ list: SortableContainer<Int, Int>, _ point: Point, removing removed: Int
)
    -> Int
{
    var before = 0
    let closed = list.lengths[removed] + list.layout.spacing
    for k in 0..<list.count where k != removed {
        let middle = list.itemRect(at: k).midY - (k > removed ? closed : 0)
        if middle < point.y { before += 1 }
    }
    return before
}

/// A tiny deterministic generator, so every run measures the same pointer path.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

let fixture100k = SortableFixture(count: 100_000)

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .kilo, maxDuration: .seconds(2),
        maxIterations: 10_000)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: 1_000)
    let f = fixture100k

    Benchmark("Sortable gap lookup, 100000 items", configuration: fast) { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(f.list.insertionIndex(for: f.points[i % f.points.count], removing: 500))
        }
    }
    Benchmark("Sortable gap by walking every rect (baseline), 100000 items", configuration: slow) {
        benchmark in
        for i in benchmark.scaledIterations {
            blackHole(gapByWalkingEveryRect(f.list, f.points[i % f.points.count], removing: 500))
        }
    }
    Benchmark("Sortable pointer move (gap and glides), 100000 items", configuration: fast) {
        benchmark in
        var group = f.group
        var time = 0.0
        group.begin(at: Point(x: 200, y: 300), time: time)
        // The pointer sweeps down and up the frame, opening a new gap every few moves.
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            time += 1.0 / 120
            let y = 40 + Double((i * 7) % 1440)
            group.drag(to: Point(x: 200, y: y < 720 ? y : 1440 - y), at: time)
            group.advance(to: time)
        }
        benchmark.stopMeasurement()
        blackHole(group.drag?.gap)
    }
    Benchmark("Sortable frame, 100000-card list auto-scrolling", configuration: fast) {
        benchmark in
        var group = f.group
        group.configuration.autoScroll = AutoScroll()
        var time = 0.0
        group.begin(at: Point(x: 200, y: 100), time: time)
        group.drag(to: Point(x: 200, y: 795), at: time)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // One frame: time on (springs, auto-scroll, gap), then every visible card's rect.
            time += 1.0 / 60
            group.advance(to: time)
            var area = 0.0
            for k in group.visibleRange(of: 0) {
                area += group.drawnRect(ofItemAt: k, in: 0)!.minY
            }
            blackHole(area)
            if group.container(0)!.scroll >= group.container(0)!.maxScroll {
                group.scroll(0, to: 0)
            }
        }
    }
    Benchmark("Sortable drop reordering a 100000-card list", configuration: slow) { benchmark in
        var group = f.group
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1
            group.begin(at: Point(x: 200, y: 20), time: time)
            group.drag(to: Point(x: 200, y: 700), at: time)
            blackHole(group.drop(at: time))
        }
    }
}
