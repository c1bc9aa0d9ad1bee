import ArgumentParser
import Pentominoes

/// The `pentominoes` executable: a root command whose subcommands do the work.
///
/// `solve` is not the default subcommand: a later `play` subcommand, which opens the
/// game's window, will be.
@main
struct PentominoesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pentominoes",
        abstract: "Pentomino puzzles: solve boards and play.",
        subcommands: [Solve.self])
}
