import Foundation
import Testing

/// The game driven through the real `pentominoes` binary with a recorded session.
struct PentominoesPlayTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func aReplayThatDragsEveryPieceIntoPlaceFillsTheBoard() throws {
        let replay = Self.fixtures.appendingPathComponent("pentominoes-fill.replay").path
        let result = try CommandRunner.run("pentominoes", ["--replay", replay, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        let grid = result.stdout.split(separator: "\n").suffix(6).map(String.init)
        #expect(grid.count == 6 && grid.allSatisfy { $0.count == 10 })
        #expect(!grid.joined().contains("."), "every cell is covered:\n\(grid.joined(separator: "\n"))")
        for letter in "FILNPTUVWXYZ" {
            #expect(grid.joined().filter { $0 == letter }.count == 5, "\(letter) covers five cells")
        }
    }

    @Test func anUnknownBoardIsRefusedClearly() throws {
        let result = try CommandRunner.run("pentominoes", ["play", "--board", "7x7", "--screenshot", "/dev/null"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown board '7x7'"))
    }

    @Test func aScreenshotNeedsNoDisplay() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let result = try CommandRunner.run("pentominoes", ["--board", "8x8-centre", "--screenshot", png])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    }
}
