import CommandLineTool
import Pentominoes

/// `pentominoes solve BOARD [--count] [--unique] [--limit N] [--jobs N]`.
enum Solve {
    static let spec = CommandSpec(
        name: "pentominoes solve",
        overview: "Print solutions of a board as letter grids, or count them.",
        arguments: [.init("BOARD", "A built-in board name or the path of a board picture.")],
        options: [
            .flag("--count", "Print the number of solutions instead of the solutions."),
            .flag(
                "--unique",
                "One solution per class under the board's own rotations and reflections."),
            .value("--limit", "N", "How many solutions to print: a number, or all (default 1)."),
            .value(
                "--jobs", "N",
                "Threads to count with (default 1; more split the count into parts, at some "
                    + "cost in work, since each thread remembers only what it counted)."),
        ],
        discussion: """
            BOARD is a built-in board (\(BuiltInBoard.namesInASentence)) or the path of a text \
            picture: one line per row, "." an open cell, "#" or a space no cell.

            Solutions are letter grids separated by blank lines; "#" marks a square that is not \
            on the board. With --count, the number of solutions is the last line.

            EXAMPLES:
              pentominoes solve 6x10
              pentominoes solve 8x8-corners --count --unique
              pentominoes solve my-board.txt --limit all > solutions.txt
            """)

    static func run(_ words: [String]) {
        let (arguments, limit, jobs) = spec.read(words) { arguments throws(UsageError) in
            (
                arguments,
                arguments.values["--limit"] == "all"
                    ? Int.max : try arguments.number("--limit", in: 1...Int.max, default: 1),
                try arguments.number("--jobs", in: 1...256, default: 1)
            )
        }
        let board: PentominoBoard
        do {
            board = try BoardSource.board(arguments.positionals[0])
        } catch {
            StandardError.complain(spec.name, "\(error).")
            ExitStatus.failed.exit()
        }
        let solver = Solver(board: board)
        let unique = arguments.flag("--unique")
        if arguments.flag("--count") {
            if let reason = solver.impossibility { print("No solution: \(reason).") }
            print(count(solver, unique: unique, jobs: jobs))
        } else {
            list(solver, unique: unique, limit: limit)
        }
    }

    /// The number of solutions, the work shared among `jobs` threads (`Solver.CountingPlan`).
    static func count(_ solver: Solver, unique: Bool, jobs: Int) -> Int {
        guard jobs > 1 else {
            let counts = solver.solutionCounts()
            return unique ? counts.unique : counts.all
        }
        let plan = solver.countingPlan()
        var progress = ProgressLine(command: spec.name)
        let counts = parallelMap(
            count: plan.parts.count, jobs: jobs, state: { solver.makePartCounter() },
            { index, counter in solver.count(plan.parts[index], in: plan, using: &counter) },
            finished: { done in progress.update { "\(done) of \(plan.parts.count) parts counted" } }
        )
        progress.finish()
        let total = Solver.PartCount.total(counts)
        return unique ? total.unique : total.all
    }

    /// Prints up to `limit` solutions, with a progress line on long runs.
    static func list(_ solver: Solver, unique: Bool, limit: Int) {
        var progress = ProgressLine(command: spec.name)
        var printed = 0
        let show = { (solution: Solution) -> Bool in
            if printed > 0 { print() }
            print(solution.picture)
            printed += 1
            progress.update { "\(printed) solutions so far" }
            return printed < limit
        }
        if unique {
            solver.forEachUniqueSolution(show)
        } else {
            solver.forEachSolution(show)
        }
        progress.finish()
        if printed == 0 {
            let reason = solver.impossibility.map { "\($0)" } ?? "the search found none"
            print("No solution: \(reason).")
        }
    }
}
