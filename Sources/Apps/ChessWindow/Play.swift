import AppOptions
import ArgumentParser
import Chess
import ChessFiles
import ChessScene
import DesktopHost
import Foundation
import HostFiles
import StageKit

/// `chess play`: the board in a window (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Play in a window: drag or click the pieces; the computer can play either side (the default).",
        discussion: """
            Drag a piece: its legal squares light up; drop it on one to move. Or click a piece, \
            then a square. Keys: arrows move a cursor, Enter picks up and drops, Esc cancels; \
            ctrl+z undoes, ctrl+shift+z redoes, f flips the board, ctrl+s saves the game as PGN, \
            ctrl+o opens one; without the cursor up, ← → Home End step through the game. \
            The game in progress is kept when the window closes and comes back the next time \
            (--fen starts a new one); --replay and --screenshot runs keep nothing.
            """)

    @Argument(
        help: ArgumentHelp(
            "A PGN file to open: its game (or the one --game names) at its last position, to "
                + "step through with the arrow keys and play on from any position.",
            valueName: "file.pgn"))
    var file: String?

    @Option(
        name: .long,
        help: "Which game of the PGN file to open, counting from 1 (default: 1).")
    var game: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Start a new game from this position, given as FEN. Without it, the game kept from "
                + "the last window run goes on.",
            valueName: "FEN"))
    var fen: String?

    @Option(name: .long, help: "Who plays white: human or computer (default: human).")
    var white: PlayerArgument?

    @Option(name: .long, help: "Who plays black: human or computer (default: human).")
    var black: PlayerArgument?

    @Option(name: .long, help: "The computer's level: 1 (casual), 2 or 3 (strong) (default: 2).")
    var level: Int?

    @OptionGroup var host: HostOptions

    func validate() throws {
        if file != nil && fen != nil {
            throw ValidationError("give a PGN file or --fen, not both")
        }
        if let game, file == nil {
            throw ValidationError("--game \(game) needs a PGN file to choose from")
        }
        if let game, game < 1 { throw ValidationError("--game must be 1 or more, not \(game)") }
        if let level, SearchLevel.level(level) == nil {
            throw ValidationError("--level must be 1, 2 or 3, not \(level)")
        }
    }

    func run() throws {
        var position = Position.initial
        if let fen {
            do {
                position = try Position(fen: fen)
            } catch {
                Self.complain(error.description)
                throw ExitCode.failure
            }
        }
        let opened = try file.map { try Self.open($0, game: game ?? 1) }
        // A window run keeps its game in the state folder; a scripted run only with --state.
        // The kept game is read even when --fen or a file starts anew: one that cannot be
        // read is set aside before this run's game takes its place.
        let store = host.savedState(.chess)
        let saved = store?.start(.chess) { bytes throws(ChessSaveError) in
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable }
            return try ChessSave(text: text)
        }
        if let notice = saved?.notice { Self.complain(notice) }
        let kept = fen == nil && opened == nil ? saved?.work : nil
        var scene = ChessScene(
            start: kept?.start ?? position, moves: kept?.moves ?? [],
            white: white?.player ?? kept?.white ?? .human,
            black: black?.player ?? kept?.black ?? .human, level: level ?? kept?.level ?? 2,
            storage: PGNFile.storage, startedOn: kept?.date)
        if kept != nil { scene.say("Welcome back: your game is as you left it.") }
        if let opened, let file {
            scene.load(opened, from: file, number: game)
            if white != nil || black != nil {
                scene.setComputer(
                    white: white?.player ?? .human, black: black?.player ?? .human)
            }
        }
        let final = try DesktopHost.run(scene, title: "Chess", configuration: host.configuration)
        guard let store, saved?.keeps ?? false else { return }
        do {
            try store.save(ChessSave(of: final).text, for: .chess)
        } catch {
            Self.complain("could not keep the game: \(error.description).")
        }
    }

    /// The game numbered `number` (from 1) of the PGN file `name`, or a complaint in one
    /// sentence and exit status 1: the file cannot be read, a line of it is wrong, or it has
    /// no such game.
    private static func open(_ name: String, game number: Int) throws -> PGNGame {
        let games: [PGNGame]
        do {
            games = try PGNGame.games(in: try PGNFile.read(name: name))
        } catch let error as PGNSaveError {
            complain("\(name): \(error.reason).")
            throw ExitCode.failure
        } catch let error as PGNError {
            complain("\(name), \(error.description).")
            throw ExitCode.failure
        }
        guard number <= games.count else {
            let count = games.count == 1 ? "1 game" : "\(games.count) games"
            complain("\(name) holds \(count); --game \(number) is not one of them.")
            throw ExitCode.failure
        }
        return games[number - 1]
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("chess: \(message)\n".utf8))
    }
}

/// `human` or `computer`, for --white and --black.
enum PlayerArgument: String, ExpressibleByArgument, CaseIterable {
    case human, computer

    var player: ChessScene.Player { self == .human ? .human : .computer }
}
