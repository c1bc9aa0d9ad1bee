extension PGNGame {
    /// Reads every game in PGN text, in order: tag pairs, then moves in SAN with their
    /// numbers, comments (`{…}` and `;` to the end of the line), annotation glyphs (`$1`,
    /// `!`, `?!`…) and variations in parentheses, then the result.
    ///
    /// ```swift
    /// let games = try PGNGame.games(in: text)
    /// games.count          // 3
    /// games[2].game.moves  // the third game's main line
    /// ```
    /// Every move, in side lines too, must be legal where it stands; the first problem
    /// refuses the whole text, with its line. A new game starts at a tag after moves, or at
    /// moves after a result. A game without a result ends as "*"; a game the rules ended
    /// (mate, stalemate, a draw the rules make) takes the rules' result.
    /// - Complexity: O(length × legal moves per position); texts larger than
    ///   `maximumBytes`, variations deeper than `maximumNesting` and games longer than
    ///   `maximumPlies` are refused.
    public static func games(in text: String) throws(PGNError) -> [PGNGame] {
        guard text.utf8.count <= maximumBytes else { throw PGNError(line: 1, .tooLarge) }
        var scanner = PGNScanner(text)
        var games: [PGNGame] = []
        var reader = GameReader()
        while true {
            let (token, line) = try scanner.next()
            switch token {
            case .tag(let name, let value):
                if reader.hasMovetext { games.append(try reader.finish(result: "*", line: line)) }
                if reader.tags.isEmpty { reader.line = line }
                reader.tags.append(Tag(name, value))
                if name == "FEN" { reader.fenLine = line }
            case .moveNumber, .move, .glyph, .comment, .open, .close:
                if !reader.hasMovetext && reader.tags.isEmpty { reader.line = line }
                try reader.read(token, line: line)
            case .result(let result):
                if !reader.hasMovetext && reader.tags.isEmpty { reader.line = line }
                games.append(try reader.finish(result: result, line: line))
            case .end:
                if reader.hasMovetext || !reader.tags.isEmpty {
                    games.append(try reader.finish(result: "*", line: line))
                }
                guard !games.isEmpty else { throw PGNError(line: line, .noGame) }
                return games
            }
        }
    }
}

/// One game as it is being read: its tags, the main line, and the variations open.
private struct GameReader {
    /// A variation being read: the position its next move is played in, and the position
    /// before its last move (where a variation inside it starts).
    struct SideLine {
        var position: Position
        var before: Position?
        var openedOn: Int
    }

    var tags: [PGNGame.Tag] = []
    var line = 1
    var fenLine = 1
    var hasMovetext = false
    private var game: Game?
    private var before: Position?
    private var annotations: [Int: PGNGame.Annotation] = [:]
    private var sideLines = 0
    private var open: [SideLine] = []

    /// The main line, created from the `FEN` tag at its first use.
    private mutating func mainLine() throws(PGNError) -> Game {
        if let game { return game }
        var start = Position.initial
        if let fen = tags.last(where: { $0.name == "FEN" })?.value {
            do {
                start = try Position(fen: fen)
            } catch {
                throw PGNError(line: fenLine, .badStartPosition(error.description))
            }
        }
        let created = Game(start: start)
        game = created
        return created
    }

    mutating func read(_ token: PGNScanner.Token, line: Int) throws(PGNError) {
        hasMovetext = true
        var main = try mainLine()
        switch token {
        case .move(let san):
            if var side = open.popLast() {
                let move = try Self.move(san, in: side.position, line: line)
                side.before = side.position
                side.position.playUnchecked(move)
                open.append(side)
            } else {
                guard main.moves.count < PGNGame.maximumPlies else {
                    throw PGNError(line: line, .tooLong)
                }
                let move = try Self.move(san, in: main.position, line: line)
                before = main.position
                game = nil  // keeps `main` the only reference, so playing does not copy
                try? main.play(move)
                game = main
            }
        case .glyph(let glyph) where open.isEmpty:
            annotations[main.moves.count, default: .init()].glyphs.append(glyph)
        case .comment(let comment) where open.isEmpty && !comment.isEmpty:
            var annotation = annotations[main.moves.count, default: .init()]
            annotation.comment += (annotation.comment.isEmpty ? "" : " ") + comment
            annotations[main.moves.count] = annotation
        case .open:
            guard open.count < PGNGame.maximumNesting else {
                throw PGNError(line: line, .nestedTooDeep)
            }
            guard let start = open.isEmpty ? before : open[open.count - 1].before else {
                throw PGNError(line: line, .variationWithoutMove)
            }
            open.append(SideLine(position: start, before: nil, openedOn: line))
            sideLines += 1
        case .close:
            guard open.popLast() != nil else { throw PGNError(line: line, .unopenedVariation) }
        default:
            break
        }
    }

    /// The finished game; the reader is ready for the next.
    mutating func finish(result: String, line: Int) throws(PGNError) -> PGNGame {
        if let side = open.first {
            throw PGNError(line: side.openedOn, .unclosedVariation(openedOn: side.openedOn))
        }
        let main = try mainLine()
        let status = main.status
        let finished = PGNGame(
            tags: tags, game: main, result: status.isOver ? status.result : result,
            annotations: annotations, sideLines: sideLines, line: self.line)
        self = GameReader()
        return finished
    }

    /// The legal move `san` names in `position`, or an error naming it with its number.
    private static func move(_ san: String, in position: Position, line: Int) throws(PGNError)
        -> Move
    {
        do {
            return try position.move(san: san)
        } catch {
            let number =
                "\(position.fullmoveNumber)" + (position.sideToMove == .white ? "." : "...")
            throw PGNError(
                line: line, .illegalMove(number: number, san: san, problem: error.problem))
        }
    }
}
