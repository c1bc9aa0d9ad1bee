import Foundation
import TestSupport
import Testing

/// `chess` (play, the default) run as a user would, with recorded sessions.
@Suite struct ChessPlayTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func scholarsMatePlayedByDraggingEndsInCheckmate() throws {
        let replay = Self.fixtures.appendingPathComponent("chess-scholars-mate.replay").path
        let result = try ProgramRun.run("chess", ["--replay", replay, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\nCheckmate — White wins\n"
        )
    }

    @Test func aGameStartsFromTheFENGiven() throws {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chess-\(UUID()).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let result = try ProgramRun.run(
            "chess", ["play", "--fen", fen, "--screenshot", shot, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == fen + "\nWhite to move\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    }

    @Test(arguments: ["not a fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", ""])
    func aBadFENIsReportedAndTheProgramExitsNonZero(_ fen: String) throws {
        let result = try ProgramRun.run("chess", ["--fen", fen, "--screenshot", "/dev/null"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("chess: FEN "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func badPlayerAndLevelOptionsAreRefused() throws {
        let level = try ProgramRun.run("chess", ["--level", "4", "--screenshot", "/dev/null"])
        #expect(level.status != 0)
        #expect(level.stderr.contains("--level must be 1, 2 or 3"))
        let player = try ProgramRun.run("chess", ["--black", "robot", "--screenshot", "/dev/null"])
        #expect(player.status != 0)
        #expect(player.stderr.contains("robot"))
    }

    @Test func theComputerAnswersAReplayedMove() throws {
        // Only white's first move of the recording is played by hand; black answers it.
        let all = try String(
            contentsOf: Self.fixtures.appendingPathComponent("chess-scholars-mate.replay"),
            encoding: .utf8)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let firstMove = folder.appendingPathComponent("e4.replay")
        try (all.split(separator: "\n").prefix(14).joined(separator: "\n") + "\n").write(
            to: firstMove, atomically: true, encoding: .utf8)
        let result = try ProgramRun.run(
            "chess",
            ["--black", "computer", "--level", "2", "--replay", firstMove.path, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.count == 2 && lines.first?.contains(" w ") == true,
            "black has answered: \(result.stdout)")
        #expect(lines.first?.contains("4P3") == true, "white's e4 stands")
        #expect(lines.last == "White to move")
    }

    @Test func ctrlSSavesThePGNAtomicallyToTheNamedFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("scholar.pgn")
        try "previous".write(to: target, atomically: true, encoding: .utf8)
        let result = try runAndSave(to: target.path, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let pgn = try String(contentsOf: target, encoding: .utf8)
        #expect(pgn.contains("[Result \"1-0\"]"))
        #expect(pgn.contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty, "no temporary file is left behind")
    }

    @Test func aSaveThatFailsLosesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nowhere = folder.appendingPathComponent("missing/scholar.pgn").path
        let result = try runAndSave(to: nowhere, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: nowhere))
        #expect(result.stdout.hasSuffix("Checkmate — White wins\n"), "the game is intact")
    }

    @Test func aGameAgainstTheComputerIsSavedWithTheLoginNameTheLevelAndToday() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ada.pgn").path
        var script = "0 resize 1280 800\n100 key ctrl+s\n"
        for i in 1...8 { script += "\(200 + i * 10) key backspace\n" }
        script += "400 text \(path)\n500 key enter\n"
        let replay = folder.appendingPathComponent("save.replay")
        try script.write(to: replay, atomically: true, encoding: .utf8)
        let day = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let today = String(format: "%04d.%02d.%02d", day.year!, day.month!, day.day!)
        let initialFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        let result = try ProgramRun.run(
            "chess", ["--fen", initialFEN, "--black", "computer", "--replay", replay.path],
            environment: ["USER": "ada"])
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("[Date \"\(today)\"]"), "\(saved)")
        #expect(saved.contains("[White \"Ada\"]"))
        #expect(saved.contains("[Black \"Computer, level 2\"]"))
    }

    /// Plays the recorded Scholar's mate, then saves it through the sheet under `path`.
    private func runAndSave(to path: String, in folder: URL) throws -> ProgramRun {
        var script = try String(
            contentsOf: Self.fixtures.appendingPathComponent("chess-scholars-mate.replay"),
            encoding: .utf8)
        let end = 20_000
        script += "\(end) key ctrl+s\n"
        for i in 1...8 { script += "\(end + 100 + i * 10) key backspace\n" }
        // Enter saves; a second Enter answers "Replace?" when the file is there.
        script += "\(end + 300) text \(path)\n\(end + 400) key enter\n\(end + 500) key enter\n"
        let replay = folder.appendingPathComponent("save.replay")
        try script.write(to: replay, atomically: true, encoding: .utf8)
        return try ProgramRun.run("chess", ["--replay", replay.path, "--print-state"])
    }

}
