import Chess

/// A game kept between runs: the start position as FEN, the moves in UCI, and who plays
/// each side at what level, as a small text (the desktop keeps it in `game.txt` of its
/// state folder, the browser in `localStorage`).
///
/// ```
/// chess save 1
/// start rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
/// moves e2e4 e7e5 g1f3
/// white human
/// black computer
/// level 2
/// date 2026.11.27
/// ```
///
/// The `date` line (when the game was started) is left out when unknown; texts without
/// it, from before it was kept, still read.
public struct ChessSave: Sendable {
    /// The position the game started from.
    public var start: Position
    /// The moves played since, every one legal.
    public var moves: [Move]
    /// Who plays white.
    public var white: ChessScene.Player
    /// Who plays black.
    public var black: ChessScene.Player
    /// The computer's level (1, 2 or 3).
    public var level: Int
    /// The date the game was started, "YYYY.MM.DD", if known.
    public var date: String?

    /// The text's first line.
    public static let header = "chess save 1"
    /// The longest text read, in bytes (a game of thousands of moves fits).
    public static let largestText = 1024 * 1024

    /// A game from its parts.
    public init(
        start: Position, moves: [Move], white: ChessScene.Player, black: ChessScene.Player,
        level: Int, date: String? = nil
    ) {
        self.date = date
        self.start = start
        self.moves = moves
        self.white = white
        self.black = black
        self.level = level
    }

    /// The game a scene is playing.
    public init(of scene: ChessScene) {
        self.init(
            start: scene.game.startPosition, moves: scene.game.moves, white: scene.white,
            black: scene.black, level: scene.level, date: scene.startedOn)
    }

    /// The text to keep.
    public var text: String {
        var moveList = ""
        for move in moves { moveList += (moveList.isEmpty ? "" : " ") + move.uci }
        return """
            \(Self.header)
            start \(start.fen)
            moves \(moveList)
            white \(Self.word(for: white))
            black \(Self.word(for: black))
            level \(level)
            """ + (date.map { "\ndate \($0)" } ?? "") + "\n"
    }

    /// Reads a kept game's text; the error says what is wrong with it, and every move is
    /// checked against the rules.
    public init(text: String) throws(ChessSaveError) {
        guard text.utf8.count <= Self.largestText else { throw .unreadable }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
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
        date = fields["date"].flatMap { Self.isDate($0) ? $0 : nil }
    }

    /// Whether a kept date reads "YYYY.MM.DD" (digits, or "?" where unknown).
    private static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10
            && bytes.indices.allSatisfy { index in
                index == 4 || index == 7
                    ? bytes[index] == UInt8(ascii: ".")
                    : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                        || bytes[index] == UInt8(ascii: "?")
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

/// What is wrong with a kept chess game, as the end of a sentence ("the kept game cannot be
/// read: it …").
public enum ChessSaveError: Error, Equatable, CustomStringConvertible {
    case unreadable, notASave
    case missing(String)
    case badStart(String)
    case illegalMove(String)

    /// The reason, in plain words.
    public var description: String {
        switch self {
        case .unreadable: "it cannot be read as a small text file"
        case .notASave: "it does not start with '\(ChessSave.header)'"
        case .missing(let what): "it does not say \(what)"
        case .badStart(let reason): "its start position is not valid: \(reason)"
        case .illegalMove(let uci): "its move \(uci) is not legal there"
        }
    }
}
