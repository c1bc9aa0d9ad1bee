import Foundation
import TestSupport
import Testing

/// The flags every app shares, refused in sentences that say what is allowed.
struct HostFlagTests {
    static let apps = ["pentominoes", "chess", "emoji-art"]

    @Test(arguments: apps)
    func aBadSizeSaysWhatSizesAreAllowed(app: String) throws {
        for size in ["10x10", "abc", "1280x", "99999x800", "1280x800x2", "0x480"] {
            let run = try ProgramRun.run(
                app, ["--size", size, "--screenshot", "/dev/null"], timeout: 20)
            #expect(run.status != 0, "\(app) --size \(size)")
            #expect(
                run.stderr.contains(
                    "--size must be WIDTHxHEIGHT, each from 64 to 16384, for example 1280x800, "
                        + "not '\(size)'."),
                "\(app) --size \(size): \(run.stderr)")
            #expect(!run.stderr.contains(".."), "\(run.stderr)")
        }
    }

    @Test func aGoodSizeIsUsed() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent(
            "size-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let run = try ProgramRun.run(
            "chess", ["--size", "640x480", "--screenshot", png.path], timeout: 60)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("640×480 pixels"))
    }

    @Test func otherFlagErrorsAreSentences() throws {
        let scale = try ProgramRun.run("chess", ["--scale", "0", "--screenshot", "/dev/null"])
        #expect(
            scale.stderr.contains(
                "--scale must be a number above 0 and at most 8, for example 2, not '0'."),
            "\(scale.stderr)")
        let both = try ProgramRun.run("chess", ["--record", "a.txt", "--replay", "a.txt"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("cannot be combined with --replay or --screenshot."))
    }
}
