import Launcher
import Foundation
import Geometry
import Gestures
import StageKit
import TestSupport
import Testing
@testable import DesktopHost

@Suite("Replay files on the desktop")
struct ReplayFileTests {
    @Test("a malformed line of a file is reported with the file's path and the line's number")
    func reportsPath() {
        #expect(
            throws: HostError.replay(
                path: "s.txt", line: 2,
                reason: "unknown event 'jump' "
                    + "(expected down, move, up, cancel, key, text, paste, wheel, resize or focus)")
        ) {
            _ = try ReplayScript(parsing: "0 key a\n5 jump 1 2", path: "s.txt")
        }
    }
}

@Suite("Replaying through a scene")
struct ReplayRunTests {
    @Test("the longest script allowed, 24 hours of mostly nothing, replays at once")
    func longPause() throws {
        let script = try ReplayScript(
            parsing: "0 resize 1280 800\n100 key tab\n86400000 key tab\n86400000 key enter")
        var scene = WidgetGalleryScene()
        let clock = ContinuousClock()
        let took = clock.measure { Replay.run(script, through: &scene) }
        #expect(took < .seconds(5), "took \(took)")
    }

    /// A session on the widget gallery: drag the token, double-click it, type and submit.
    static let session = """
        0 resize 1280 800
        100 move 648 236
        200 down 648 236
        250 move 700 260
        300 move 800 300
        350 move 948 336
        400 up 948 336
        1000 down 948 336
        1080 up 948 336
        1160 down 948 336
        1240 up 948 336
        2000 down 100 320
        2050 up 100 320
        2100 text notes.txt
        2200 key enter
        """

    @Test("a replay drives the scene to the state the session produced")
    func replaysGallery() throws {
        var scene = WidgetGalleryScene()
        Replay.run(try ReplayScript(parsing: Self.session), through: &scene)
        // The token starts at (200, 160) in the play area, whose corner is at (448, 76).
        #expect(scene.tokenOffset == Point(x: 500, y: 260))
        #expect(scene.tokenFlipped)
        #expect(scene.submitted == "notes.txt")
    }

    @Test("the same file always replays to the same state and the same frame")
    func deterministic() throws {
        let script = try ReplayScript(parsing: Self.session)
        var a = WidgetGalleryScene(), b = WidgetGalleryScene()
        Replay.run(script, through: &a)
        Replay.run(script, through: &b)
        #expect(a.stateDescription == b.stateDescription)
        #expect(a.displayList() == b.displayList())
    }

    @Test("demos --replay --print-state --screenshot prints the state and writes the final frame")
    func commandLine() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("session.txt").path
        // The same session inside the launcher: open the gallery with the number key of its
        // card; the launcher's bar is 44 points tall, so every y moves down by 44.
        let card = try #require(
            DemoCatalog.entries.firstIndex { entry in entry.title == "Widgets" })
        var lines = ["0 key \(card + 1)"]
        for line in Self.session.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 4, let y = Double(parts[3]) {
                lines.append("\(parts[0]) \(parts[1]) \(parts[2]) \(Int(y) + 44)")
            } else if parts[1] != "resize" {
                lines.append(String(line))
            }
        }
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("final.png").path
        let run = try ProgramRun.run(
            "demos", ["--replay", file, "--print-state", "--screenshot", shot])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("token: 500,260 moon"))
        #expect(run.stdout.contains("submitted: notes.txt"))
        #expect(FileManager.default.fileExists(atPath: shot))
    }

    @Test("a malformed replay file makes the program fail, naming the line")
    func malformedFile() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.txt").path
        try "0 key 1\n10 down 5 5\n20 drag 5 5\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let run = try ProgramRun.run("demos", ["--replay", file, "--print-state"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("bad.txt:3: unknown event 'drag'"))
        #expect(run.stdout.isEmpty)
    }

    @Test("unknown flags and impossible combinations are refused")
    func badFlags() throws {
        let unknown = try ProgramRun.run("demos", ["--fullscreen"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("--fullscreen"))
        let both = try ProgramRun.run("demos", ["--record", "a.txt", "--replay", "b.txt"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("--record"))
        let scale = try ProgramRun.run("demos", ["--screenshot", "x.png", "--scale", "nan"])
        #expect(scale.status != 0)
    }
}
