import AppOptions
import ArgumentParser

/// `pentominoes-window`: the game in a window, started by `pentominoes` for everything but
/// `solve` (see `PentominoesCommand`), with the same arguments.
@main
struct PentominoesWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pentominoes",
        abstract: "Pentomino puzzles in a window.",
        subcommands: [Play.self],
        defaultSubcommand: Play.self)

    static func main() { mainWithPlainErrors(name: "pentominoes") }
}
