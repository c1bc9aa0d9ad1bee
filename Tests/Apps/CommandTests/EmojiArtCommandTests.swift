import DesktopHost
import Foundation
import TestSupport
import Testing

/// The real `emoji-art` binary: export, hostile files, a recorded session, the saved state.
struct EmojiArtCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let picture = fixtures.appendingPathComponent("emoji-art-picture.json")

    /// A fresh folder for one test.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "emoji-art-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The items of printed document JSON, as (text, x, y).
    private func items(ofPrinted json: String) throws -> [(text: String, x: Double, y: Double)] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return (object["items"] as! [[String: Any]]).map { item in
            (
                item["text"] as! String, (item["x"] as! NSNumber).doubleValue,
                (item["y"] as! NSNumber).doubleValue
            )
        }
    }

    @Test func exportRendersTheCanvasToAPNGWithNoDisplay() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("art.png")
        let result = try ProgramRun.run(
            "emoji-art", ["export", Self.picture.path, "--out", png.path],
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageCanvas(contentsOfPNG: png.path)
        #expect(image.pixelWidth == 200 && image.pixelHeight == 120, "the canvas at actual size")
        let sky = image.rgba(x: 3, y: 3)
        #expect(
            sky.r == 135 && sky.g == 206 && sky.b == 235 && sky.a == 255,
            "the background colour: \(sky)")
        let sun = image.rgba(x: 40, y: 40)
        #expect(sun.r > 200 && sun.g > 120 && sun.b < 120, "the sun is yellow: \(sun)")
        let tree = image.rgba(x: 150, y: 65)
        #expect(tree.g > tree.r && tree.g > tree.b, "the tree is green: \(tree)")
        let between = image.rgba(x: 100, y: 100)
        #expect(between.r == 135 && between.g == 206 && between.b == 235, "nothing between them")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers == ["art.png"], "no temporary file left behind")
    }

    @Test func hostileAndBrokenFilesAreRefusedClearlyAndNothingIsWritten() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let cases: [(name: String, content: String, says: String)] = [
            (
                "nested.json", deep,
                "line 1, column 17: arrays and objects nest deeper than 16 levels"
            ),
            ("text.json", "this is not JSON", "line 1, column 1: “this” where a value belongs"),
            (
                "cut.json", "{\n  \"version\" : 1,\n  \"background\" : \"#FFF",
                "line 3, column 23: the text ends inside a string"
            ),
            (
                "big.json", "{\"version\": 1e999}",
                "line 1, column 13: the number “1e999” is too large"
            ),
            ("future.json", #"{"version": 99}"#, "format version 99"),
            (
                "word.json",
                ##"{"version":1,"canvas":{"width":800,"height":600},"background":"#FFFFFF","nextItemID":1,"items":[{"id":0,"text":"abc","x":1,"y":2,"size":40}]}"##,
                "not a single emoji"
            ),
            (
                "huge.json",
                ##"{"version":1,"canvas":{"width":800,"height":600},"background":"#FFFFFF","nextItemID":1,"items":[{"id":0,"text":"🐈","x":1e308,"y":2,"size":40}]}"##,
                "position"
            ),
            (
                "nan.json",
                ##"{"version":1,"canvas":{"width":"NaN","height":600},"background":"#FFFFFF","nextItemID":0,"items":[]}"##,
                "malformed"
            ),
        ]
        for hostile in cases {
            let file = dir.appendingPathComponent(hostile.name)
            try hostile.content.write(to: file, atomically: true, encoding: .utf8)
            let png = dir.appendingPathComponent(hostile.name + ".png")
            let result = try ProgramRun.run("emoji-art", ["export", file.path, "--out", png.path])
            #expect(result.status != 0, "\(hostile.name) is refused")
            #expect(
                result.stderr.contains(hostile.name) && result.stderr.contains(hostile.says),
                "\(hostile.name): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: png.path))
            // Opening it to play is refused the same way.
            let play = try ProgramRun.run("emoji-art", [file.path, "--screenshot", png.path])
            #expect(
                play.status != 0 && play.stderr.contains(hostile.says),
                "\(hostile.name): \(play.stderr)")
        }
        let missing = try ProgramRun.run(
            "emoji-art",
            [
                "export", dir.appendingPathComponent("nope.json").path,
                "--out", dir.appendingPathComponent("x.png").path,
            ])
        #expect(missing.status != 0 && missing.stderr.contains("nope.json"))
    }

    @Test func unknownFlagsAreRefused() throws {
        let result = try ProgramRun.run("emoji-art", ["--zoom", "3"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--zoom"))
    }

    @Test func aRecordedDragFromThePaletteAddsEmojiWhereTheyWereDropped() throws {
        let replay = Self.fixtures.appendingPathComponent("emoji-art-palette-drag.replay")
        let result = try ProgramRun.run("emoji-art", ["--replay", replay.path, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        let placed = try items(ofPrinted: result.stdout)
        #expect(placed.map { $0.text } == ["😀", "🐶"])
        #expect(abs(placed[0].x - 400) < 1e-9 && abs(placed[0].y - 300) < 1e-9)
        #expect(abs(placed[1].x - 200) < 1e-9 && abs(placed[1].y - 150) < 1e-9)
    }

    @Test func aRecordedLassoSelectsTwoEmojiAndOneDragMovesThemBoth() throws {
        let replay = Self.fixtures.appendingPathComponent("emoji-art-lasso-move.replay")
        let result = try ProgramRun.run("emoji-art", ["--replay", replay.path, "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        let placed = try items(ofPrinted: result.stdout)
        #expect(placed.map { $0.text } == ["😀", "🐶"])
        #expect(abs(placed[0].x - 500) < 1e-6 && abs(placed[0].y - 350) < 1e-6)
        #expect(abs(placed[1].x - 300) < 1e-6 && abs(placed[1].y - 200) < 1e-6, "\(placed)")
    }

    /// The names and bytes of every file under a folder.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)!
        while let name = walker.nextObject() as? String {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            files[name] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    @Test func thePictureIsKeptOnExitAndComesBackNextTime() throws {
        let state = try folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let kept = state.appendingPathComponent("current.json")
        let shot = state.appendingPathComponent("shot.png").path
        // Open the picture, and quit.
        let first = try ProgramRun.run(
            "emoji-art", [Self.picture.path, "--screenshot", shot, "--state", state.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: kept.path))
        // Start again with no file: the picture is back, and a replay adds to it.
        let replay = Self.fixtures.appendingPathComponent("emoji-art-palette-drag.replay")
        let second = try ProgramRun.run(
            "emoji-art", ["--replay", replay.path, "--print-state", "--state", state.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try items(ofPrinted: second.stdout).map { $0.text } == ["🌞", "🌳", "😀", "🐶"])
        let third = try ProgramRun.run(
            "emoji-art", ["--screenshot", shot, "--print-state", "--state", state.path])
        #expect(try items(ofPrinted: third.stdout).map { $0.text } == ["🌞", "🌳", "😀", "🐶"])
    }

    /// Issue 24: save as art.json, add an emoji, ctrl+q, Discard: next time the picture is
    /// art.json as saved, still linked to it (ctrl+s saves there without asking).
    @Test func discardOnQuittingBringsBackTheSavedFileNextTime() throws {
        let state = try folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let art = state.appendingPathComponent("art.json")
        let lines = try String(
            contentsOf: Self.fixtures.appendingPathComponent("emoji-art-palette-drag.replay"),
            encoding: .utf8
        ).split(separator: "\n").filter { !$0.hasPrefix("#") }
        // The fixture's two drags, 😀 then 🐶, each shifted to its own time.
        func shifted(_ range: ClosedRange<Int>, by ms: Int) -> [String] {
            lines.compactMap { line -> String? in
                let parts = line.split(separator: " ", maxSplits: 1)
                guard let time = Int(parts[0]), range.contains(time), parts.count == 2 else {
                    return nil
                }
                return "\(time + ms) \(parts[1])"
            }
        }
        let smiley = shifted(100...520, by: 0)
        let dog = shifted(900...1600, by: 1000)
        // Discard, in the question "Save the changes to …?" at 1280×800.
        let discard = ["3200 move 724 437", "3250 down 724 437", "3300 up 724 437"]
        let first =
            ["0 resize 1280 800"] + smiley
            + ["1000 key ctrl+s", "1100 text \(art.path)", "1200 key enter"] + dog
            + ["3000 key ctrl+q"] + discard
        let script = state.appendingPathComponent("discard.replay")
        try first.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let quit = try ProgramRun.run(
            "emoji-art", ["--replay", script.path, "--print-state", "--state", state.path])
        #expect(quit.status == 0, "\(quit.stderr)")
        #expect(try items(ofPrinted: quit.stdout).map { $0.text } == ["😀", "🐶"])
        let saved = try String(contentsOf: art, encoding: .utf8)
        #expect(try items(ofPrinted: saved).map { $0.text } == ["😀"])
        // Next time: the picture as saved, without the discarded 🐶.
        let shot = state.appendingPathComponent("shot.png").path
        let again = try ProgramRun.run(
            "emoji-art", ["--screenshot", shot, "--print-state", "--state", state.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try items(ofPrinted: again.stdout).map { $0.text } == ["😀"])
        // The kept picture names its file; so the picture is still linked to art.json: the
        // save sheet offers it and Enter saves there without asking to replace it.
        let kept = try Data(contentsOf: state.appendingPathComponent("current.json"))
        let file = try JSONSerialization.jsonObject(with: kept) as? [String: Any]
        try #require(
            file?["file"] as? String == art.path, "\(String(decoding: kept, as: UTF8.self))")
        let second =
            ["0 resize 1280 800"] + dog + ["3000 key ctrl+s", "3100 key enter", "3200 key ctrl+q"]
        try second.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let linked = try ProgramRun.run(
            "emoji-art", ["--replay", script.path, "--print-state", "--state", state.path])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(
            try items(ofPrinted: String(contentsOf: art, encoding: .utf8)).map { $0.text }
                == ["😀", "🐶"], "saved to art.json")
    }

    @Test func scriptedRunsNeitherReadNorWriteTheKeptPicture() throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let env = ["XDG_DATA_HOME": data.path]
        let state = data.appendingPathComponent("emoji-art")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data(contentsOf: Self.picture).write(to: state.appendingPathComponent("current.json"))
        try Data("keep me".utf8).write(to: state.appendingPathComponent("notes.txt"))
        let before = try snapshot(of: data)
        let shots = try folder()
        defer { try? FileManager.default.removeItem(at: shots) }
        let shot = shots.appendingPathComponent("shot.png").path
        let replay = Self.fixtures.appendingPathComponent("emoji-art-palette-drag.replay")
        let runs: [(arguments: [String], shows: [String])] = [
            (["--replay", replay.path, "--print-state"], ["😀", "🐶"]),
            (["--screenshot", shot, "--print-state"], []),
            ([Self.picture.path, "--screenshot", shot, "--print-state"], ["🌞", "🌳"]),
            (["--replay", replay.path, "--screenshot", shot, "--print-state"], ["😀", "🐶"]),
        ]
        for run in runs {
            let result = try ProgramRun.run("emoji-art", run.arguments, environment: env)
            #expect(result.status == 0, "\(run.arguments): \(result.stderr)")
            #expect(
                try items(ofPrinted: result.stdout).map { $0.text } == run.shows,
                "\(run.arguments) starts from a new picture or its file, not the kept one")
            #expect(try snapshot(of: data) == before, "\(run.arguments) left the kept state alone")
        }
    }

    @Test func aCorruptKeptPictureIsSetAsideAndANewOneKept() throws {
        let state = try folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let kept = state.appendingPathComponent("current.json")
        try "{ not json".write(to: kept, atomically: true, encoding: .utf8)
        let run = try ProgramRun.run(
            "emoji-art",
            [
                "--screenshot", state.appendingPathComponent("s.png").path,
                "--print-state", "--state", state.path,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "The last picture could not be read (line 1, column 3: “n” where a key in quotes belongs)"
            ), "\(run.stderr)")
        #expect(run.stderr.contains("set aside as"), "\(run.stderr)")
        #expect(try items(ofPrinted: run.stdout).isEmpty, "a new picture")
        let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
        let aside = names.filter { $0.hasPrefix("current.corrupt-") && $0.hasSuffix(".json") }
        #expect(aside.count == 1, "\(names)")
        if let aside = aside.first {
            #expect(
                try String(contentsOf: state.appendingPathComponent(aside), encoding: .utf8)
                    == "{ not json", "set aside as it was, for the user to inspect")
        }
        let again = try ProgramRun.run(
            "emoji-art",
            [
                "--screenshot", state.appendingPathComponent("s.png").path,
                "--print-state", "--state", state.path,
            ])
        #expect(again.status == 0 && !again.stderr.contains("could not"), "\(again.stderr)")
        #expect(try items(ofPrinted: again.stdout).isEmpty, "the new picture was kept")
        // Opening a file instead of the kept picture sets a corrupt one aside all the same.
        try "[1, 2".write(to: kept, atomically: true, encoding: .utf8)
        let opening = try ProgramRun.run(
            "emoji-art",
            [
                Self.picture.path, "--screenshot", state.appendingPathComponent("s.png").path,
                "--state", state.path,
            ])
        #expect(opening.status == 0 && opening.stderr.contains("set aside as"), "\(opening.stderr)")
        let setAside = try FileManager.default.contentsOfDirectory(atPath: state.path)
            .filter { $0.hasPrefix("current.corrupt-") }
        #expect(setAside.count == 2, "\(setAside)")
    }
}

extension ImageCanvas {
    /// A pixel's colour in bytes (0 to 255 each; all 0 outside the image).
    fileprivate func rgba(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        guard let color = color(atX: x, y: y) else { return (0, 0, 0, 0) }
        func byte(_ channel: Double) -> Int { Int((channel * 255).rounded()) }
        return (byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
    }
}
