import CommandLineTool
import Quoting

/// `chess`: the model-only subcommands run here (no window libraries, no Foundation, the
/// standard library linked in), so they start in a few milliseconds; everything else
/// (`play`, the default, and its flags) is handed to `chess-window`.
@main
enum ChessCommand {
    /// A subcommand that runs here: its name, its line in the overview, and what runs it
    /// with the words after its name.
    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var run: @Sendable ([String]) -> Void
    }

    /// The lean subcommands; a new one (for example `uci`) is one more line here.
    static let subcommands: [Subcommand] = [
        Subcommand(name: "perft", summary: Perft.spec.overview, run: Perft.run),
        Subcommand(name: "uci", summary: UCI.spec.overview, run: UCI.run),
    ]

    static var overview: String {
        var text = """
            OVERVIEW: Chess: play in a window against a friend or the computer; perft; a UCI engine.

            USAGE: chess [play] [--fen FEN] [--white human|computer] [--black human|computer] \
            [--level 1|2|3] [OPTIONS]
            """
        for subcommand in subcommands { text += "\n       chess \(subcommand.name) …" }
        text += "\n\nSUBCOMMANDS:\n"
        let rows =
            [("play (default)", "Play in a window: drag or click the pieces.")]
            + subcommands.map { ($0.name, $0.summary) }
        for (name, summary) in rows {
            text += "  " + name + String(repeating: " ", count: 16 - name.count) + summary + "\n"
        }
        text += "\n  See \"chess help SUBCOMMAND\" for a subcommand's options."
        return text
    }

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first,
            let subcommand = subcommands.first(where: { $0.name == name })
        {
            subcommand.run(Array(arguments.dropFirst()))
            ExitStatus.ok.exit()
        }
        switch arguments.first {
        case "--help", "-h":
            print(overview)
        case "help":
            let name = arguments.dropFirst().first
            if name == nil {
                print(overview)
            } else if name == "play" {
                window(["play", "--help"])
            } else if let subcommand = subcommands.first(where: { $0.name == name }) {
                subcommand.run(["--help"])
            } else {
                let names = ["play"] + subcommands.map { $0.name }
                StandardError.exit(
                    with: UsageError(
                        command: "chess help",
                        "there is no subcommand \(quoted(name!)); the subcommands are "
                            + sentenceList(names)))
            }
        default:
            window(arguments)
        }
        ExitStatus.ok.exit()
    }

    static func window(_ arguments: [String]) -> Never {
        WindowPart.hand(over: arguments, to: "chess-window", command: "chess")
    }
}
