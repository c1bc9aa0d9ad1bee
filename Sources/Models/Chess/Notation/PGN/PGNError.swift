import Quoting

/// Why PGN text was refused: the line where the trouble is, and what is wrong there.
///
/// ```swift
/// do { _ = try PGNGame.games(in: "1. e4 e5 2. Ke3 *") } catch {
///     error.line         // 1
///     error.description  // "line 1: move 2. Ke3 is not legal: no legal move matches"
/// }
/// ```
public struct PGNError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The text is longer than `PGNGame.maximumBytes`.
        case tooLarge
        /// There is no game at all: no tags and no moves.
        case noGame
        /// A tag pair is not `[Name "value"]` on one line.
        case malformedTag
        /// A `{` comment has no closing `}`; the payload is the line it opened on.
        case unclosedComment(openedOn: Int)
        /// The `FEN` tag is not a position; the payload says why.
        case badStartPosition(String)
        /// A move is not legal where it stands: its number as written ("12." or "12..."),
        /// the text, and why.
        case illegalMove(number: String, san: String, problem: SANError.Problem)
        /// A null move ("--" or "Z0"), which the rules cannot play.
        case nullMove
        /// A `$` annotation that is not a number from 0 to 255, or a run of "!" and "?"
        /// that is not one of "!", "?", "!!", "??", "!?", "?!".
        case badAnnotation(String)
        /// A character that starts no token of PGN.
        case unexpected(String)
        /// A `(` that follows no move it could replace.
        case variationWithoutMove
        /// A `)` that closes nothing.
        case unopenedVariation
        /// A `(` never closed before the game's end; the payload is its line.
        case unclosedVariation(openedOn: Int)
        /// Variations inside variations deeper than `PGNGame.maximumNesting`.
        case nestedTooDeep
        /// A game of more half-moves than `PGNGame.maximumPlies`.
        case tooLong
    }

    /// The line of the text, from 1, where the problem is.
    public let line: Int
    /// What is wrong there.
    public let problem: Problem

    /// An error on `line`.
    public init(line: Int, _ problem: Problem) {
        self.line = line
        self.problem = problem
    }

    /// The problem in a plain sentence without the line, such as "move 2. Ke3 is not legal:
    /// no legal move matches".
    public var reason: String {
        switch problem {
        case .tooLarge:
            "the text is larger than \(PGNGame.maximumBytes / 1_000_000) MB, more than a game file holds"
        case .noGame: "there is no game in it"
        case .malformedTag:
            "a tag must be a name and a quoted value in brackets on one line, as in [White \"Ada\"]"
        case .unclosedComment(let line):
            "the comment opened with \"{\" on line \(line) is never closed"
        case .badStartPosition(let why): "the FEN tag is not a valid position (\(why))"
        case .illegalMove(let number, let san, let problem):
            "move \(number) \(san) is not legal: \(SANError(san, problem).reason)"
        case .nullMove: "null moves (\"--\") cannot be played"
        case .badAnnotation(let text): "\(quoted(text)) is not a move annotation"
        case .unexpected(let text): "\(quoted(text)) is not part of a move, comment or annotation"
        case .variationWithoutMove: "a variation \"(\" must follow the move it replaces"
        case .unopenedVariation: "\")\" closes no variation"
        case .unclosedVariation(let line):
            "the variation opened with \"(\" on line \(line) is never closed"
        case .nestedTooDeep: "variations are nested more than \(PGNGame.maximumNesting) deep"
        case .tooLong: "the game is longer than \(PGNGame.maximumPlies) half-moves"
        }
    }

    /// "line <n>: <reason>".
    public var description: String { "line \(line): \(reason)" }
}
