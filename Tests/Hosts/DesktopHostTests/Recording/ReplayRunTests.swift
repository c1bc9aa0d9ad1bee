import Launcher
import Foundation
import Geometry
import Gestures
import StageKit
import TestSupport
import Testing
@testable import DesktopHost

@Suite("Replay files")
struct ReplayScriptTests {
    @Test("every kind of line reads into the event it names")
    func parsesEveryKind() throws {
        let script = try ReplayScript(
            parsing: """
                # a comment, then a blank line

                0 resize 1280 800
                120 move 400 300
                150 down 400.5 300 right ctrl
                200 up 400.5 300 right ctrl
                1400 key ctrl+shift+z
                1500 text hello world
                1600 wheel 0 -1.5 ctrl
                1700 cancel 1 2
                1800 resize 1000 700 2
                """)
        let e = script.events
        #expect(e.count == 9)
        #expect(e[0] == .resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        #expect(
            e[2]
                == .pointer(
                    PointerEvent(
                        .down, at: Point(x: 400.5, y: 300), time: 0.15, button: .secondary,
                        modifiers: .control)))
        #expect(e[4] == .key(KeyEvent(Key("z"), modifiers: [.control, .shift], time: 1.4)))
        #expect(e[5] == .text(TextInput("hello world", time: 1.5)))
        #expect(
            e[6]
                == .wheel(
                    WheelEvent(
                        at: Point(x: 400.5, y: 300), delta: Vector(dx: 0, dy: -1.5), time: 1.6,
                        modifiers: .control)))
        #expect(e[7] == .pointer(PointerEvent(.cancel, at: Point(x: 1, y: 2), time: 1.7)))
        #expect(
            e[8]
                == .resize(
                    ResizeEvent(size: Size(width: 1000, height: 700), pixelScale: 2, time: 1.8)))
    }

    @Test("writing a script and reading it back gives the same events")
    func roundTrips() throws {
        let events: [InputEvent] = [
            .resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)),
            .pointer(PointerEvent(.move, at: Point(x: 10, y: 20), time: 0.016)),
            .pointer(
                PointerEvent(
                    .down, at: Point(x: 10, y: 20), time: 0.1, button: .middle,
                    modifiers: [.shift, .alt])),
            .pointer(PointerEvent(.up, at: Point(x: 10.25, y: 20), time: 0.2)),
            .key(KeyEvent(Key("+"), modifiers: .control, time: 0.3)),
            .text(TextInput("  spaced  ", time: 0.4)),
            .wheel(
                WheelEvent(
                    at: Point(x: 10.25, y: 20), delta: Vector(dx: 1, dy: 0), time: 0.5,
                    modifiers: .command)),
        ]
        let text = ReplayScript(events: events).text
        #expect(try ReplayScript(parsing: text).events == events)
        #expect(text.contains("100 down 10 20 middle alt shift\n"))
    }

    /// Found by the replay fuzzer (`make fuzz`): what reads must write back to text that
    /// reads the same.
    @Test("text starting with a combining mark reads the same after a tab or a space")
    func combiningMarksRoundTrip() throws {
        let script = try ReplayScript(parsing: "0 text\t\u{0301}a\n")
        #expect(script.events == [.text(TextInput("\u{0301}a", time: 0))])
        #expect(try ReplayScript(parsing: script.text).events == script.events)
    }

    @Test("a file with Windows line ends reads like one with plain ones")
    func windowsLineEnds() throws {
        let plain = try ReplayScript(parsing: "0 resize 640 480\n5 move 1 1\n10 key a\n")
        let windows = try ReplayScript(parsing: "0 resize 640 480\r\n5 move 1 1\r\n10 key a\r\n")
        #expect(windows.events == plain.events && plain.events.count == 3)
    }

    @Test(
        "a control character inside a line is refused, never kept in a key or text",
        arguments: ["0 key a\r\t", "0 text a\u{0}b", "0 key \u{7F}"])
    func controlCharactersAreRefused(text: String) {
        #expect(throws: HostError.self) { try ReplayScript(parsing: text) }
    }

    @Test(
        "a malformed line is reported with its number and reason",
        arguments: [
            ("0 resize 1280 800\nsoon down 1 2", 2, "not a time"),
            ("0 down 1 2\n\n# fine\n5 jump 1 2", 4, "unknown event 'jump'"),
            ("0 down 1 nan", 1, "not a finite number"),
            ("0 down 1", 1, "the y is missing"),
            ("0 down 1 2 left", 1, "unknown flag 'left'"),
            ("10 key r\n5 key r", 2, "earlier than the line before"),
            ("0 key hyper+r", 1, "unknown modifier 'hyper'"),
            ("0 key", 1, "names one key or chord"),
            ("0 resize 0 800", 1, "out of range"),
            ("0 text", 1, "needs the typed text"),
            ("-5 move 1 1", 1, "not a time"),
            ("0 key r\n1e12 key r", 2, "more than 24 hours"),
            ("1e308 move 1 1", 1, "more than 24 hours"),
            ("86400001 move 1 1", 1, "more than 24 hours"),
            ("inf move 1 1", 1, "not a time"),
            ("nan move 1 1", 1, "not a time"),
            ("0 key ctrl+shift+", 1, "no key after its modifiers"),
            ("0 key nonsensekey", 1, "unknown key 'nonsensekey'"),
            ("0 key Z", 1, "lower case"),
            ("0 down 1e300 5", 1, "x 1e300 is out of range"),
            ("0 move 5 -100001", 1, "y -100001 is out of range"),
            ("0 wheel 0 1e9", 1, "dy 1e9 is out of range"),
            ("0 resize 1e12 800", 1, "out of range (width and height from 1 to 16384"),
        ])
    func reportsLine(text: String, line: Int, reason: String) {
        do {
            _ = try ReplayScript(parsing: text, path: "s.txt")
            Issue.record("\(text) should not parse")
        } catch {
            guard case .replay(let path, let number, let message) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == "s.txt")
            #expect(number == line)
            #expect(message.contains(reason), "\(message)")
            #expect(error.description.hasPrefix("s.txt:\(line): "))
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
