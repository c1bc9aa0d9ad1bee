import Chess
import Testing

@Test func foolsMateIsCheckmateForBlack() throws {
    var game = Game()
    for san in ["f3", "e5", "g4", "Qh4#"] { try game.play(san: san) }
    #expect(game.status == .checkmate(winner: .black))
    #expect(game.isCheck)
    #expect(game.sanMoves == ["f3", "e5", "g4", "Qh4#"])
}

@Test func stalemateIsADrawWithoutCheck() throws {
    // Black king h8, white queen g6? No: queen f7 and king g6 leave the king no square.
    let position = try Position(fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    #expect(position.status == .stalemate)
    #expect(!position.isCheck)
    #expect(position.legalMoves().isEmpty)
}

@Test func checkIsReportedWhileTheGameGoesOn() throws {
    let position = try Position(
        fen: "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2")
    #expect(position.isCheck)
    #expect(position.status == .ongoing)
}

@Test func theSamePositionThreeTimesIsADraw() throws {
    var game = Game()
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"]
    for san in shuffle { try game.play(san: san) }
    #expect(game.repetitionCount == 2)
    #expect(game.status == .ongoing)
    for san in shuffle.dropLast() { try game.play(san: san) }
    #expect(game.status == .ongoing)
    try game.play(san: "Ng8")
    #expect(game.repetitionCount == 3)
    #expect(game.status == .draw(.threefoldRepetition))
    game.undo()
    #expect(game.status == .ongoing)
}

@Test func anEnPassantChanceMakesAPositionDifferent() throws {
    // After 1. e4 Nf6 2. e5 d5 white may take en passant; after the knights shuffle back the
    // board is the same but the chance is gone, so that is not a repetition yet.
    var game = Game()
    for san in ["e4", "Nf6", "e5", "d5", "Nf3", "Nc6", "Ng1", "Nb8"] { try game.play(san: san) }
    #expect(game.position.enPassantSquare == nil)
    #expect(game.repetitionCount == 1)
}

@Test func fiftyMovesWithoutCaptureOrPawnMoveIsADraw() throws {
    #expect(try Position(fen: "4k3/8/8/8/8/8/8/R3K3 w - - 99 80").status == .ongoing)
    var game = Game(start: try Position(fen: "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"))
    try game.play(san: "Ra2")
    #expect(game.status == .draw(.fiftyMoveRule))
    // Mate on the hundredth half move still counts as mate.
    #expect(
        try Position(fen: "R3k3/8/4K3/8/8/8/8/8 b - - 100 90").status == .checkmate(winner: .white))
}

@Test(arguments: [
    ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
    ("4k3/8/8/8/8/8/8/3BK3 w - - 0 1", true),
    ("4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true),
    ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),  // both bishops on dark squares
    ("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false),  // bishops on different colours
    ("4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", false),
    ("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", false),
    ("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", false),
])
func insufficientMaterialIsADraw(fen: String, insufficient: Bool) throws {
    let position = try Position(fen: fen)
    #expect(position.hasInsufficientMaterial == insufficient)
    #expect((position.status == .draw(.insufficientMaterial)) == insufficient)
}

@Test func undoRestoresThePreviousPosition() throws {
    var game = Game()
    try game.play(san: "e4")
    let afterE4 = game.position
    try game.play(san: "c5")
    #expect(game.undo()?.uci == "c7c5")
    #expect(game.position == afterE4)
    #expect(game.undo()?.uci == "e2e4")
    #expect(game.position == .initial)
    #expect(game.undo() == nil)
}

@Test func anIllegalMoveLeavesTheGameUnchanged() throws {
    var game = Game()
    #expect(throws: SANError("e5", .noLegalMove)) { try game.play(san: "e5") }
    #expect(game.moves.isEmpty && game.position == .initial)
}

@Test func aDropOnTheBoardPlaysTheMoveOrNothing() throws {
    var game = Game(start: try Position(fen: "r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1"))
    #expect(game.play(from: .b7, to: .b8) == nil, "a promotion needs its piece")
    #expect(game.play(from: .e1, to: .e3) == nil)
    #expect(game.moves.isEmpty)
    #expect(game.play(from: .e1, to: .h1)?.isKingsideCastling == true)
    #expect(game.position.piece(at: .f1) == Piece(.white, .rook))
    #expect(game.play(from: .e8, to: .d8)?.uci == "e8d8")
    #expect(game.play(from: .b7, to: .a8, promotion: .queen)?.uci == "b7a8q")
    #expect(game.isCheck)
    #expect(game.sanMoves == ["O-O", "Kd8", "bxa8=Q+"])
}
