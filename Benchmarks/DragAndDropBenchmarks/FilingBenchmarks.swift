import Benchmark
import DragAndDrop

// Filing a million zones (the gallery's million-zones field: 1000 × 1000 zones of 14 × 14
// on a 16-point pitch, 64-point index cells) in bulk, against inserting them one at a
// time as the baseline in the same run. Goal: at most 300 ms for the bulk filing (issue 24).

/// The million zones, made once, so each sample measures only the filing.
let millionZones: [DropZone<Int>] = (0..<1_000_000).map { i in
    DropZone(
        id: i,
        frame: Rect(
            x: Double(i % 1000) * 16 + 1, y: Double(i / 1000) * 16 + 1, width: 14, height: 14)
    )
}

/// Registers the filing benchmarks; called from `benchmarks`.
func registerFilingBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .peakMemoryResident], scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 10)

    Benchmark("Filing a million zones in bulk", configuration: configuration) { benchmark in
        let zones = millionZones
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(DropZones<Int>(cellSize: 64, zones: zones))
        }
    }
    Benchmark("Filing a million zones one at a time (baseline)", configuration: configuration) {
        benchmark in
        let zones = millionZones
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var filed = DropZones<Int>(cellSize: 64)
            for zone in zones { filed.insert(zone) }
            blackHole(filed)
        }
    }
}
