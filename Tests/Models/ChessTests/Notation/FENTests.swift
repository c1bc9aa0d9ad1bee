import Chess
import PropertyBased
import Testing

@Test func theInitialPositionWritesTheStandardFEN() throws {
    #expect(Position.initial.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    #expect(try Position(fen: Position.initial.fen) == .initial)
}

@Test func fenReadsEveryField() throws {
    let position = try Position(fen: "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 3 42")
    #expect(position.piece(at: .a8) == Piece(.black, .rook))
    #expect(position.sideToMove == .white)
    #expect(position.castlingRights == [.whiteKingside, .blackQueenside])
    #expect(position.enPassantSquare == .d6)
    #expect(position.halfmoveClock == 3)
    #expect(position.fullmoveNumber == 42)
}

@Test func theMoveClocksMayBeLeftOut() throws {
    let position = try Position(fen: "4k3/8/8/8/8/8/8/4K3 b - -")
    #expect(position.fen == "4k3/8/8/8/8/8/8/4K3 b - - 0 1")
}

@Test func anEnPassantSquareNoPawnCanUseIsDropped() throws {
    #expect(try Position(fen: "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").enPassantSquare == nil)
    #expect(try Position(fen: "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").enPassantSquare == .e3)
}

@Test func positionsOfRandomGamesSurviveAFENRoundTrip() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
        for position in RandomPlay.positions(seed: UInt64(seed), plies: 80) {
            let fen = position.fen
            #expect((try? Position(fen: fen)) == position, "\(fen)")
            #expect((try? Position(fen: fen))?.fen == fen)
        }
    }
}

@Test(arguments: [
    ("8/8/8/8/8/8/8/8 w - - 0", FENError.Field.fields, "found 5 fields"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", .placement, "found 7 ranks"),
    (
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", .placement,
        "unexpected \"9\" in rank 6"
    ),
    (
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", .placement,
        "rank 7 describes 9 squares"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", .placement,
        "rank 1 describes 7 squares"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", .placement,
        "unexpected \"X\" in rank 1"
    ),
    ("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", .placement, "black has 0 kings"),
    ("Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQ - 0 1", .placement, "white pawn on a8"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", .sideToMove,
        "expected \"w\" or \"b\", found \"x\""
    ),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", .castling, "unexpected \"x\""),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1", .castling, "\"K\" appears twice"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", .castling,
        "\"K\" needs the white king on e1 and a white rook on h1"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", .enPassant,
        "expected \"-\" or a square"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", .enPassant,
        "e4 is not on the third rank"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", .enPassant,
        "e3 needs a white pawn on e4"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", .halfmoveClock,
        "expected a whole number, found \"-1\""
    ),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", .fullmoveNumber, "0 is too small"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999",
        .fullmoveNumber, "is too large"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1000000 1", .halfmoveClock,
        "\"1000000\" is too large; at most 999999"
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1000000", .fullmoveNumber,
        "\"1000000\" is too large; at most 999999"
    ),
    ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", .sideToMove, "white is in check but it is black's turn"),
])
func malformedFENsSayWhichFieldIsWrongAndWhy(fen: String, field: FENError.Field, reason: String)
    throws
{
    #expect {
        try Position(fen: fen)
    } throws: { error in
        guard let error = error as? FENError else { return false }
        return error.field == field && error.reason.contains(reason)
    }
}

@Test func theErrorMessageNamesTheField() throws {
    let error = FENError(.enPassant, "e4 is not on the third rank")
    #expect(error.description == "FEN en passant square: e4 is not on the third rank")
}

