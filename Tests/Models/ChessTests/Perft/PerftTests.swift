import Chess
import Testing

/// Published perft counts (chessprogramming wiki, "Perft Results"), at depths a debug build
/// finishes in seconds. The deeper counts run through the release-built `chess perft` in
/// CommandTests.
struct PerftCase: CustomTestStringConvertible, Sendable {
    let name: String
    let fen: String
    let counts: [Int]  // counts[d - 1] = perft(d)

    var testDescription: String { name }

    static let all: [PerftCase] = [
        PerftCase(
            name: "initial position",
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            counts: [20, 400, 8_902, 197_281, 4_865_609]),
        PerftCase(
            name: "Kiwipete (position 2)",
            fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            counts: [48, 2_039, 97_862, 4_085_603]),
        PerftCase(
            name: "position 3 (en passant pins, rook endgame)",
            fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            counts: [14, 191, 2_812, 43_238, 674_624]),
        PerftCase(
            name: "position 4 (promotions, castling, white to move)",
            fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            counts: [6, 264, 9_467, 422_333]),
        PerftCase(
            name: "position 4 mirrored (black to move)",
            fen: "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
            counts: [6, 264, 9_467, 422_333]),
        PerftCase(
            name: "position 5",
            fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            counts: [44, 1_486, 62_379, 2_103_487]),
        PerftCase(
            name: "position 6",
            fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            counts: [46, 2_079, 89_890, 3_894_594]),
    ]
}

@Test(arguments: PerftCase.all)
func perftMatchesPublishedCounts(_ testCase: PerftCase) throws {
    let position = try Position(fen: testCase.fen)
    for (index, expected) in testCase.counts.enumerated() {
        #expect(position.perft(depth: index + 1) == expected, "depth \(index + 1)")
    }
}

/// Small positions that each stress one rule, with counts from the chessprogramming wiki's
/// and other generators' published test suites.
@Test(arguments: [
    // En passant would expose the king along the fourth rank: forbidden.
    ("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 1, 6),
    ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1_134_888),
    // En passant captures the checking pawn.
    ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1_015_133),
    ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1_440_467),
    // Castling rights, through check, losing rights by rook capture.
    ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661_072),
    ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803_711),
    ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1_274_206),
    ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1_720_476),
    // Promotions, including under-promotion giving check.
    ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3_821_001),
    ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217_342),
    ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92_683),
    // Discovered and double checks, stalemate and checkmate at the leaves.
    ("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23_527),
    ("K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2_217),
    ("8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567_584),
])
func perftOfRuleStressingPositions(fen: String, depth: Int, expected: Int) throws {
    #expect(try Position(fen: fen).perft(depth: depth) == expected)
}

@Test func divideAddsUpToPerft() throws {
    let position = try Position(
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
    let divided = position.divide(depth: 3)
    #expect(divided.count == 48)
    #expect(divided.reduce(0) { $0 + $1.nodes } == 97_862)
    #expect(Set(divided.map { $0.move }).count == 48)
}

@Test func perftOfDepthZeroIsOneAndDepthOneIsTheMoveCount() throws {
    #expect(Position.initial.perft(depth: 0) == 1)
    #expect(Position.initial.perft(depth: 1) == Position.initial.legalMoves().count)
}
