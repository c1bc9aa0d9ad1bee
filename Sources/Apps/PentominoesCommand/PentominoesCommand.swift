import CommandLineTool
import Pentominoes
import Quoting

/// `pentominoes`: `solve` runs here, with the model alone (no window libraries, no
/// Foundation, the standard library linked in), so it starts in a few milliseconds;
/// everything else (`play`, the default, and its flags) is handed to `pentominoes-window`.
@main
enum PentominoesCommand {
    static let overview = """
        OVERVIEW: Pentomino puzzles: solve boards and play.

        USAGE: pentominoes [play] [--board NAME] [OPTIONS]
               pentominoes solve BOARD [--count] [--unique] [--limit N] [--jobs N]

        SUBCOMMANDS:
          play (default)  Play in a window: drag the twelve pieces onto the board.
          solve           Print solutions of a board as letter grids, or count them.

          See "pentominoes help SUBCOMMAND" for a subcommand's options.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "solve":
            Solve.run(Array(arguments.dropFirst()))
        case "--help", "-h":
            print(overview)
        case "help":
            switch arguments.dropFirst().first {
            case nil: print(overview)
            case "solve": print(Solve.spec.help, terminator: "")
            case "play": window(["play", "--help"])
            case let other?:
                StandardError.exit(
                    with: UsageError(
                        command: "pentominoes help",
                        "there is no subcommand \(quoted(other)); the subcommands are play and solve"
                    ))
            }
        default:
            window(arguments)
        }
        ExitStatus.ok.exit()
    }

    static func window(_ arguments: [String]) -> Never {
        WindowPart.hand(over: arguments, to: "pentominoes-window", command: "pentominoes")
    }
}
