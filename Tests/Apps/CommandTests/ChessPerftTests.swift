import TestSupport
import Testing

/// `chess perft`, run as a user would run it.
@Suite struct ChessPerftTests {
    @Test func perftPrintsTheNodeCountAsTheLastLine() throws {
        let result = try ProgramRun.run("chess", ["perft", "--depth", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "8902")
        #expect(result.stderr.isEmpty)
    }

    @Test func perftReadsAPositionFromFEN() throws {
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        let result = try ProgramRun.run("chess", ["perft", "--depth", "3", "--fen", kiwipete])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "97862")
    }

    @Test func divideListsEachRootMoveInUCIWithItsCountThenTheTotal() throws {
        let result = try ProgramRun.run(
            "chess",
            ["perft", "--depth", "2", "--divide", "--fen", "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let moves = lines.dropLast().filter { $0.contains(":") }
        #expect(moves.count == 4 + 6 + 9)  // b8=Q/R/B/N; king d1 d2 e2 f1 f2 O-O; rook
        #expect(moves.contains { $0.hasPrefix("b7b8q: ") })
        #expect(moves.contains { $0.hasPrefix("b7b8n: ") })
        #expect(moves.contains { $0.hasPrefix("e1g1: ") })
        let sum = moves.compactMap { Int($0.split(separator: " ").last ?? "") }.reduce(0, +)
        #expect(lines.last == String(sum))
    }

    @Test func depthZeroCountsTheRootItself() throws {
        let result = try ProgramRun.run("chess", ["perft", "--depth", "0"])
        #expect(result.stdout.split(separator: "\n").last == "1")
    }

    @Test(arguments: [
        "not a fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "",
    ])
    func aBadFENIsAnErrorOnStandardErrorNeverACrash(_ fen: String) throws {
        let result = try ProgramRun.run("chess", ["perft", "--depth", "2", "--fen", fen])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("chess perft: FEN "))
    }

    @Test func theBadFieldIsNamed() throws {
        let result = try ProgramRun.run(
            "chess", ["perft", "--depth", "1", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"])
        #expect(result.stderr.contains("side to move"))
        #expect(result.stderr.contains("\"x\""))
    }

    @Test func aNegativeDepthIsAUsageError() throws {
        let result = try ProgramRun.run("chess", ["perft", "--depth", "-1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--depth"))
    }

    @Test func perftIsASubcommandNotTheDefault() throws {
        // The help lists perft beside play, the default.
        let result = try ProgramRun.run("chess", ["--help"])
        #expect(result.stdout.contains("SUBCOMMANDS"))
        #expect(result.stdout.contains("perft"))
        #expect(result.stdout.contains("play (default)"))
    }
}
