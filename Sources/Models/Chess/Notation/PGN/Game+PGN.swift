extension Game {
    /// The game in Portable Game Notation: tag pairs, then the moves in SAN with move
    /// numbers, then the result, wrapped at 80 columns.
    ///
    /// ```swift
    /// var game = Game()
    /// try game.play(san: "e4")
    /// print(game.pgn(tags: [("White", "Ada"), ("Black", "Alan")]))
    /// // [Event "?"]
    /// // [Site "?"]
    /// // [Date "????.??.??"]
    /// // [Round "?"]
    /// // [White "Ada"]
    /// // [Black "Alan"]
    /// // [Result "*"]
    /// //
    /// // 1. e4 *
    /// ```
    /// The seven standard tags come first, in their usual order, with "?" where `tags` gives
    /// no value; `Result` always follows the game's status. Other tags follow in the order
    /// given. A game that did not start from the initial position also gets `SetUp` and `FEN`.
    /// - Complexity: O(moves × legal moves).
    public func pgn(tags: [(name: String, value: String)] = []) -> String {
        pgn(tags: tags, result: status.result, annotations: [:])
    }

    /// The PGN text with `result` written (in the `Result` tag and after the moves) and
    /// `annotations` (comments and glyphs by half-moves played) among the moves.
    func pgn(
        tags: [(name: String, value: String)], result: String,
        annotations: [Int: PGNGame.Annotation]
    ) -> String {
        let roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
        let defaults = ["?", "?", "????.??.??", "?", "?", "?", result]
        var lines: [String] = []
        for (name, fallback) in zip(roster, defaults) {
            let value =
                name == "Result" ? result : tags.last(where: { $0.name == name })?.value ?? fallback
            lines.append(Self.tag(name, value))
        }
        var extra = tags.filter {
            !roster.contains($0.name) && $0.name != "SetUp" && $0.name != "FEN"
        }
        if startPosition != .initial {
            extra = [("SetUp", "1"), ("FEN", startPosition.fen)] + extra
        }
        for (name, value) in extra { lines.append(Self.tag(name, value)) }
        lines.append("")

        var tokens = Self.annotationTokens(annotations[0])
        var number = startPosition.fullmoveNumber
        var side = startPosition.sideToMove
        for (index, san) in sanMoves.enumerated() {
            if side == .white {
                tokens.append("\(number).")
            } else if index == 0 || annotations[index]?.comment.isEmpty == false {
                tokens.append("\(number)...")
            }
            tokens.append(san)
            tokens += Self.annotationTokens(annotations[index + 1])
            if side == .black { number += 1 }
            side = side.opponent
        }
        tokens.append(result)

        var line = ""
        for token in tokens {
            if !line.isEmpty && line.count + 1 + token.count > 79 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? token : " " + token
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The glyphs ("$1") and then the comment ("{…}") of one point in the moves.
    private static func annotationTokens(_ annotation: PGNGame.Annotation?) -> [String] {
        guard let annotation else { return [] }
        let glyphs = annotation.glyphs.map { "$\($0)" }
        return annotation.comment.isEmpty ? glyphs : glyphs + ["{\(annotation.comment)}"]
    }

    /// One tag pair, with quotes and backslashes in the value escaped.
    private static func tag(_ name: String, _ value: String) -> String {
        var escaped: [UInt8] = []
        for byte in value.utf8 where byte != 10 && byte != 13 {
            if byte == 34 || byte == 92 { escaped.append(92) }  // before " and \
            escaped.append(byte)
        }
        return "[\(name) \"\(String(decoding: escaped, as: UTF8.self))\"]"
    }
}
