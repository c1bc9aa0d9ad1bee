import Foundation
import TestSupport
import Testing

/// Replay files a person (or a fuzzer) could hand to an app: each is refused before the app
/// starts, with the file, the line and the reason, and no run may hang.
struct HostileReplayTests {
    /// A bad line (always the second of its file) and what the refusal must say.
    static let corpus: [(line: String, reason: String)] = [
        ("1e12 move 10 10", "more than 24 hours"),
        ("1e308 move 10 10", "more than 24 hours"),
        ("86400001 key tab", "more than 24 hours"),
        ("inf move 10 10", "is not a time"),
        ("nan key tab", "is not a time"),
        ("-1 key tab", "is not a time"),
        ("5 key tab", "earlier than the line before"),
        ("20 key ctrl+shift+", "no key after its modifiers"),
        ("20 key nonsensekey", "unknown key 'nonsensekey'"),
        ("20 key hyper+z", "unknown modifier 'hyper'"),
        ("20 key ctrl+Z", "lower case"),
        ("20 move 1e300 10", "x 1e300 is out of range"),
        ("20 down 10 -1e9", "y -1e9 is out of range"),
        ("20 move 10 inf", "is not a finite number"),
        ("20 wheel 0 1e200", "dy 1e200 is out of range"),
        ("20 resize 1e12 1e12", "window size"),
        ("20 resize 800 600 0", "out of range"),
        ("20 teleport 1 1", "unknown event 'teleport'"),
    ]

    static let apps = ["pentominoes", "chess", "emoji-art"]

    @Test(arguments: apps)
    func everyHostileLineIsRefusedNamingItsLine(app: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.replay").path
        for (line, reason) in Self.corpus {
            try "10 move 5 5\n\(line)\n".write(toFile: file, atomically: true, encoding: .utf8)
            let started = Date()
            let run = try ProgramRun.run(app, ["--replay", file, "--print-state"], timeout: 20)
            let seconds = Date().timeIntervalSince(started)
            #expect(seconds < 20, "\(app) with '\(line)' ran until it was killed")
            #expect(run.status != 0, "\(app) accepted '\(line)'")
            #expect(
                run.stderr.contains("session.replay:2: "),
                "\(app) with '\(line)' names the file and line: \(run.stderr)")
            #expect(
                run.stderr.contains(reason), "\(app) with '\(line)' says '\(reason)': \(run.stderr)"
            )
            #expect(run.stdout.isEmpty, "\(app) with '\(line)' printed no state: \(run.stdout)")
        }
    }

    @Test(arguments: apps)
    func aLongQuietReplayWithinTheLimitEndsQuickly(app: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "long-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.replay").path
        try "10 move 5 5\n86400000 move 6 6\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let started = Date()
        let run = try ProgramRun.run(app, ["--replay", file, "--print-state"], timeout: 30)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 30, "a day of nothing replays quickly")
    }
}
