import Foundation
import TestSupport
import Testing

/// The game in progress is kept between window runs in the state folder (`game.txt`), and
/// comes back on the next start; scripted runs never read or write a user's kept game.
@Suite struct ChessStateTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let initialFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    static let afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    static let keptE4 = """
        chess save 1
        start \(initialFEN)
        moves e2e4
        white human
        black human
        level 2

        """

    @Test(arguments: [keptE4, "not a saved game at all\n"])
    func scriptedRunsNeverReadOrWriteTheKeptGame(kept: String) throws {
        let data = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let folder = data.appendingPathComponent("chess")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("game.txt")
        try Data(kept.utf8).write(to: file)
        let environment = ["XDG_DATA_HOME": data.path]
        let shot = data.appendingPathComponent("shot.png").path
        let screenshot = try ProgramRun.run(
            "chess", ["--screenshot", shot, "--print-state"], environment: environment)
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        #expect(screenshot.stdout == Self.initialFEN + "\nWhite to move\n", "a new game")
        let replay = try ProgramRun.run(
            "chess", ["--replay", try firstMoveReplay(in: data).path, "--print-state"],
            environment: environment)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout == Self.afterE4 + "\nBlack to move\n", "the replay's game alone")
        #expect(try Data(contentsOf: file) == Data(kept.utf8), "the kept game is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["game.txt"])
        #expect(
            !screenshot.stderr.contains("chess:") && !replay.stderr.contains("chess:"),
            "nothing to report")
    }

    @Test func theGameIsKeptInTheStateFolderAndComesBackOnTheNextRun() throws {
        let state = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try ProgramRun.run(
            "chess", ["--replay", try firstMoveReplay(in: state).path, "--state", state.path])
        #expect(first.status == 0, "\(first.stderr)")
        let kept = try String(
            contentsOf: state.appendingPathComponent("game.txt"), encoding: .utf8)
        // Kept with the date the game was started, for the PGN it may be saved as later.
        let day = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let today = String(format: "%04d.%02d.%02d", day.year!, day.month!, day.day!)
        #expect(kept == Self.keptE4 + "date \(today)\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
                == ["e4.replay", "game.txt"], "no temporary file left behind")

        let second = try ProgramRun.run(
            "chess", ["--screenshot", "/dev/null", "--state", state.path, "--print-state"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == Self.afterE4 + "\nBlack to move\n", "as it was left")
    }

    @Test func aFENStartsANewGameInsteadOfTheKeptOne() throws {
        let state = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        try Data(Self.keptE4.utf8).write(to: state.appendingPathComponent("game.txt"))
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        let run = try ProgramRun.run(
            "chess",
            ["--fen", fen, "--screenshot", "/dev/null", "--state", state.path, "--print-state"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == fen + "\nWhite to move\n")
        let kept = try String(
            contentsOf: state.appendingPathComponent("game.txt"), encoding: .utf8)
        #expect(kept.contains("start \(fen)\nmoves \n"), "the new game is kept: \(kept)")
    }

    @Test(arguments: [
        "garbage\u{0}\u{1}",
        "chess save 1\nstart not a fen\nmoves\nwhite human\nblack human\nlevel 2\n",
        "chess save 1\nstart \(initialFEN)\nmoves e2e5\nwhite human\nblack human\nlevel 2\n",
    ])
    func aKeptGameThatCannotBeReadIsSetAsideReportedAndNeverOverwritten(bad: String) throws {
        let state = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = state.appendingPathComponent("game.txt")
        try Data(bad.utf8).write(to: file)
        let run = try ProgramRun.run(
            "chess", ["--screenshot", "/dev/null", "--state", state.path, "--print-state"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == Self.initialFEN + "\nWhite to move\n", "a new game")
        #expect(run.stderr.hasPrefix("chess: The last game could not be read"), "\(run.stderr)")
        #expect(run.stderr.contains("could not be read"))
        let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
        let aside = try #require(names.first { $0.hasPrefix("game.corrupt-") })
        #expect(aside.hasSuffix(".txt"))
        #expect(run.stderr.contains(aside), "says where it went")
        #expect(
            try Data(contentsOf: state.appendingPathComponent(aside)) == Data(bad.utf8),
            "the bad file is kept as it was")
        let kept = try String(contentsOf: file, encoding: .utf8)
        #expect(kept.hasPrefix("chess save 1\nstart \(Self.initialFEN)\n"), "the new game")
    }

    @Test func aNewGameFromAFENDoesNotOverwriteAKeptGameThatCannotBeRead() throws {
        let state = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let bad = Data("chess save 1\nstart nonsense\n".utf8)
        try bad.write(to: state.appendingPathComponent("game.txt"))
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        let run = try ProgramRun.run(
            "chess", ["--fen", fen, "--screenshot", "/dev/null", "--state", state.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("could not be read"), "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
        let aside = try #require(names.first { $0.hasPrefix("game.corrupt-") })
        #expect(try Data(contentsOf: state.appendingPathComponent(aside)) == bad)
    }

    /// The recording's first move only (white's e4).
    private func firstMoveReplay(in folder: URL) throws -> URL {
        let all = try String(
            contentsOf: Self.fixtures.appendingPathComponent("chess-scholars-mate.replay"),
            encoding: .utf8)
        let url = folder.appendingPathComponent("e4.replay")
        try (all.split(separator: "\n").prefix(14).joined(separator: "\n") + "\n").write(
            to: url, atomically: true, encoding: .utf8)
        return url
    }

}
