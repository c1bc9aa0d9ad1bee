import Foundation
import TestSupport
import Testing

/// The Board app driven through the real `board` binary.
struct BoardCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let movedBoard = """
        To do (2)
          - Call the plumber [red]
          - Water the plants [green]
        Doing (2)
          - Plan the week [blue]
          - Write the report [orange] — two pages
        Done (1)
          - Buy groceries — oat milk, apples, bread
        """

    @Test func aReplayMovesCardsBetweenColumns() throws {
        let replay = Self.fixtures.appendingPathComponent("board-moves.replay").path
        let result = try ProgramRun.run("board", ["--replay", replay, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Self.movedBoard)
    }

    @Test func theBoardIsKeptInTheStateFolderAndComesBack() throws {
        let state = try temporaryFolder("board")
        defer { try? FileManager.default.removeItem(at: state) }
        let replay = Self.fixtures.appendingPathComponent("board-moves.replay").path
        let first = try ProgramRun.run("board", ["--replay", replay, "--state", state.path])
        #expect(first.status == 0, "\(first.stderr)")
        let again = try ProgramRun.run(
            "board", ["--screenshot", "/dev/null", "--state", state.path, "--print-state"])
        #expect(again.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Self.movedBoard)
    }

    @Test func anUnreadableKeptBoardIsSetAsideAndTheSampleBegins() throws {
        let state = try temporaryFolder("board")
        defer { try? FileManager.default.removeItem(at: state) }
        let kept = state.appendingPathComponent("board.json")
        try Data("{\"version\": 1, \"columns\": [[[[".utf8).write(to: kept)
        let result = try ProgramRun.run(
            "board", ["--screenshot", "/dev/null", "--state", state.path, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("To do (3)"))
        #expect(result.stderr.contains("set aside as board.corrupt-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
        #expect(names.contains { $0.hasPrefix("board.corrupt-") && $0.hasSuffix(".json") })
    }

    @Test func aScriptedRunNeverTouchesTheUsersBoard() throws {
        let home = try temporaryFolder("board-home")
        defer { try? FileManager.default.removeItem(at: home) }
        let replay = Self.fixtures.appendingPathComponent("board-moves.replay").path
        let result = try ProgramRun.run(
            "board", ["--replay", replay],
            environment: ["XDG_DATA_HOME": home.path, "HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func anUnknownFlagIsRefusedClearly() throws {
        let result = try ProgramRun.run("board", ["--colour", "red"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--colour"))
    }
}