/// Mangles a valid FEN: characters replaced, inserted, deleted or swapped, biased towards
/// characters that FEN uses, so the parser's deeper checks are reached too.
func mangled(_ fen: String, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    var bytes = Array(fen.utf8)
    let alphabet = Array("KQRBNPkqrbnp12345678/ -wbacdefgh09x".utf8) + [0, 0xFF, 0xC3]
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !bytes.isEmpty: bytes[index] = alphabet.randomElement(using: &random)!
        case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
        case 2 where !bytes.isEmpty: bytes.remove(at: index)
        default: if index + 1 < bytes.count { bytes.swapAt(index, index + 1) }
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

@Test func fuzzedFENsNeverCrashAndWhatParsesIsPlayable() async {
    let sources = Positions.all + [Position.initial.fen]
    await propertyCheck(count: 3_000, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...3)) {
        seed, pick in
        let text = mangled(sources[pick], seed: UInt64(seed))
        if let position = try? Position(fen: text) {
            // Whatever is accepted is a position the rules can work with: every legal move
            // plays, and the bulk count at depth 2 agrees with playing each move out.
            let moves = position.legalMoves()
            let children = moves.compactMap { position.playing($0) }
            #expect(children.count == moves.count, "every legal move plays")
            #expect(position.perft(depth: 1) == moves.count)
            #expect(position.perft(depth: 2) == children.reduce(0) { $0 + $1.legalMoves().count })
            #expect((try? Position(fen: position.fen)) == position)
        }
    }
}

@Test func randomTextIsReadAsAPositionThatReadsAgainOrRefusedWithAReason() async {
    await propertyCheck(count: 2_000, input: Gen.latin1.string(of: 0...90)) { text in
        do {
            let position = try Position(fen: text)
            #expect((try? Position(fen: position.fen)) == position, "\(text) reads again")
        } catch let error as FENError {
            #expect(!error.description.isEmpty, "\(text) is refused with a reason")
        } catch {
            Issue.record("\(text) is refused with \(error), not a FENError")
        }
    }
}

@Test func theClocksStopAtTheLargestValueFENReadsSoEveryPlayedPositionReadsAgain() throws {
    // A quiet move by each side from clocks at the limit.
    var position = try Position(fen: "4k3/8/8/8/8/8/8/4K3 w - - 999999 999999")
    position.playUnchecked(position.move(uci: "e1d1")!)
    position.playUnchecked(position.move(uci: "e8d8")!)
    #expect(position.fen == "3k4/8/8/8/8/8/8/3K4 w - - 999999 999999")
    #expect(try Position(fen: position.fen) == position)
    // Leading zeros are not what makes a number large.
    #expect(try Position(fen: "4k3/8/8/8/8/8/8/4K3 w - - 0000012 0000034").fen.hasSuffix(" 12 34"))
}

/// For any FEN the parser accepts and any legal move there, the position after the move
/// writes a FEN that parses again to the same position (clocks near the limit included).
@Test func everyMoveFromAnAcceptedFENLeadsToAFENThatReadsAgain() async {
    let sources = Positions.all + [Position.initial.fen, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"]
    // Half the clocks near the edges (the fifty- and seventy-five-move marks, the limit).
    func clock(_ code: Int) -> Int {
        let edges = [0, 1, 99, 100, 149, 150, 999_998, 999_999]
        return code % 2 == 0 ? edges[code / 2 % edges.count] : code % (Position.largestClock + 1)
    }
    let codes = Gen.int(in: 0...Int(Int32.max))
    await propertyCheck(count: 400, input: codes, Gen.int(in: 0...5), codes, codes) {
        seed, pick, halfmoveCode, fullmoveCode in
        let (halfmove, fullmove) = (clock(halfmoveCode), max(clock(fullmoveCode), 1))
        // The source's first four fields with chosen clocks, mangled one time in three.
        let fields = sources[pick % sources.count].split(separator: " ").prefix(4)
        var text = fields.joined(separator: " ") + " \(halfmove) \(fullmove)"
        if seed % 3 == 0 { text = mangled(text, seed: UInt64(seed)) }
        guard let position = try? Position(fen: text) else { return }
        for move in position.legalMoves() {
            var child = position
            child.playUnchecked(move)
            let reread = try? Position(fen: child.fen)
            #expect(reread == child, "\(text), then \(move.uci): \(child.fen)")
            #expect(reread?.fen == child.fen)
        }
    }
}
