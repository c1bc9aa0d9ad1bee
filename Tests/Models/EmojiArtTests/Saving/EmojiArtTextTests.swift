import EmojiArt
import Foundation
import Geometry
import Testing

/// A fox and a cactus on a cream canvas, with one id (1) already used and deleted.
func sampleDocument() throws -> EmojiArtDocument {
    try EmojiArtDocument(
        canvasSize: Size(width: 640, height: 480),
        background: RGBAColor(red: 255, green: 250, blue: 240),
        items: [
            EmojiItem(id: 0, text: "🦊", position: Point(x: 100, y: 80.5), size: 40),
            EmojiItem(id: 2, text: "👩‍🚀", position: Point(x: -12.25, y: 300), size: 64),
        ],
        nextItemID: 3)
}

/// The sample as a file holds it, byte for byte as every version has written it
/// (Foundation's `JSONEncoder`, pretty-printed with sorted keys, then `EmojiArtText`).
let sampleJSON = """
    {
      "background" : "#FFFAF0FF",
      "canvas" : {
        "height" : 480,
        "width" : 640
      },
      "items" : [
        {
          "id" : 0,
          "size" : 40,
          "text" : "🦊",
          "x" : 100,
          "y" : 80.5
        },
        {
          "id" : 2,
          "size" : 64,
          "text" : "👩‍🚀",
          "x" : -12.25,
          "y" : 300
        }
      ],
      "nextItemID" : 3,
      "version" : 1
    }

    """

/// The document `text` holds.
func decoded(_ text: String) throws(EmojiArtTextError) -> EmojiArtDocument {
    try EmojiArtText.decode(Array(text.utf8))
}

@Test func theFormatVersionStartsAtOne() {
    #expect(EmojiArtText.currentVersion == 1)
}

@Test func aDocumentEncodesAsStablePrettySortedJSON() throws {
    #expect(EmojiArtText.encode(try sampleDocument()) == sampleJSON)
    #expect(
        EmojiArtText.encode(EmojiArtDocument())
            == "{\n  \"background\" : \"#FFFFFFFF\",\n  \"canvas\" : {\n    \"height\" : 600,\n"
            + "    \"width\" : 800\n  },\n  \"items\" : [\n\n  ],\n  \"nextItemID\" : 0,\n"
            + "  \"version\" : 1\n}\n")
}

@Test func aDocumentSurvivesARoundTripIncludingItsNextID() throws {
    let document = try sampleDocument()
    let decoded = try decoded(EmojiArtText.encode(document))
    #expect(decoded == document)
    #expect(decoded.nextItemID == 3, "id 1 stays used after reopening")
    var editor = EmojiArtEditor(document: decoded)
    #expect(try editor.add("🐈", at: .zero) == 3)
}

@Test func awkwardButValidNumbersRoundTripExactly() throws {
    let document = try EmojiArtDocument(
        canvasSize: Size(width: 16, height: 20_000),
        background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
        items: [
            EmojiItem(id: 0, text: "🇫🇷", position: Point(x: 0.1 + 0.2, y: -1e6), size: 4),
            EmojiItem(
                id: 1, text: "#️⃣", position: Point(x: 1e6, y: Double.leastNonzeroMagnitude),
                size: 999.999_999_999),
        ])
    #expect(try decoded(EmojiArtText.encode(document)) == document)
}

@Test func aNewerVersionIsRefusedByItsNumber() {
    var json = sampleJSON.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
    #expect(throws: EmojiArtTextError.unsupportedVersion(2)) {
        try decoded(json)
    }
    json = "{\"version\": 7, \"layers\": []}"
    #expect(throws: EmojiArtTextError.unsupportedVersion(7)) {
        try decoded(json)
    }
    json = sampleJSON.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 0")
    #expect(throws: EmojiArtTextError.unsupportedVersion(0)) {
        try decoded(json)
    }
    json = sampleJSON.replacingOccurrences(of: "\"version\" : 1", with: "\"edition\" : 1")
    #expect(throws: EmojiArtTextError.unsupportedVersion(nil)) {
        try decoded(json)
    }
}

@Test func anInvalidItemIsNamedWithItsPlaceAndReason() {
    let json = sampleJSON.replacingOccurrences(of: "\"👩‍🚀\"", with: "\"astronaut\"")
    #expect(
        throws: EmojiArtTextError.invalidItem(
            index: 1, id: 2, reason: .notASingleEmoji("astronaut"))
    ) {
        try decoded(json)
    }
    let tiny = sampleJSON.replacingOccurrences(of: "\"size\" : 40", with: "\"size\" : 1")
    #expect(throws: EmojiArtTextError.invalidItem(index: 0, id: 0, reason: .invalidItemSize(1))) {
        try decoded(tiny)
    }
    let far = sampleJSON.replacingOccurrences(of: "\"x\" : 100", with: "\"x\" : 1e7")
    #expect(
        throws: EmojiArtTextError.invalidItem(
            index: 0, id: 0, reason: .invalidPosition(Point(x: 1e7, y: 80.5)))
    ) {
        try decoded(far)
    }
    let duplicate = sampleJSON.replacingOccurrences(of: "\"id\" : 2", with: "\"id\" : 0")
    #expect(throws: EmojiArtTextError.invalidItem(index: 1, id: 0, reason: .duplicateItemID(0))) {
        try decoded(duplicate)
    }
    let reused = sampleJSON.replacingOccurrences(
        of: "\"nextItemID\" : 3", with: "\"nextItemID\" : 1")
    #expect(throws: EmojiArtTextError.invalidItem(index: 1, id: 2, reason: .invalidItemID(2))) {
        try decoded(reused)
    }
}

@Test func anInvalidCanvasOrBackgroundIsRefused() {
    let wide = sampleJSON.replacingOccurrences(of: "\"width\" : 640", with: "\"width\" : 1e9")
    #expect(
        throws: EmojiArtTextError.invalidDocument(.invalidCanvasSize(Size(width: 1e9, height: 480)))
    ) {
        try decoded(wide)
    }
    let colour = sampleJSON.replacingOccurrences(of: "#FFFAF0FF", with: "cream")
    #expect(throws: EmojiArtTextError.invalidBackground("cream")) {
        try decoded(colour)
    }
}

@Test func textFromTheFileIsQuotedWithItsControlCharactersEscaped() {
    let json = sampleJSON.replacingOccurrences(of: "\"👩‍🚀\"", with: "\"a\\u0000\\u001b[2J\"")
    do {
        _ = try decoded(json)
        Issue.record("accepted a NUL")
    } catch {
        #expect(error.description == "item 1 (id 2): “a\\u0000\\u001B[2J” is not a single emoji")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
}

@Test func errorsReadAsSentences() {
    #expect(
        EmojiArtTextError.invalidItem(index: 1, id: 2, reason: .notASingleEmoji("ab")).description
            == "item 1 (id 2): “ab” is not a single emoji")
    #expect(EmojiArtTextError.unsupportedVersion(9).description.contains("version 9"))
}
