import DesktopHost
import EmojiArtScene
import Launcher
import Foundation
import Geometry
import StageKit
import TestSupport
import Testing

/// A private X server (Xvfb) on a display number no one else uses, stopped at the end.
final class VirtualDisplay {
    let number: Int
    private let server: Process

    /// Starts a server; tests of one run pass different `offset`s, so that no display
    /// number is reused while the server that had it may still be going away.
    init(width: Int, height: Int, offset: Int = 0) throws {
        guard let xvfb = VirtualDisplay.find("Xvfb") else {
            throw TestFailure(
                "Xvfb is not installed: run scripts/install-deps.sh test (package xvfb)")
        }
        // A number unlikely to clash with other test runs, skipping any in use.
        var candidate = 100 + Int(getpid() % 400) * 2 + offset
        while FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock")
            || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)")
        {
            candidate += 1
        }
        number = candidate
        server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [
            ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
        ]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else {
                throw TestFailure("Xvfb :\(number) did not start")
            }
            usleep(50_000)
        }
        // The socket appears before the server takes connections; an app started in
        // between fails to open its window. Wait until the server answers.
        while !answers() {
            guard Date() < deadline, server.isRunning else {
                throw TestFailure("Xvfb :\(number) does not answer")
            }
            usleep(50_000)
        }
    }

    /// Whether the server takes a connection and answers a query.
    private func answers() -> Bool {
        guard let xdotool = VirtualDisplay.find("xdotool") else { return true }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: xdotool)
        probe.arguments = ["getdisplaygeometry"]
        probe.environment = environment
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    deinit {
        // SIGKILL: a child started from a test thread may inherit a mask blocking SIGTERM.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(number)"
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        return env
    }

    /// Runs a tool (xdotool, import) against this display.
    @discardableResult
    func tool(_ name: String, _ arguments: [String]) throws -> String {
        guard let path = VirtualDisplay.find(name) else {
            throw TestFailure("\(name) is not installed: run scripts/install-deps.sh test")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    static func find(_ tool: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

@Suite("A real window under Xvfb, driven by xdotool", .serialized)
struct RealWindowTests {
    @Test(
        "open the gallery from its card, drag the token, double-click it, type; then replay the recording"
    )
    func dragDoubleClickAndReplay() throws {
        let display = try VirtualDisplay(width: 1280, height: 800)
        let folder = try temporaryFolder()
        let recording = folder.appendingPathComponent("session.txt").path
        let app = try ProgramRun.start(
            "demos", ["--print-state", "--record", recording], environment: display.environment)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }

        // Where things are, from the same portable layout the app uses.
        var launcher = LauncherScene(entries: DemoCatalog.entries)
        launcher.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        let card = try #require(
            launcher.entryIndex(titled: "Widgets").flatMap { launcher.cardFrame($0) }
        ).center
        var gallery = WidgetGalleryScene()
        gallery.handle(.resize(ResizeEvent(size: launcher.appFrame.size, time: 0)))
        let top = launcher.appFrame.minY
        let token = gallery.tokenCenter + Vector(dx: 0, dy: top)
        let target = token + Vector(dx: 300, dy: 100)
        let field =
            try #require(gallery.displayList().textRuns("Type a file name").first).position
            + Vector(dx: 30, dy: top)

        var windowFound = false
        for _ in 0..<150 where !windowFound {
            guard app.isRunning else {
                let said = ProgramRun.finish(app, timeout: 1).stderr
                throw TestFailure(
                    "demos exited with status \(app.terminationStatus) before its window appeared: \(said)"
                )
            }
            // By class: xdotool cannot read a UTF-8 window name (the title is UTF-8).
            windowFound = !(try display.tool("xdotool", ["search", "--classname", "demos"]))
                .isEmpty
            if !windowFound { usleep(100_000) }
        }
        try #require(windowFound, "the demos window never appeared")
        usleep(500_000)

        func x(_ args: String...) throws { try display.tool("xdotool", args) }
        func at(_ p: Point) -> [String] { ["mousemove", "\(Int(p.x))", "\(Int(p.y))"] }
        try display.tool("xdotool", at(card) + ["click", "1"])
        usleep(600_000)
        try display.tool("xdotool", at(token) + ["mousedown", "1"])
        for i in 1...12 {
            usleep(25_000)
            try display.tool("xdotool", at(token.interpolated(to: target, by: Double(i) / 12)))
        }
        try x("mouseup", "1")
        usleep(500_000)
        try display.tool("xdotool", ["click", "--repeat", "2", "--delay", "80", "1"])
        usleep(500_000)
        try display.tool("xdotool", at(field) + ["click", "1"])
        usleep(200_000)
        try x("type", "--delay", "40", "hello")
        try x("key", "Return")
        usleep(500_000)

        // What the screen shows: the moon token where the drag ended, nothing left at the start.
        let shot = folder.appendingPathComponent("screen.png").path
        try display.tool("import", ["-window", "root", shot])
        let pixels = try ImageCanvas(contentsOfPNG: shot)
        let radius = gallery.tokenRadius
        let moonDisc = pixels.color(atX: Int(target.x + radius * 0.75), y: Int(target.y))
        #expect(
            close(moonDisc, Color(hex: 0x24305E), tolerance: 0.08),
            "token edge is \(String(describing: moonDisc))")
        let oldSpot = pixels.color(atX: Int(token.x + radius * 0.75), y: Int(token.y))
        #expect(
            close(oldSpot, Theme.standard.surface, tolerance: 0.05),
            "the old spot is \(String(describing: oldSpot))")

        // F12 shows the frame times in the top right corner, and hides them again; the
        // scene never sees the key, so the recording replays the same.
        let panel = FrameTimeOverlay.frame(in: Size(width: 1280, height: 800))
        func panelCorner() throws -> Color? {
            try display.tool("import", ["-window", "root", shot])
            return try ImageCanvas(contentsOfPNG: shot).color(
                atX: Int(panel.minX + 6), y: Int(panel.maxY - 6))
        }
        let before = try panelCorner()
        try x("key", "F12")
        usleep(400_000)
        let shown = try #require(try panelCorner())
        #expect(shown.red < 0.2 && shown.blue < 0.25, "the overlay's corner is \(shown)")
        try x("key", "F12")
        usleep(400_000)
        #expect(try panelCorner() == before)

        try x("key", "ctrl+q")
        let live = ProgramRun.finish(app, timeout: 20)
        #expect(live.status == 0, "\(live.stderr)")
        #expect(live.stdout.contains("token: 500,260 moon"), "\(live.stdout)")
        #expect(live.stdout.contains("submitted: hello"), "\(live.stdout)")

        // The recorded session replays, with no window, to exactly the same state.
        let replayed = try ProgramRun.run("demos", ["--replay", recording, "--print-state"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == live.stdout)
    }

    @Test("the unsaved mark in the title reaches X11 as UTF-8, and frames are shown without OpenGL")
    func titleIsUTF8AndNoOpenGLIsLoaded() throws {
        let display = try VirtualDisplay(width: 1280, height: 800, offset: 1)
        let folder = try temporaryFolder()
        let app = try ProgramRun.start(
            "emoji-art", ["--state", folder.path], environment: display.environment)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        let window = try waitForWindow(of: app, classNamed: "emoji-art", on: display)

        // Drag the palette's first emoji onto the canvas, found in the same portable layout.
        var scene = EmojiArtScene()
        scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        let list = scene.displayList()
        let emoji = try #require(list.seen(.place).first { $0.label.hasPrefix("palette ") })
        let canvas = try #require(list.seen(.place).first { $0.label == "desk" }).frame.center
        let from = emoji.frame.center
        try display.tool(
            "xdotool", ["mousemove", "\(Int(from.x))", "\(Int(from.y))", "mousedown", "1"])
        for i in 1...10 {
            usleep(30_000)
            let p = from.interpolated(to: canvas, by: Double(i) / 10)
            try display.tool("xdotool", ["mousemove", "\(Int(p.x))", "\(Int(p.y))"])
        }
        try display.tool("xdotool", ["mouseup", "1"])
        usleep(700_000)

        // Both of X11's title properties hold "• Emoji Art" as UTF-8 (the legacy one was
        // Latin-1 bytes of it, the UTF-8 one was never updated).
        let names = try display.tool("xprop", ["-id", window, "WM_NAME", "_NET_WM_NAME"])
        #expect(names.contains("WM_NAME(UTF-8) = \"• Emoji Art\""), "\(names)")
        #expect(names.contains("_NET_WM_NAME(UTF8_STRING) = \"• Emoji Art\""), "\(names)")

        // Frames are drawn by Cairo and copied: no OpenGL (Mesa's rasteriser and LLVM are
        // over 50 MB resident) in the process.
        let maps = try String(
            contentsOfFile: "/proc/\(app.processIdentifier)/maps", encoding: .utf8)
        let graphics = Set(
            maps.split(separator: "\n").compactMap { line in
                line.split(separator: "/").last.map(String.init)
            }.filter { $0.hasPrefix("libGL") || $0.contains("swrast") || $0.hasPrefix("libLLVM") })
        #expect(graphics.isEmpty, "OpenGL loaded: \(graphics.sorted())")
        kill(app.processIdentifier, SIGKILL)
    }

    /// The id of the app's window once it is shown, as xprop takes it; found by its class
    /// (the executable's name): xdotool cannot match a window name stored as UTF-8.
    private func waitForWindow(of app: Process, classNamed name: String, on display: VirtualDisplay)
        throws -> String
    {
        for _ in 0..<150 {
            guard app.isRunning else {
                let said = ProgramRun.finish(app, timeout: 1).stderr
                throw TestFailure("the app exited before its window appeared: \(said)")
            }
            let found = try display.tool("xdotool", ["search", "--classname", name])
                .split(separator: "\n").first
            if let found {
                usleep(500_000)
                return String(found)
            }
            usleep(100_000)
        }
        throw TestFailure("no window named \(name) appeared")
    }
}
