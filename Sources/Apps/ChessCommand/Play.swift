import ArgumentParser
import Chess
import ChessScene
import DesktopHost
import Foundation

/// `chess play`: the board in a window (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Play in a window: drag or click the pieces; the computer can play either side (the default).",
        discussion: """
            Drag a piece: its legal squares light up; drop it on one to move. Or click a piece, \
            then a square. Keys: arrows move a cursor, Enter picks up and drops, Esc cancels; \
            ctrl+z undoes, ctrl+shift+z redoes, f flips the board, ctrl+s saves the game as PGN.
            """)

    @Option(
        name: .long, help: ArgumentHelp("Start from this position, given as FEN.", valueName: "FEN")
    )
    var fen: String?

    @Option(name: .long, help: "Who plays white: human or computer.")
    var white: PlayerArgument = .human

    @Option(name: .long, help: "Who plays black: human or computer.")
    var black: PlayerArgument = .human

    @Option(name: .long, help: "The computer's level: 1 (casual), 2 or 3 (strong).")
    var level = 2

    @OptionGroup var host: HostOptions

    func validate() throws {
        guard SearchLevel.level(level) != nil else {
            throw ValidationError("--level must be 1, 2 or 3, not \(level)")
        }
    }

    func run() throws {
        var start = Position.initial
        if let fen {
            do {
                start = try Position(fen: fen)
            } catch {
                FileHandle.standardError.write(Data("chess: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
        let scene = ChessScene(
            start: start, white: white.player, black: black.player, level: level,
            storage: PGNFile.save(name:pgn:))
        try DesktopHost.run(scene, title: "Chess", options: host)
    }
}

/// `human` or `computer`, for --white and --black.
enum PlayerArgument: String, ExpressibleByArgument, CaseIterable {
    case human, computer

    var player: ChessScene.Player { self == .human ? .human : .computer }
}
