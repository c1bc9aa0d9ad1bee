import ArgumentParser
import Chess

@main
struct ChessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chess",
        abstract: "Chess: rules, perft and play.",
        subcommands: [Perft.self])
}
