import Chess
import Quoting

/// The engine side of the UCI protocol, without any input or output of its own: feed it
/// the GUI's lines one at a time with `handle(_:)`, which writes the answers through
/// `write` and returns what the caller must do next (start a search, stop one, quit).
///
/// ```swift
/// var session = UCISession()
/// var lines: [String] = []
/// session.handle("uci") { lines.append($0) }            // id …, option …, uciok
/// session.handle("position startpos moves e2e4") { _ in }
/// if case .search(var thinking) = session.handle("go depth 5", write: { lines.append($0) }) {
///     thinking.run(now: { 0 }, shouldStop: { false }, write: { lines.append($0) })
///     session.finished(thinking)                        // keeps the transposition table
/// }
/// ```
/// Malformed input never changes the state: it is answered with an `info string` line
/// saying why.
public struct UCISession: Sendable {
    /// What the caller does after a line.
    public enum Action: Sendable {
        /// Nothing more.
        case none
        /// Run this search (on another thread, or in slices) and then hand it back with
        /// `finished(_:)`.
        case search(UCIThinking)
        /// Stop the search under way; it answers with its best move.
        case stop
        /// Stop any search and exit.
        case quit
    }

    /// The game the next `go` searches: the position and the moves that led to it.
    public private(set) var game = Game()
    /// The settings `setoption` has made.
    public private(set) var options = UCIOptions()
    /// What searches learnt; lent to each search and handed back when it ends.
    private var table: TranspositionTable?

    /// A session at the start position with the default options.
    public init() {}

    /// Handles one line from the GUI.
    @discardableResult
    public mutating func handle(_ line: String, write: (String) -> Void) -> Action {
        switch UCICommand(line: line) {
        case .uci:
            write("id name DragAndDropKit Chess")
            write("id author the DragAndDropKit authors")
            for declaration in UCIOptions.declarations { write(declaration) }
            write("uciok")
        case .isReady:
            write("readyok")
        case .newGame:
            game = Game()
            table?.clear()
        case .setOption(let words):
            let hash = options.hashMegabytes
            if let problem = options.set(words) { write("info string \(problem)") }
            if options.hashMegabytes != hash { table = nil }
        case .position(let words):
            switch Self.game(from: words) {
            case .success(let newGame): game = newGame
            case .failure(let problem): write("info string \(problem.reason); position unchanged")
            }
        case .go(let words):
            var notes: [String] = []
            let limits = UCILimits(words: words, notes: &notes)
            for note in notes { write("info string \(note)") }
            let lent = table ?? TranspositionTable(megabytes: options.hashMegabytes)
            table = nil
            return .search(UCIThinking(game: game, limits: limits, options: options, table: lent))
        case .stop:
            return .stop
        case .ponderHit, .ignored, .empty:
            break
        case .quit:
            return .quit
        case .unknown(let word):
            write("info string unknown command '\(visible(word))'; ignored")
        }
        return .none
    }

    /// Takes back the transposition table a finished search borrowed.
    public mutating func finished(_ thinking: UCIThinking) {
        table = thinking.table
    }

    /// Why a `position` command was not taken.
    public struct Problem: Error, Equatable, Sendable {
        /// A plain sentence for the `info string` line.
        public var reason: String
    }

    /// The game a `position` command describes: `startpos` or `fen <fields>`, then
    /// optionally `moves` and moves in UCI notation, each legal in turn.
    public static func game(from words: [Substring]) -> Result<Game, Problem> {
        let movesAt = words.firstIndex(of: "moves") ?? words.count
        let start: Position
        switch words.first {
        case "startpos":
            guard movesAt == 1 else {
                return .failure(
                    Problem(reason: "position startpos: unexpected '\(visible(words[1]))'"))
            }
            start = .initial
        case "fen":
            let fen = words[1..<movesAt].joined(separator: " ")
            do {
                start = try Position(fen: fen)
            } catch {
                return .failure(Problem(reason: "position fen: \(error.description)"))
            }
        default:
            return .failure(Problem(reason: "position needs 'startpos' or 'fen <FEN>'"))
        }
        var game = Game(start: start)
        for word in words[min(movesAt + 1, words.count)...] {
            guard let move = game.position.move(uci: word) else {
                return .failure(
                    Problem(
                        reason:
                            "position: '\(visible(word))' is not a legal move after \(game.moves.count) moves"
                    ))
            }
            try? game.play(move)
        }
        return .success(game)
    }
}
