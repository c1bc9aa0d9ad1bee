import ArgumentParser
import Pentominoes

/// `pentominoes solve BOARD [--count] [--unique] [--limit N]`.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print solutions of a board as letter grids, or count them.",
        discussion: """
            BOARD is a built-in board (\(BuiltInBoard.allCases.map { b in b.name }.joined(separator: ", "))) \
            or the path of a text picture: one line per row, '.' an open cell, '#' or a \
            space no cell.

            Solutions are letter grids separated by blank lines; '#' marks a square that is \
            not on the board. With --count, the number of solutions is the last line.
            """)

    @Argument(help: "A built-in board name or the path of a board picture.")
    var board: String

    @Flag(help: "Print the number of solutions instead of the solutions.")
    var count = false

    @Flag(
        help:
            "Count or print one solution per class under the board's own rotations and reflections."
    )
    var unique = false

    @Option(help: "How many solutions to print (ignored with --count).")
    var limit = 1

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() throws {
        let solver = Solver(board: try BoardSource.board(board))
        if count {
            if let reason = solver.impossibility { print("No solution: \(reason).") }
            print(unique ? solver.countUniqueSolutions() : solver.countSolutions())
            return
        }
        var printed = 0
        let show = { (solution: Solution) -> Bool in
            if printed > 0 { print() }
            print(solution.picture)
            printed += 1
            return printed < limit
        }
        if unique {
            solver.forEachUniqueSolution(show)
        } else {
            solver.forEachSolution(show)
        }
        if printed == 0 {
            print(
                "No solution: \(solver.impossibility.map { reason in "\(reason)" } ?? "the search found none")."
            )
        }
    }
}
