import Benchmark
import DragAndDrop

// Pointer-move hit testing: which zones lie under the pointer, found through the grid
// index and, as the baseline in the same run, by scanning every zone.

/// A square grid of `count` zones, 10×10 points each on a 12-point pitch, like the cells
/// of a huge board; and the pointer positions a drag passes through.
struct HitTestFixture: Sendable {
    let zones: DropZones<Int>
    let probes: [DragProbe]

    init(count: Int) {
        let side = max(1, Int(Double(count).squareRoot().rounded(.up)))
        var zones = DropZones<Int>(cellSize: 24)
        for id in 0..<count {
            let frame = Rect(
                x: Double(id % side) * 12, y: Double(id / side) * 12, width: 10, height: 10)
            zones.insert(DropZone(id: id, frame: frame, snapAnchor: frame.center))
        }
        self.zones = zones
        // A pointer wandering over the whole grid, on and between zones.
        var random = SplitMix(seed: 42)
        let extent = Double(side) * 12
        probes = (0..<4096).map { _ in
            let p = Point(x: random.unit() * extent, y: random.unit() * extent)
            return DragProbe(pointer: p, frame: Rect(center: p, size: Size(width: 10, height: 10)))
        }
    }
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

let fixture10 = HitTestFixture(count: 10)
let fixture100 = HitTestFixture(count: 100)
let fixture1k = HitTestFixture(count: 1_000)
let fixture100k = HitTestFixture(count: 100_000)
let fixture1M = HitTestFixture(count: 1_000_000)

func fixture(_ count: Int) -> HitTestFixture {
    switch count {
    case 10: fixture10
    case 100: fixture100
    case 1_000: fixture1k
    case 100_000: fixture100k
    default: fixture1M
    }
}

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .kilo, maxDuration: .seconds(2),
        maxIterations: 10_000)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: 400)

    for count in [10, 100, 1_000, 100_000, 1_000_000] {
        Benchmark("Hit test indexed, \(count) zones", configuration: fast) { benchmark in
            let f = fixture(count)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                let probe = f.probes[i % f.probes.count]
                blackHole(f.zones.zones(touching: Rect(origin: probe.pointer, size: .zero)))
            }
        }
        Benchmark(
            "Hit test scan (baseline), \(count) zones", configuration: count <= 1_000 ? fast : slow
        ) { benchmark in
            let f = fixture(count)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                let probe = f.probes[i % f.probes.count]
                blackHole(
                    f.zones.zonesByScanning(touching: Rect(origin: probe.pointer, size: .zero)))
            }
        }
        Benchmark("Drop target (PointerWithin), \(count) zones", configuration: fast) { benchmark in
            let f = fixture(count)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(f.zones.target(for: f.probes[i % f.probes.count], using: PointerWithin()))
            }
        }
    }
    registerFilingBenchmarks()
    registerHysteresisBenchmarks()
    registerGroupDragBenchmarks()
}
