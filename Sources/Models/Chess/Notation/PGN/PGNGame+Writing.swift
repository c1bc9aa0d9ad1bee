extension PGNGame {
    /// The game as PGN text: the seven standard tags first, then the others in order (a
    /// `FEN` tag when the start is not the usual one), the main line with its comments and
    /// glyphs, and the result. Side lines are not written.
    ///
    /// ```swift
    /// let games = try PGNGame.games(in: "1. e4 {best by test} e5 1-0")
    /// games[0].pgn  // "[Event \"?\"] … [Result \"1-0\"]\n\n1. e4 {best by test} e5 1-0\n"
    /// ```
    /// - Complexity: O(moves × legal moves).
    public var pgn: String {
        game.pgn(
            tags: tags.map { ($0.name, $0.value) }, result: result, annotations: annotations)
    }
}
