import EmojiArt
@testable import EmojiArtFiles
import Foundation
import HostFiles
import TestSupport
import Geometry
import Testing

/// A fox on a cream canvas.
func sampleDocument() throws -> EmojiArtDocument {
    try EmojiArtDocument(
        canvasSize: Size(width: 640, height: 480),
        background: RGBAColor(red: 255, green: 250, blue: 240),
        items: [EmojiItem(id: 0, text: "🦊", position: Point(x: 100, y: 80.5), size: 40)])
}

/// The document as its file holds it.
func sampleJSON() throws -> String { EmojiArtText.encode(try sampleDocument()) }

@Test func savingThenOpeningGivesTheSameDocument() throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("art.json")
    try DocumentFile.save(try sampleDocument(), to: file)
    #expect(try DocumentFile.open(file) == sampleDocument())
    #expect(try contents(of: folder) == ["art.json"], "no temporary file is left behind")
    // Saving again replaces the file.
    var editor = EmojiArtEditor(document: try sampleDocument())
    editor.clear()
    try DocumentFile.save(editor.document, to: file)
    #expect(try DocumentFile.open(file).items.isEmpty)
    #expect(try contents(of: folder) == ["art.json"])
}

@Test func aCrashBetweenWriteAndRenameLeavesTheOldFileIntact() throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("art.json")
    try DocumentFile.save(try sampleDocument(), to: file)
    let before = try Data(contentsOf: file)

    // Write the new version completely, then "crash": never rename.
    let pending = try AtomicFile.prepare(
        Data(EmojiArtText.encode(EmojiArtDocument()).utf8), for: file)
    #expect(try Data(contentsOf: file) == before, "byte for byte the old file")
    #expect(try DocumentFile.open(file) == sampleDocument())
    #expect(
        pending.temporaryFile.deletingLastPathComponent().path == folder.path,
        "the temporary file is beside the target")
    #expect(FileManager.default.fileExists(atPath: pending.temporaryFile.path))

    // The next run's save succeeds despite the leftover.
    pending.discard()
    try DocumentFile.save(EmojiArtDocument(), to: file)
    #expect(try DocumentFile.open(file) == EmojiArtDocument())
}

@Test(arguments: [0, 1, 100])
func aWriteThatFailsPartWayLeavesTheOldFileAndNoTemporary(failingAfter bytes: Int) throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("art.json")
    try DocumentFile.save(try sampleDocument(), to: file)
    let before = try Data(contentsOf: file)
    #expect(throws: FileWriteError.self) {
        try AtomicFile.prepare(
            Data(EmojiArtText.encode(EmojiArtDocument()).utf8), for: file, failingAfter: bytes)
    }
    #expect(try Data(contentsOf: file) == before)
    #expect(try contents(of: folder) == ["art.json"])
}

@Test func savingIntoAMissingFolderFailsCleanly() throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("missing/art.json")
    #expect(throws: DocumentFileError.self) { try DocumentFile.save(EmojiArtDocument(), to: file) }
    #expect(try contents(of: folder).isEmpty)
}

@Test func renamingOntoAFolderFailsAndCleansUp() throws {
    let folder = try temporaryFolder("emoji-art")
    let target = folder.appendingPathComponent("art.json")
    try FileManager.default.createDirectory(
        at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
    #expect(throws: DocumentFileError.self) {
        try DocumentFile.save(EmojiArtDocument(), to: target)
    }
    #expect(try contents(of: folder) == ["art.json"])
    #expect(try contents(of: target) == ["inside"])
}

@Test func openingReportsUnreadableFiles() throws {
    let folder = try temporaryFolder("emoji-art")
    #expect(throws: DocumentFileError.self) {
        try DocumentFile.open(folder.appendingPathComponent("nope.json"))
    }
    do {
        _ = try DocumentFile.open(folder)
        Issue.record("opened a folder")
    } catch {
        guard case .unreadable = error else {
            Issue.record("\(error)")
            return
        }
    }
}

@Test func aFileOverTenMegabytesIsRefusedUnread() throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("huge.json")
    var data = Data(try sampleJSON().utf8)
    data.append(Data(repeating: UInt8(ascii: " "), count: EmojiArtText.maximumByteCount))
    try data.write(to: file)
    #expect(throws: DocumentFileError.invalid(.tooLarge(byteCount: data.count))) {
        try DocumentFile.open(file)
    }
}

@Test func aFailedOpenLeavesTheEditorsDocumentAlone() throws {
    let folder = try temporaryFolder("emoji-art")
    let file = folder.appendingPathComponent("broken.json")
    try Data(try sampleJSON().prefix(96).utf8).write(to: file)
    var editor = EmojiArtEditor(document: try sampleDocument())
    let before = editor.document
    do {
        editor.replaceDocument(with: try DocumentFile.open(file))
        Issue.record("opened a truncated file")
    } catch {
        #expect(editor.document == before)
        #expect(
            FileMessage.couldNot("open", file.path, error)
                == "Could not open \"broken.json\": line 7, column 7: the text ends inside a string."
        )
    }
}
