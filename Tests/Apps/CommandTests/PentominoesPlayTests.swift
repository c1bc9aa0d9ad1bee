import Foundation
import TestSupport
import Testing

/// The game driven through the real `pentominoes` binary with a recorded session.
struct PentominoesPlayTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func aReplayThatDragsEveryPieceIntoPlaceFillsTheBoard() throws {
        let replay = Self.fixtures.appendingPathComponent("pentominoes-fill.replay").path
        let result = try ProgramRun.run("pentominoes", ["--replay", replay, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        let grid = result.stdout.split(separator: "\n").suffix(6).map(String.init)
        #expect(grid.count == 6 && grid.allSatisfy { $0.count == 10 })
        #expect(
            !grid.joined().contains("."), "every cell is covered:\n\(grid.joined(separator: "\n"))")
        for letter in "FILNPTUVWXYZ" {
            #expect(grid.joined().filter { $0 == letter }.count == 5, "\(letter) covers five cells")
        }
    }

    @Test func anUnknownBoardIsRefusedClearly() throws {
        let result = try ProgramRun.run(
            "pentominoes", ["play", "--board", "7x7", "--screenshot", "/dev/null"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown board '7x7'"))
    }

    @Test func aScreenshotNeedsNoDisplay() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pentominoes-\(UUID()).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let result = try ProgramRun.run(
            "pentominoes", ["--board", "8x8-centre", "--screenshot", png])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    }

    @Test func theGameIsSavedOnExitAndGoesOnNextTime() throws {
        let state = try temporaryFolder("pentominoes")
        defer { try? FileManager.default.removeItem(at: state) }
        // Play the first few pieces of the recorded game, keeping the game in --state.
        let all = try String(
            contentsOf: Self.fixtures.appendingPathComponent("pentominoes-fill.replay"),
            encoding: .utf8)
        let partial = state.appendingPathComponent("partial.replay")
        try (all.split(separator: "\n").prefix(40).joined(separator: "\n") + "\n").write(
            to: partial, atomically: true, encoding: .utf8)
        let played = try ProgramRun.run(
            "pentominoes", ["--replay", partial.path, "--print-state", "--state", state.path])
        #expect(played.status == 0, "\(played.stderr)")
        let grid = played.stdout.split(separator: "\n").suffix(6).joined(separator: "\n")
        #expect(grid.contains { $0.isLetter }, "some pieces were placed")
        let saved = try String(
            contentsOf: state.appendingPathComponent("game.txt"), encoding: .utf8)
        #expect(saved.hasPrefix("pentominoes save 1\nboard 6x10\n"))
        // Next time, the game goes on where it was left.
        let shot = state.appendingPathComponent("shot.png").path
        let again = try ProgramRun.run(
            "pentominoes", ["--screenshot", shot, "--print-state", "--state", state.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.split(separator: "\n").suffix(6).joined(separator: "\n") == grid)
    }

    @Test func scriptedRunsNeitherReadNorWriteTheUsersGame() throws {
        let data = try temporaryFolder("pentominoes")
        defer { try? FileManager.default.removeItem(at: data) }
        let game = data.appendingPathComponent("pentominoes/game.txt")
        try FileManager.default.createDirectory(
            at: game.deletingLastPathComponent(), withIntermediateDirectories: true)
        let picture = [
            "XXX.......", "X.X.......", "..........", "..........", "..........", "..........",
        ]
        try "pentominoes save 1\nboard 6x10\n\(picture.joined(separator: "\n"))\n".write(
            to: game, atomically: true, encoding: .utf8)
        let before = try FolderSnapshot(of: data)
        let replay = Self.fixtures.appendingPathComponent("pentominoes-fill.replay").path
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pentominoes-\(UUID()).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        for arguments in [
            ["--replay", replay], ["--screenshot", shot],
            ["--replay", replay, "--screenshot", shot],
            ["--board", "5x12", "--screenshot", shot],
        ] {
            let run = try ProgramRun.run(
                "pentominoes", arguments + ["--print-state"],
                environment: ["XDG_DATA_HOME": data.path])
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(
                try FolderSnapshot(of: data) == before, "\(arguments) left the saved game alone")
            if arguments.count == 2 && arguments[0] == "--screenshot" {
                #expect(
                    !run.stdout.contains("XXX"),
                    "a screenshot starts from a new game, not the saved one")
            }
        }
    }

    @Test func aCorruptSaveIsSetAsideNotOverwritten() throws {
        for corrupt in [
            "garbage", "pentominoes save 1\nboard 9x9\n", "pentominoes save 1\nboard 3x20\nXX\n",
            "pentominoes save 1\nboard 6x10\nFFFFF.....\n..........\n..........\n..........\n..........\n..........",
        ] {
            let state = try temporaryFolder("pentominoes")
            defer { try? FileManager.default.removeItem(at: state) }
            let save = state.appendingPathComponent("game.txt")
            try corrupt.write(to: save, atomically: true, encoding: .utf8)
            let replay = state.appendingPathComponent("empty.replay")
            try "0 resize 1280 800\n".write(to: replay, atomically: true, encoding: .utf8)
            let run = try ProgramRun.run(
                "pentominoes", ["--replay", replay.path, "--print-state", "--state", state.path])
            #expect(run.status == 0)
            #expect(run.stderr.contains("could not be read"), "\(corrupt): \(run.stderr)")
            #expect(run.stderr.contains("set aside as game.corrupt-"), "\(run.stderr)")
            #expect(
                !run.stdout.split(separator: "\n").suffix(6).joined().contains { $0.isLetter },
                "a new game")
            let files = try FileManager.default.contentsOfDirectory(atPath: state.path)
            let aside = files.filter { $0.hasPrefix("game.corrupt-") && $0.hasSuffix(".txt") }
            #expect(aside.count == 1, "\(files)")
            if let aside = aside.first {
                #expect(
                    try String(contentsOf: state.appendingPathComponent(aside), encoding: .utf8)
                        == corrupt, "the unreadable game is kept, byte for byte")
            }
            #expect(
                try String(contentsOf: save, encoding: .utf8).hasPrefix("pentominoes save 1"),
                "the new game is saved in its place")
        }
    }
}
