import Chess
import ChessScene
import DesktopHost
import Foundation
import HostFiles

/// The game kept between window runs, in `game.txt` of the state folder
/// (`StateFolder.forRun(app: "chess", …)`): the start position as FEN, the moves in UCI,
/// and who plays each side at what level.
///
/// ```
/// chess save 1
/// start rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
/// moves e2e4 e7e5 g1f3
/// white human
/// black computer
/// level 2
/// ```
struct SavedGame {
    var start: Position
    var moves: [Move]
    var white: ChessScene.Player
    var black: ChessScene.Player
    var level: Int

    static let header = "chess save 1"
    static let fileName = "game.txt"

    init(
        start: Position, moves: [Move], white: ChessScene.Player, black: ChessScene.Player,
        level: Int
    ) {
        self.start = start
        self.moves = moves
        self.white = white
        self.black = black
        self.level = level
    }

    /// The game a scene is playing.
    init(of scene: ChessScene) {
        self.init(
            start: scene.game.startPosition, moves: scene.game.moves, white: scene.white,
            black: scene.black, level: scene.level)
    }

    /// The file's text.
    var text: String {
        """
        \(Self.header)
        start \(start.fen)
        moves \(moves.map { $0.uci }.joined(separator: " "))
        white \(Self.word(for: white))
        black \(Self.word(for: black))
        level \(level)

        """
    }

    /// Reads a saved game's text; the error says what is wrong with it.
    init(text: String) throws(SavedGameError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            String($0)
        }
        guard lines.first == Self.header else { throw .notASave }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        guard let fen = fields["start"] else { throw .missing("start") }
        do {
            start = try Position(fen: fen)
        } catch {
            throw .badStart(error.description)
        }
        var game = Game(start: start)
        for uci in (fields["moves"] ?? "").split(separator: " ") {
            guard let move = game.position.move(uci: uci), (try? game.play(move)) != nil else {
                throw .illegalMove(String(uci))
            }
        }
        moves = game.moves
        guard let white = fields["white"].flatMap(Self.player),
            let black = fields["black"].flatMap(Self.player)
        else { throw .missing("white and black (human or computer)") }
        guard let level = fields["level"].flatMap({ Int($0) }), SearchLevel.level(level) != nil
        else { throw .missing("level (1, 2 or 3)") }
        self.white = white
        self.black = black
        self.level = level
    }

    /// Loads the game at `url`: nil when there is none, an error when it is unreadable.
    static func load(from url: URL) throws(SavedGameError) -> SavedGame? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = try? Data(contentsOf: url), data.count < 1024 * 1024,
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable }
        return try SavedGame(text: text)
    }

    /// Writes the game into `folder` atomically (`AtomicFile`), so an interrupted save never
    /// loses the previous game.
    func save(in folder: StateFolder) throws(HostError) {
        try folder.prepare()
        do {
            try AtomicFile.write(Data(text.utf8), to: folder.file(Self.fileName))
        } catch {
            throw .file(path: error.path, reason: error.reason)
        }
    }

    private static func player(_ word: String) -> ChessScene.Player? {
        switch word {
        case "human": .human
        case "computer": .computer
        default: nil
        }
    }

    private static func word(for player: ChessScene.Player) -> String {
        player == .human ? "human" : "computer"
    }
}

/// What is wrong with a saved game.
enum SavedGameError: Error, Equatable, CustomStringConvertible {
    case unreadable, notASave
    case missing(String)
    case badStart(String)
    case illegalMove(String)

    var description: String {
        switch self {
        case .unreadable: "it cannot be read as a small text file"
        case .notASave: "it does not start with '\(SavedGame.header)'"
        case .missing(let what): "it does not say \(what)"
        case .badStart(let reason): "its start position is not valid: \(reason)"
        case .illegalMove(let uci): "its move \(uci) is not legal there"
        }
    }
}
