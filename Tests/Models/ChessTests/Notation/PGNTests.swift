import Chess
import Testing

@Test func pgnHasTheSevenTagRosterMovesAndResult() throws {
    var game = Game()
    for san in ["f3", "e5", "g4", "Qh4"] { try game.play(san: san) }
    #expect(
        game.pgn(tags: [("White", "Fool"), ("Black", "Scholar"), ("Event", "A \"quick\" game")])
            == """
            [Event "A \\"quick\\" game"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "?"]
            [White "Fool"]
            [Black "Scholar"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 0-1

            """)
}

@Test func pgnOfAGameFromASetUpPositionRecordsTheFEN() throws {
    let start = try Position(fen: "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30")
    var game = Game(start: start)
    try game.play(san: "Kd7")
    try game.play(san: "e4")
    let pgn = game.pgn(tags: [("Annotator", "Test")])
    #expect(
        pgn.contains(
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[Annotator \"Test\"]"))
    #expect(pgn.hasSuffix("\n30... Kd7 31. e4 *\n"))
}

@Test func pgnMoveTextWrapsBeforeEightyColumns() throws {
    var game = Game()
    var random = SplitMix64(seed: 7)
    while game.moves.count < 80, game.status == .ongoing,
        let move = game.position.legalMoves().randomElement(using: &random)
    {
        try game.play(move)
    }
    let pgn = game.pgn()
    let moveText = pgn.split(separator: "\n").drop { $0.hasPrefix("[") }
    #expect(moveText.count > 3)
    #expect(moveText.allSatisfy { $0.count < 80 })
    #expect(pgn.hasSuffix(" \(game.status.result)\n"))
    // The move text holds every move, in order.
    let tokens = moveText.joined(separator: " ").split(separator: " ").map(String.init)
    #expect(tokens.filter { !$0.hasSuffix(".") }.dropLast() == ArraySlice(game.sanMoves))
}
