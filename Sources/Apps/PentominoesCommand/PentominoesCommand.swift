import ArgumentParser
import Pentominoes

/// The `pentominoes` executable: a root command whose subcommands do the work.
///
/// `play`, which opens the game's window, is the default; `solve` works on boards.
@main
struct PentominoesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pentominoes",
        abstract: "Pentomino puzzles: solve boards and play.",
        subcommands: [Play.self, Solve.self],
        defaultSubcommand: Play.self)
}
