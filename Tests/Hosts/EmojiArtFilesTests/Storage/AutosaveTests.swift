import EmojiArt
import EmojiArtFiles
import Foundation
import TestSupport
import Geometry
import Testing

@Test func theAutosaveLivesUnderXDGDataHome() throws {
    #expect(
        try Autosave.location(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).path
            == "/data/emoji-art/current.json")
}

@Test(arguments: [
    ["HOME": "/home/ada"], ["HOME": "/home/ada", "XDG_DATA_HOME": ""],
    ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/data"],
])
func withoutAUsableXDGDataHomeItFallsBackToLocalShare(environment: [String: String]) throws {
    #expect(
        try Autosave.location(environment: environment).path
            == "/home/ada/.local/share/emoji-art/current.json")
}

@Test func withNoDataDirectoryThereIsAClearError() {
    #expect(throws: DocumentFileError.noDataDirectory) { try Autosave.location(environment: [:]) }
    #expect(throws: DocumentFileError.noDataDirectory) {
        try Autosave(environment: ["HOME": "home"])
    }
}

@Test func theDocumentSavedOnExitIsRestoredOnStart() throws {
    let data = try temporaryFolder("emoji-art")
    let environment = ["XDG_DATA_HOME": data.path]
    var editor = EmojiArtEditor()
    try editor.add("🌻", at: Point(x: 10, y: 20), size: 30)
    try Autosave(environment: environment).save(editor.document)  // creates emoji-art/
    #expect(try contents(of: data.appendingPathComponent("emoji-art")) == ["current.json"])

    let (restored, problem) = try Autosave(environment: environment).restore()
    #expect(problem == nil)
    #expect(restored == editor.document)
}

@Test func theFirstStartHasAnEmptyDocumentAndNoProblem() throws {
    let data = try temporaryFolder("emoji-art")
    let (document, problem) = try Autosave(environment: ["XDG_DATA_HOME": data.path]).restore()
    #expect(document == EmojiArtDocument())
    #expect(problem == nil)
}

@Test(arguments: ["", "{\"version\": 1", "{\"version\": 5}", "garbage \u{0}\u{1}"])
func aCorruptAutosaveIsReportedAndIgnored(content: String) throws {
    let data = try temporaryFolder("emoji-art")
    let autosave = try Autosave(environment: ["XDG_DATA_HOME": data.path])
    try FileManager.default.createDirectory(
        at: autosave.file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: autosave.file)
    let (document, problem) = autosave.restore()
    #expect(document == EmojiArtDocument())
    #expect(problem != nil)
    #expect(
        try Data(contentsOf: autosave.file) == Data(content.utf8),
        "the corrupt file is kept for inspection")
}

@Test func anAutosaveThatIsAFolderIsReportedNotFatal() throws {
    let data = try temporaryFolder("emoji-art")
    let autosave = Autosave(file: data.appendingPathComponent("current.json"))
    try FileManager.default.createDirectory(at: autosave.file, withIntermediateDirectories: true)
    let (document, problem) = autosave.restore()
    #expect(document == EmojiArtDocument())
    #expect(problem != nil)
}
