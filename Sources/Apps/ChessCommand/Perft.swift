import Chess
import CommandLineTool

/// `chess perft`: counts the move sequences of a given length, the standard check of a move
/// generator against published numbers.
enum Perft {
    static let spec = CommandSpec(
        name: "chess perft",
        overview: "Count the legal move sequences of a given depth from a position.",
        options: [
            .value("--depth", "N", "The number of half moves to look ahead (0 to 15)."),
            .value("--fen", "FEN", "The position as FEN (default: the initial position)."),
            .flag("--divide", "List each root move with its node count first."),
            .value("--jobs", "N", "Processors to count with (default: all of them)."),
        ],
        required: ["--depth"],
        discussion: """
            Prints the node count as the last line. With --divide, first lists each legal root \
            move in UCI notation (e2e4, e7e8q) with its own count. The counts are the same \
            whatever --jobs is.

            EXAMPLES:
              chess perft --depth 6
              chess perft --depth 5 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
            """)

    static func run(_ words: [String]) {
        let (arguments, depth, jobs) = spec.read(words) { arguments throws(UsageError) in
            (
                arguments, try arguments.number("--depth", in: 0...15, default: 0),
                try arguments.number("--jobs", in: 1...256, default: onlineProcessorCount())
            )
        }
        var position = Position.initial
        if let fen = arguments.values["--fen"] {
            do {
                position = try Position(fen: fen)
            } catch {
                StandardError.complain(spec.name, "\(error.description).")
                ExitStatus.failed.exit()
            }
        }
        let split = divide(position, depth: depth, jobs: jobs)
        if arguments.flag("--divide") && depth > 0 {
            for (move, nodes) in split { print("\(move.uci): \(nodes)") }
            print()
        }
        print(depth == 0 ? 1 : split.reduce(0) { total, root in total + root.nodes })
    }

    /// Each root move with its node count, computed on `jobs` threads: the root moves'
    /// replies are the units of work (about 400 from the initial position), so the threads
    /// finish together.
    static func divide(_ position: Position, depth: Int, jobs: Int) -> [(move: Move, nodes: Int)] {
        guard depth >= 1 else { return [] }
        let roots = position.legalMoves()
        guard depth >= 3 && jobs > 1 else { return position.divide(depth: depth) }
        var work: [(root: Int, position: Position)] = []
        for (index, move) in roots.enumerated() {
            var child = position
            child.playUnchecked(move)
            for reply in child.legalMoves() {
                var grandchild = child
                grandchild.playUnchecked(reply)
                work.append((index, grandchild))
            }
        }
        let units = work
        var progress = ProgressLine(command: spec.name)
        let counts = parallelMap(
            count: units.count, jobs: jobs,
            { unit in units[unit].position.perft(depth: depth - 2) },
            finished: { done in progress.update { "\(done) of \(units.count) positions counted" } })
        progress.finish()
        var nodes = [Int](repeating: 0, count: roots.count)
        for (unit, count) in zip(units, counts) { nodes[unit.root] += count }
        return zip(roots, nodes).map { ($0, $1) }
    }
}
