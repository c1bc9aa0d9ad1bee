import ArgumentParser
import Chess

/// The `chess` executable: `play` (the default) opens the board in a window; `perft`
/// counts move sequences.
@main
struct ChessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chess",
        abstract: "Chess: play in a window against a friend or the computer; perft.",
        subcommands: [Play.self, Perft.self, UCICommandLine.self],
        defaultSubcommand: Play.self)
}
