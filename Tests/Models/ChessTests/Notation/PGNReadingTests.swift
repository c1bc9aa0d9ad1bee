import Chess
import Testing

/// The Opera Game (Morphy, Paris 1858), with a comment, glyphs and a side line.
let operaGame = """
    [Event "A Night at the Opera"]
    [Site "Paris FRA"]
    [Date "1858.??.??"]
    [White "Paul Morphy"]
    [Black "Duke Karl / Count Isouard"]
    [Result "1-0"]

    1. e4 e5 2. Nf3 d6 3. d4 Bg4 $2 {This is a weak move already.} 4. dxe5 Bxf3
    5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5
    11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7
    ; the queen sacrifice
    16. Qb8+! (16. Qa3 a6) Nxb8 17. Rd8# 1-0
    """

@Test func theOperaGameIsReadWithItsTagsCommentsGlyphsAndMainLine() throws {
    let games = try PGNGame.games(in: operaGame)
    #expect(games.count == 1)
    let opera = games[0]
    #expect(opera.tag("White") == "Paul Morphy")
    #expect(opera.tag("Black") == "Duke Karl / Count Isouard")
    #expect(opera.game.moves.count == 33)
    #expect(opera.game.status == .checkmate(winner: .white))
    #expect(opera.result == "1-0")
    #expect(opera.annotations[6] == .init(comment: "This is a weak move already.", glyphs: [2]))
    #expect(opera.annotations[31] == .init(glyphs: [1]))
    #expect(opera.sideLines == 1)
    #expect(
        opera.summary
            == "Paul Morphy – Duke Karl / Count Isouard, 1-0, A Night at the Opera Paris FRA 1858 (17 moves)"
    )
}

@Test func severalGamesInOneTextAreReadInOrder() throws {
    let text = """
        [White "A"]
        1. e4 e5 1/2-1/2

        [White "B"]
        1. d4 d5 2. c4 0-1
        1. c4 *
        """
    let games = try PGNGame.games(in: text)
    #expect(games.map { $0.game.sanMoves } == [["e4", "e5"], ["d4", "d5", "c4"], ["c4"]])
    #expect(games.map(\.result) == ["1/2-1/2", "0-1", "*"])
    #expect(games.map(\.line) == [1, 4, 6])
}

@Test func aGameFromASetUpPositionStartsThere() throws {
    let games = try PGNGame.games(
        in: """
            [SetUp "1"]
            [FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]

            30... Kd7 31. e4 *
            """)
    #expect(games[0].game.startPosition.fullmoveNumber == 30)
    #expect(games[0].game.sanMoves == ["Kd7", "e4"])
}

@Test func badTextIsRefusedWithTheLineAndAPlainReason() {
    let cases: [(String, Int, String)] = [
        ("1. e4 e5\n2. Ke3 *", 2, "move 2. Ke3 is not legal: no legal move matches"),
        (
            "1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 Qxc6 *", 2,
            "move 4... Qxc6 is not legal: no legal move matches"
        ),
        (
            "[White \"Ada\"\n1. e4 *", 1,
            "a tag must be a name and a quoted value in brackets on one line, as in [White \"Ada\"]"
        ),
        ("1. e4 {a long\nthought\n", 1, "the comment opened with \"{\" on line 1 is never closed"),
        (
            "1. e4 (1. d4 d5\n2. c4 *", 1,
            "the variation opened with \"(\" on line 1 is never closed"
        ),
        ("(1. e4) *", 1, "a variation \"(\" must follow the move it replaces"),
        ("1. e4 ) *", 1, "\")\" closes no variation"),
        ("1. e4 e5 2. -- *", 1, "null moves (\"--\") cannot be played"),
        ("1. e4 $300 *", 1, "\"$300\" is not a move annotation"),
        ("1. e4 !!? *", 1, "\"!!?\" is not a move annotation"),
        ("\n\n1. e4 & *", 3, "\"&\" is not part of a move, comment or annotation"),
        (
            "[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *", 1,
            "the FEN tag is not a valid position (FEN piece placement: found 3 ranks separated by \"/\", expected 8)"
        ),
        ("  \n% nothing\n; here\n", 4, "there is no game in it"),
    ]
    for (text, line, reason) in cases {
        #expect(throws: PGNError.self) { try PGNGame.games(in: text) }
        do {
            _ = try PGNGame.games(in: text)
        } catch {
            #expect(error.line == line, "\(text)")
            #expect(error.reason == reason, "\(text)")
        }
    }
}

@Test func hostileTextIsRefusedQuickly() {
    let deep = "1. e4 " + String(repeating: "(1. d4 ", count: 100) + "*"
    #expect(throws: PGNError(line: 1, .nestedTooDeep)) { try PGNGame.games(in: deep) }
    let huge = String(repeating: "{x}", count: PGNGame.maximumBytes / 3 + 1)
    #expect(throws: PGNError(line: 1, .tooLarge)) { try PGNGame.games(in: huge) }
    let shuffle = String(repeating: "Nf3 Nf6 Ng1 Ng8 ", count: 3_001) + "*"
    #expect(throws: PGNError(line: 1, .tooLong)) { try PGNGame.games(in: shuffle) }
}

@Test func writtenGamesReadBackTheSame() throws {
    let games = try PGNGame.games(in: operaGame + "\n\n[White \"x\"]\n1. d4 {opening} d5 $1 *")
    let written = games.map(\.pgn).joined(separator: "\n")
    let again = try PGNGame.games(in: written)
    // Written once, the tags are in the standard order; after that nothing changes.
    #expect(again.map(\.game.moves) == games.map(\.game.moves))
    #expect(again.map(\.annotations) == games.map(\.annotations))
    #expect(try PGNGame.games(in: again.map(\.pgn).joined(separator: "\n")) == again)
    #expect(written.contains("3. d4 Bg4 $2 {This is a weak move already.} 4. dxe5"))
}

@Test(arguments: 0..<40) func randomGamesWithCommentsRoundTrip(seed: Int) throws {
    var generator = SplitMix64(seed: UInt64(seed))
    var game = Game()
    var annotations: [Int: PGNGame.Annotation] = [:]
    for ply in 0..<Int(generator.next() % 120) {
        let moves = game.position.legalMoves()
        guard !moves.isEmpty, !game.status.isOver else { break }
        try game.play(moves[Int(generator.next() % UInt64(moves.count))])
        if generator.next() % 4 == 0 {
            annotations[ply + 1] = .init(
                comment: "note \(ply)", glyphs: [Int(generator.next() % 256)])
        }
    }
    let original = PGNGame(
        tags: [.init("Event", "Random \(seed)")], game: game, result: game.status.result,
        annotations: annotations)
    let read = try PGNGame.games(in: original.pgn)
    #expect(read.count == 1)
    #expect(read[0].game.moves == game.moves)
    #expect(read[0].annotations == annotations)
    #expect(read[0].result == game.status.result)
}
