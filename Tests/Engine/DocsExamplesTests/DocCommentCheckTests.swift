import Foundation
import TestSupport
import Testing

/// `scripts/check-doc-comments.py`, which `make docs` and `make test` run over the symbol
/// graphs, fails exactly when a public engine symbol written in the sources has no doc
/// comment.
@Suite struct DocCommentCheckTests {
    static let script = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../../../scripts/check-doc-comments.py").standardizedFileURL

    /// One symbol of a symbol graph, as swift-symbolgraph-extract writes it.
    static func symbol(
        _ name: String, access: String = "public", comment: String? = nil, located: Bool = true
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "kind": ["identifier": "swift.struct"], "accessLevel": access,
            "pathComponents": [name],
        ]
        if let comment { symbol["docComment"] = ["lines": [["text": comment]]] }
        if located {
            symbol["location"] = [
                "uri": "file:///repo/Sources/Engine/DragAndDrop/\(name).swift",
                "position": ["line": 4, "character": 0],
            ]
        }
        return symbol
    }

    /// Runs the check over a build folder holding these DragAndDrop symbols (and one
    /// documented symbol in each other engine module).
    static func check(_ symbols: [[String: Any]]) throws -> (status: Int32, output: String) {
        let build = try temporaryFolder("doc-comments")
        defer { try? FileManager.default.removeItem(at: build) }
        for module in ["Geometry", "Motion", "Gestures", "DragAndDrop"] {
            let folder = build.appendingPathComponent("triple/extracted-symbols/package/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let graph: [String: Any] = [
                "symbols": module == "DragAndDrop"
                    ? symbols : [symbol("Point", comment: "A point.")]
            ]
            try JSONSerialization.data(withJSONObject: graph)
                .write(to: folder.appendingPathComponent("\(module).symbols.json"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, build.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(
            decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func aPublicSymbolWithoutADocCommentFailsTheCheck() throws {
        let run = try Self.check([
            Self.symbol("DropZone", comment: "A region that can receive dragged items."),
            Self.symbol("Orphan"),
            Self.symbol("Blank", comment: "   "),
        ])
        #expect(run.status == 1)
        #expect(run.output.contains("DragAndDrop.Orphan has no doc comment"))
        #expect(run.output.contains("DragAndDrop.Blank has no doc comment"))
        #expect(run.output.contains("Sources/Engine/DragAndDrop/Orphan.swift:5"))
        #expect(!run.output.contains("DropZone has no"))
    }

    @Test func internalAndSynthesizedSymbolsAreLeftOut() throws {
        let run = try Self.check([
            Self.symbol("DropZone", comment: "A region that can receive dragged items."),
            Self.symbol("Helper", access: "internal"),
            Self.symbol("Synthesized", located: false),
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("All 4 public engine symbols have a doc comment."))
    }
}
