import Benchmark
import Pentominoes

// The solver's goals (issue 3): count the unique 6 × 10 solutions in at most 50 ms, and
// find a first solution (a hint) in at most 5 ms on every built-in board, also with pieces
// already placed. Baselines in the same run: the same search without the symmetry split
// (all 9356 solutions), and a plain array-based backtracking solver.

let benchmarks: @Sendable () -> Void = {
    let counting = Benchmark.Configuration(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 30)
    let quick = Benchmark.Configuration(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(1), maxIterations: 200)

    Benchmark("6x10 unique count", configuration: counting) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Solver(board: .builtIn(.sixByTen)).countUniqueSolutions())
        }
    }
    Benchmark("6x10 all count (symmetry split)", configuration: counting) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Solver(board: .builtIn(.sixByTen)).countSolutions())
        }
    }
    Benchmark("6x10 all count, no symmetry split (baseline)", configuration: counting) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Solver(board: .builtIn(.sixByTen)).countSolutions(usingSymmetry: false))
        }
    }
    // The naive solver finds a first 6x10 solution in about a third of a second; on the
    // other boards it does not finish within a minute, so it is measured on 6x10 only.
    Benchmark("6x10 first solution, naive solver (baseline)", configuration: counting) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(NaiveSolver(board: .builtIn(.sixByTen)).count(limit: 1))
        }
    }

    // Every built-in board's unique count (issue 18: at most 25 ms whole process), so a
    // change that speeds one board at another's cost shows (flower went from about 19 to
    // 40 ms when the symmetry split's representative was tuned for 8x8-corners).
    for builtIn in puzzles {
        Benchmark("Unique count \(builtIn.name)", configuration: counting) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Solver(board: builtIn.board).countUniqueSolutions())
            }
        }
    }
    for builtIn in puzzles {
        Benchmark("First solution \(builtIn.name)", configuration: quick) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Solver(board: builtIn.board).firstSolution())
            }
        }
    }
    for builtIn in puzzles {
        Benchmark("Hint \(builtIn.name), 3 pieces placed", configuration: quick) { benchmark in
            let game = gameWithThreePieces(on: builtIn)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(Hint(for: game))
            }
        }
    }
    Benchmark("Hint 6x10, X placed where no solution has it", configuration: quick) { benchmark in
        let game = sixByTenGameWithAHopelessX()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Hint(for: game))
        }
    }
    // The worst cases for a hint: of every single-piece placement, the one whose hint took
    // longest in a scan.
    for builtIn in [BuiltInBoard.sixByTen, .eightByEightCentre, .eightByEightCorners] {
        Benchmark("Hint \(builtIn.name), slowest single piece of a scan", configuration: quick) {
            benchmark in
            guard let game = gameWithTheSlowestSinglePiece(on: builtIn) else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(Hint(for: game))
            }
        }
    }
}
