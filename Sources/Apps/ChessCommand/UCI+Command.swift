import ArgumentParser

/// The `uci` subcommand of the full `chess` executable (the lean model-only entry calls
/// `UCIProgram.run()` directly).
struct UCICommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uci",
        abstract: "Speak the UCI protocol on standard input and output, for chess GUIs.")

    func run() { UCIProgram.run() }
}
