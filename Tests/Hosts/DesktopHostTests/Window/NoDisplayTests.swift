import Foundation
import TestSupport
import Testing

@Suite("Without a display")
struct NoDisplayTests {
    @Test("a window app with no display says so, suggests xvfb-run or --screenshot, and fails")
    func refusesInvisibleWindow() throws {
        let environment = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]
        let run = try ProgramRun.run("demos", [], environment: environment, timeout: 20)
        #expect(run.status != 0)
        #expect(run.stderr.contains("no display"))
        #expect(run.stderr.contains("xvfb-run"))
        #expect(run.stderr.contains("--screenshot"))
    }

    @Test("SDL's offscreen driver counts as no display")
    func refusesOffscreenDriver() throws {
        let environment = ["DISPLAY": ":0", "SDL_VIDEODRIVER": "offscreen"]
        let run = try ProgramRun.run("demos", [], environment: environment, timeout: 20)
        #expect(run.status != 0)
        #expect(run.stderr.contains("offscreen"))
    }

    @Test("--screenshot works with no display at all")
    func screenshotWithoutDisplay() throws {
        let environment = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]
        let path = try temporaryFolder().appendingPathComponent("launcher.png").path
        let run = try ProgramRun.run(
            "demos", ["--screenshot", path, "--scale", "2"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2560×1600"))
    }
}
