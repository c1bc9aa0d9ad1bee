import Benchmark
import Chess

// Move generation speed: perft from the initial position in nodes per second, and the cost
// of "legal targets of one piece" (what a drag start asks). Each has a plain baseline in the
// same run: perft that plays every leaf move instead of counting the last ply in bulk, and
// targets read off the full legal move list instead of generating one piece's moves.

let kiwipete = try! Position(
    fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")

/// Every square holding a piece of the side to move, in the two test positions.
let dragStarts: [(Position, Square)] = [Position.initial, kiwipete].flatMap { position in
    position.squares(of: position.sideToMove).map { (position, $0) }
}

/// Perft that generates a move list at every node and plays every move, leaves included:
/// the baseline for the bulk-counting `Position.perft(depth:)`.
func perftPlayingEveryLeaf(_ position: Position, depth: Int) -> Int {
    if depth == 0 { return 1 }
    var nodes = 0
    for move in position.legalMoves() {
        var child = position
        child.playUnchecked(move)
        nodes += perftPlayingEveryLeaf(child, depth: depth - 1)
    }
    return nodes
}

/// Million nodes per second, reported beside the wall-clock time.
let megaNodesPerSecond = BenchmarkMetric.custom(
    "Mnodes/s", polarity: .prefersLarger, useScalingFactor: false)

/// Runs `perft` once per iteration and reports its speed in million nodes per second.
func measurePerft(_ benchmark: Benchmark, expected: Int, _ perft: () -> Int) {
    let clock = ContinuousClock()
    for _ in benchmark.scaledIterations {
        let start = clock.now
        let nodes = perft()
        let elapsed = start.duration(to: clock.now)
        precondition(nodes == expected, "perft gave \(nodes), expected \(expected)")
        let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        benchmark.measurement(megaNodesPerSecond, Int((Double(nodes) / seconds / 1e6).rounded()))
    }
}

let benchmarks: @Sendable () -> Void = {
    let perftConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, megaNodesPerSecond], scalingFactor: .one, maxDuration: .seconds(10),
        maxIterations: 10)
    let targetsConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .kilo, maxDuration: .seconds(3))

    Benchmark(
        "Perft(5) initial position, last ply counted in bulk", configuration: perftConfiguration
    ) {
        benchmark in
        measurePerft(benchmark, expected: 4_865_609) { Position.initial.perft(depth: 5) }
    }
    Benchmark(
        "Perft(6) initial position, last ply counted in bulk",
        configuration: .init(
            metrics: [.wallClock, megaNodesPerSecond], scalingFactor: .one,
            maxDuration: .seconds(15),
            maxIterations: 5)
    ) { benchmark in
        measurePerft(benchmark, expected: 119_060_324) { Position.initial.perft(depth: 6) }
    }
    Benchmark(
        "Perft(5) initial position, every leaf played (baseline)", configuration: perftConfiguration
    ) {
        benchmark in
        measurePerft(benchmark, expected: 4_865_609) { perftPlayingEveryLeaf(.initial, depth: 5) }
    }
    Benchmark("Legal targets of one piece", configuration: targetsConfiguration) { benchmark in
        for i in benchmark.scaledIterations {
            let (position, square) = dragStarts[i % dragStarts.count]
            blackHole(position.legalTargets(from: square))
        }
    }
    Benchmark(
        "Legal targets of one piece from the full move list (baseline)",
        configuration: targetsConfiguration
    ) {
        benchmark in
        for i in benchmark.scaledIterations {
            let (position, square) = dragStarts[i % dragStarts.count]
            var targets = Bitboard.empty
            for move in position.legalMoves() where move.from == square { targets.insert(move.to) }
            blackHole(targets)
        }
    }
    searchBenchmarks()
}
