import AppOptions
import ArgumentParser

/// `chess-window`: the board in a window, started by `chess` for everything but its lean
/// subcommands (see `ChessCommand`), with the same arguments.
@main
struct ChessWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chess",
        abstract: "Chess in a window, against a friend or the computer.",
        subcommands: [Play.self],
        defaultSubcommand: Play.self)

    static func main() { mainWithPlainErrors(name: "chess") }
}
