/// One game read from Portable Game Notation: its tag pairs, the main line played out as
/// a `Game`, the result written after the moves, and the comments and annotations (NAGs)
/// on the main line. Side lines (variations) are read and checked move by move, then
/// counted rather than kept.
///
/// ```swift
/// let games = try PGNGame.games(in: """
///     [White "Ada"]
///     [Black "Alan"]
///
///     1. e4 {a classic} e5 2. Nf3 (2. f4 exf4) Nc6 $1 1/2-1/2
///     """)
/// games[0].game.sanMoves        // ["e4", "e5", "Nf3", "Nc6"]
/// games[0].tag("White")         // "Ada"
/// games[0].annotations[1]       // comment "a classic"
/// games[0].result               // "1/2-1/2"
/// games[0].sideLines            // 1
/// ```
public struct PGNGame: Sendable {
    /// A tag pair, such as `[White "Ada"]`.
    public struct Tag: Equatable, Sendable {
        /// The name, such as "White".
        public var name: String
        /// The value, without quotes or escapes.
        public var value: String

        /// A tag pair.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// What a PGN says about a point in the main line: a comment in braces and numeric
    /// annotation glyphs ("$1", or "!" written after a move).
    public struct Annotation: Equatable, Sendable {
        /// The comments there, joined by a space, with runs of white space made one space.
        public var comment: String = ""
        /// The annotation glyphs, in order: 1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!"…
        public var glyphs: [Int] = []

        /// An annotation.
        public init(comment: String = "", glyphs: [Int] = []) {
            self.comment = comment
            self.glyphs = glyphs
        }
    }

    /// The tag pairs in the order written.
    public var tags: [Tag]
    /// The main line, played from the start position (the `FEN` tag's, if any).
    public var game: Game
    /// The result written at the end of the moves: "1-0", "0-1", "1/2-1/2" or "*".
    public var result: String
    /// Comments and glyphs by the number of half-moves played where they stand: 0 before the
    /// first move, 1 after the first move, and so on.
    public var annotations: [Int: Annotation]
    /// How many variations the text gave (at any depth); they are checked, not kept.
    public var sideLines: Int
    /// The line of the text where the game starts.
    public var line: Int

    /// A game to write as PGN, or as `games(in:)` read it.
    ///
    /// ```swift
    /// PGNGame(tags: [.init("White", "Ada")], game: game, result: "1-0").pgn
    /// ```
    public init(
        tags: [Tag], game: Game, result: String, annotations: [Int: Annotation] = [:],
        sideLines: Int = 0, line: Int = 1
    ) {
        self.tags = tags
        self.game = game
        self.result = result
        self.annotations = annotations
        self.sideLines = sideLines
        self.line = line
    }

    /// The value of the last tag of that name, or nil.
    public func tag(_ name: String) -> String? { tags.last { $0.name == name }?.value }

    /// The largest text `games(in:)` reads: 8 MB, hundreds of thousands of games' worth.
    public static let maximumBytes = 8_000_000
    /// The deepest variations may nest.
    public static let maximumNesting = 64
    /// The most half-moves in one game (the longest legal game has fewer than 12,000).
    public static let maximumPlies = 12_000

    /// A one-line summary for a list of games, such as
    /// "Ada – Alan, 1-0, London 1851 (24 moves)".
    public var summary: String {
        let known = { (name: String) -> String? in
            guard let value = self.tag(name), !value.isEmpty, value != "?", !value.hasPrefix("??")
            else { return nil }
            return value
        }
        var text = "\(known("White") ?? "?") – \(known("Black") ?? "?"), \(result)"
        let place = [known("Event"), known("Site"), known("Date").map { String($0.prefix(4)) }]
            .compactMap { $0 }
        if !place.isEmpty { text += ", " + place.joined(separator: " ") }
        let moves = (game.moves.count + 1) / 2
        return text + " (\(moves) move\(moves == 1 ? "" : "s"))"
    }
}

extension PGNGame: Equatable {
    /// Games are equal when their tags, start, moves, result and annotations are; the count
    /// of side lines, which PGN output does not keep, is left out.
    public static func == (a: PGNGame, b: PGNGame) -> Bool {
        a.tags == b.tags && a.game.startPosition == b.game.startPosition
            && a.game.moves == b.game.moves && a.result == b.result
            && a.annotations == b.annotations
    }
}
