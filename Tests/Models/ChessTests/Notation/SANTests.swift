import Chess
import PropertyBased
import Testing

/// The SAN of the move given in UCI, in the position given as FEN.
func san(_ uci: String, in fen: String) throws -> String {
    let position = try Position(fen: fen)
    return position.san(of: try #require(position.move(uci: uci)))
}

@Test func sanWritesPiecesCapturesPromotionsAndCastling() throws {
    #expect(try san("g1f3", in: Position.initial.fen) == "Nf3")
    #expect(try san("e2e4", in: Position.initial.fen) == "e4")
    #expect(try san("e5f7", in: Positions.kiwipete) == "Nxf7")
    #expect(try san("d5e6", in: Positions.kiwipete) == "dxe6")
    #expect(try san("e1g1", in: Positions.kiwipete) == "O-O")
    #expect(try san("e1c1", in: Positions.kiwipete) == "O-O-O")
    #expect(try san("b7a8q", in: "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1") == "bxa8=Q+")
    #expect(try san("d7c8n", in: Positions.position5) == "dxc8=N")
    #expect(try san("e5d6", in: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1") == "exd6")
}

@Test func sanAddsCheckAndMate() throws {
    #expect(
        try san("d8h4", in: "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2")
            == "Qh4#")
    #expect(
        try san("f1b5", in: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
            == "Bb5+")
}

@Test func sanNamesTheFileThenTheRankThenTheSquareToTellPiecesApart() throws {
    // Knights on b1 and f1 can both reach d2: the file tells them apart.
    #expect(try san("b1d2", in: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1") == "Nbd2")
    // Rooks on a1 and a5 share the file: the rank tells them apart.
    #expect(try san("a1a3", in: "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1") == "R1a3")
    // Queens on a1, a3 and c1 all reach b2: a1 shares a file with a3 and a rank with c1.
    #expect(try san("a1b2", in: "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1") == "Qa1b2")
    // A rival that is pinned cannot move there, so it needs no disambiguation.
    #expect(try san("g1e2", in: "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1") == "Ne2")
}

@Test func sanReadsWhatItWrites() throws {
    let position = try Position(fen: Positions.kiwipete)
    #expect(try position.move(san: "O-O").uci == "e1g1")
    #expect(try position.move(san: "0-0-0").uci == "e1c1")
    #expect(try position.move(san: "Nxf7").uci == "e5f7")
    #expect(try position.move(san: "Nf7").uci == "e5f7")
    #expect(try position.move(san: "dxe6!?").uci == "d5e6")
    #expect(try Position.initial.move(san: "Ng1f3").uci == "g1f3")
    #expect(try Position.initial.move(san: "e2e4").uci == "e2e4")
    let promotion = try Position(fen: "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
    #expect(try promotion.move(san: "bxa8=Q+").uci == "b7a8q")
    #expect(try promotion.move(san: "bxa8N").uci == "b7a8n")
    #expect(try promotion.move(san: "b8=R").uci == "b7b8r")
}

@Test(arguments: [
    ("Nf4", SANError.Problem.noLegalMove),
    ("Nxf3", .noLegalMove),
    ("e5", .noLegalMove),
    ("O-O", .noLegalMove),
    ("Zf3", .malformed),
    ("", .malformed),
    ("e4+e5", .malformed),
    ("Nf3=Q", .malformed),
])
func sanRefusesWhatIsNotALegalMove(text: String, problem: SANError.Problem) throws {
    #expect(throws: SANError(text, problem)) { try Position.initial.move(san: text) }
}

@Test func sanRefusesAmbiguityAndMissingPromotions() throws {
    #expect(throws: SANError("Nd2", .ambiguous)) {
        try Position(fen: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").move(san: "Nd2")
    }
    #expect(throws: SANError("e8", .missingPromotion)) {
        try Position(fen: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1").move(san: "e8")
    }
}

@Test func everyLegalMoveOfRandomGamesSurvivesASANRoundTrip() async {
    await propertyCheck(count: 20, input: Gen.int(in: 0...1_000_000)) { seed in
        for position in RandomPlay.positions(seed: UInt64(seed), plies: 60) {
            for move in position.legalMoves() {
                let text = position.san(of: move)
                #expect((try? position.move(san: text)) == move, "\(text) in \(position.fen)")
            }
        }
    }
}

@Test func everyLegalMoveOfTheTestPositionsSurvivesASANRoundTrip() throws {
    for fen in Positions.all {
        let position = try Position(fen: fen)
        let texts = position.legalMoves().map { position.san(of: $0) }
        #expect(Set(texts).count == texts.count, "SAN is unambiguous in \(fen)")
        for (move, text) in zip(position.legalMoves(), texts) {
            #expect(try position.move(san: text) == move)
        }
    }
}

@Test func uciReadsWhatItWrites() throws {
    let position = try Position(fen: Positions.position4)
    for move in position.legalMoves() {
        #expect(position.move(uci: move.uci) == move)
    }
    #expect(position.move(uci: "b7a8") == nil)
    #expect(position.move(uci: "b7a8k") == nil)
    #expect(position.move(uci: "z9a8") == nil)
}
