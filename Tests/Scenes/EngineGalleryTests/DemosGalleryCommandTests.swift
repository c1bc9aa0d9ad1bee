import Foundation
import TestSupport
import Testing

/// `demos gallery [page]` opens the engine gallery directly; `--open` keeps working.
@Suite("demos gallery")
struct DemosGalleryCommandTests {
    @Test("`demos gallery PAGE` opens the gallery at that page and draws it")
    func opensAPage() throws {
        let shot = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let run = try ProgramRun.run(
            "demos",
            ["gallery", "snap-zones", "--print-state", "--screenshot", shot, "--size", "640x480"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("page: snap-zones"))
        #expect(run.stdout.contains("A: held by zone 1"))
        #expect(FileManager.default.fileExists(atPath: shot))
    }

    @Test("`demos gallery` and `--open \"Engine gallery\"` open its first page")
    func opensTheGallery() throws {
        for arguments in [["gallery"], ["--open", "engine gallery"]] {
            let run = try ProgramRun.run(
                "demos", arguments + ["--print-state", "--screenshot", "/dev/null"])
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains("page: snap-zones"), "\(arguments)")
        }
    }

    @Test("an unknown page or stray word is refused, naming the pages")
    func refusesUnknownPages() throws {
        let page = try ProgramRun.run("demos", ["gallery", "nowhere", "--print-state"])
        #expect(page.status != 0)
        #expect(page.stderr.contains("unknown gallery page 'nowhere'"))
        #expect(page.stderr.contains("snap-zones"))
        let stray = try ProgramRun.run("demos", ["chess", "--print-state"])
        #expect(stray.status != 0)
        #expect(stray.stderr.contains("demos gallery"))
    }
}
