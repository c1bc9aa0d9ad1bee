import Foundation
import TestSupport
import Testing

/// The launcher keeps each app's work as the standalone app does: in the app's own state
/// folder, in the same file, when the app is left and when demos quits.
struct DemosKeepingTests {
    @Test func workLeftInTheLauncherComesBackThereAndInTheStandaloneApp() throws {
        let data = try temporaryFolder("demos")
        defer { try? FileManager.default.removeItem(at: data) }
        // Open Board, delete its first card, leave with the back button, open it again
        // (the sixth card), then quit.
        let replay = data.appendingPathComponent("leave.replay")
        try """
        0 resize 1280 800
        100 key tab
        200 key delete
        500 down 40 26
        550 up 40 26
        900 key 6
        """.write(to: replay, atomically: true, encoding: .utf8)
        let first = try ProgramRun.run(
            "demos",
            [
                "--open", "Board", "--replay", replay.path, "--state", data.path,
                "--print-state",
            ])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("To do"), "\(first.stdout)")
        #expect(!first.stdout.contains("Plan the week"), "the reopened board is the changed one")
        let file = data.appendingPathComponent("board/board.json")
        let written = (try? contents(of: data)) ?? []
        #expect(FileManager.default.fileExists(atPath: file.path), "\(written)")

        // Started again, the launcher's Board is as it was left…
        let again = try ProgramRun.run(
            "demos",
            [
                "--open", "Board", "--screenshot", "/dev/null", "--state", data.path,
                "--print-state",
            ])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == first.stdout)
        // …and so is the standalone app's, from the same file.
        let standalone = try ProgramRun.run(
            "board",
            [
                "--screenshot", "/dev/null", "--state", file.deletingLastPathComponent().path,
                "--print-state",
            ])
        #expect(standalone.stdout == first.stdout)
    }
}
