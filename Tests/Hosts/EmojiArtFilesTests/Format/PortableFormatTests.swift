import EmojiArt
import EmojiArtFiles
import Foundation
import Geometry
import TestSupport
import Testing

// The portable reader and writer (`EmojiArtText`, used by the web page) against the
// desktop's Foundation ones: the same bytes out, the same documents in, the same refusals.

/// A random valid document: odd coordinates and sizes, gaps in the ids, varied emoji.
func randomDocument(using random: inout SeededGenerator) throws -> EmojiArtDocument {
    let emoji = ["🦊", "👩‍🚀", "🌵", "❤️", "🇫🇷", "👍🏽", "🐈‍⬛", "1️⃣"]
    func real(_ range: ClosedRange<Double>) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random))
        case 1: range.lowerBound
        default: Double.random(in: range, using: &random)
        }
    }
    var items: [EmojiItem] = []
    var id = 0
    for _ in 0..<Int.random(in: 0...12, using: &random) {
        id += Int.random(in: 1...3, using: &random)
        let limit = DocumentLimits.maximumCoordinate
        items.append(
            EmojiItem(
                id: id, text: emoji.randomElement(using: &random)!,
                position: Point(x: real(-limit...limit), y: real(-1...1)),
                size: real(DocumentLimits.itemSizeRange)))
    }
    return try EmojiArtDocument(
        canvasSize: Size(
            width: real(DocumentLimits.canvasSideRange),
            height: real(DocumentLimits.canvasSideRange)),
        background: RGBAColor(
            red: UInt8.random(in: 0...255, using: &random), green: 0, blue: 255,
            alpha: UInt8.random(in: 0...255, using: &random)),
        items: items, nextItemID: id + Int.random(in: 1...1000, using: &random))
}

@Test func thePortableWriterWritesTheDesktopsBytes() throws {
    #expect(EmojiArtText.encode(try sampleDocument()) == sampleJSON)
    #expect(
        EmojiArtText.encode(EmojiArtDocument())
            == String(decoding: DocumentFormat.encode(EmojiArtDocument()), as: UTF8.self))
}

@Test func randomDocumentsCrossBetweenThePortableAndTheDesktopFormat() throws {
    var random = SeededGenerator(seed: 16)
    for _ in 0..<300 {
        let document = try randomDocument(using: &random)
        let desktop = DocumentFormat.encode(document)
        let portable = EmojiArtText.encode(document)
        #expect(try EmojiArtText.decode(Array(desktop)) == document)
        #expect(try DocumentFormat.decode(Data(portable.utf8)) == document)
        #expect(try EmojiArtText.decode(Array(portable.utf8)) == document)
    }
}

/// Both readers refuse `data`; when the desktop names the problem beyond "not JSON" or
/// "malformed" (whose wording comes from Foundation), the portable reader says the same.
func expectBothRefuse(
    _ data: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectBothRefuse(
        what, desktop: { () throws(DocumentFileError) in _ = try DocumentFormat.decode(data) },
        portable: { () throws(EmojiArtTextError) in _ = try EmojiArtText.decode(Array(data)) },
        foundationWorded: { error in
            switch error {
            case .notJSON, .malformed: true
            default: false
            }
        }, sourceLocation: sourceLocation)
}

@Test func thePortableReaderRefusesTheHostileFixtures() {
    var random = SeededGenerator(seed: 8)
    for length in [0, 1, 2, 7, 64, 1000] {
        for _ in 0..<20 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            expectBothRefuse(Data(bytes), "\(length) random bytes")
        }
    }
    let data = Data(sampleJSON.utf8)
    for length in 0..<data.count - 2 { expectBothRefuse(data.prefix(length), "\(length) bytes") }
    let swaps = [
        ("\"size\" : 40", "\"size\" : \"40\""), ("\"x\" : 100", "\"x\" : \"NaN\""),
        ("\"id\" : 0", "\"id\" : 0.5"), ("\"id\" : 0", "\"id\" : 1e30"),
        ("\"text\" : \"🦊\"", "\"text\" : null"), ("\"version\" : 1", "\"version\" : \"1\""),
        ("\"canvas\" : {", "\"canvas\" : [ {"), ("\"x\" : 100,", ""),
        ("\"x\" : 100", "\"x\" : 1e400"), ("\"size\" : 40", "\"size\" : -1e309"),
        ("\"version\" : 1", "\"version\" : 2"), ("\"version\" : 1", "\"version\" : 0"),
        ("\"id\" : 2", "\"id\" : 0"), ("\"id\" : 2", "\"id\" : 9"),
        ("\"text\" : \"🦊\"", "\"text\" : \"ab\""), ("#FFFAF0FF", "orange"),
        ("\"height\" : 480", "\"height\" : 3"), ("\"nextItemID\" : 3", "\"nextItemID\" : -1"),
    ]
    for (original, replacement) in swaps {
        expectBothRefuse(
            Data(sampleJSON.replacingOccurrences(of: original, with: replacement).utf8),
            "\(replacement)")
    }
    for text in ["", "hello", "{", "\u{FEFF}", "<svg/>", "[]", "1", "null", "{\"version\": 1,}"] {
        expectBothRefuse(Data(text.utf8), "\(text)")
    }
    for depth in [17, 1000, 100_000] {
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        expectBothRefuse(Data(nested.utf8), "depth \(depth)")
        expectBothRefuse(Data(("{\"version\":1,\"items\":" + nested + "}").utf8), "depth \(depth)")
    }
    var invalidUTF8 = Data(sampleJSON.replacingOccurrences(of: "🦊", with: "@").utf8)
    invalidUTF8[invalidUTF8.firstIndex(of: UInt8(ascii: "@"))!] = 0xFF
    expectBothRefuse(invalidUTF8, "bad UTF-8")
}

@Test func whatTheDesktopReadsThePortableReaderReadsAlike() throws {
    // Valid JSON the writer never writes: other spacing, unknown members, escapes, whole
    // numbers written as decimals, a byte order mark.
    let texts = [
        sampleJSON.replacingOccurrences(of: "\n", with: "").replacingOccurrences(
            of: " ", with: ""),
        sampleJSON.replacingOccurrences(
            of: "\"version\" : 1", with: "\"version\" : 1, \"extra\" : [1, {}]"),
        sampleJSON.replacingOccurrences(of: "🦊", with: "\\ud83e\\udd8a"),
        sampleJSON.replacingOccurrences(of: "\"id\" : 2", with: "\"id\" : 2.0"),
        sampleJSON.replacingOccurrences(of: "\"nextItemID\" : 3", with: "\"nextItemID\" : 0.3e1"),
        sampleJSON.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1.0"),
        "\u{FEFF}" + sampleJSON,
    ]
    for text in texts {
        let desktop = try DocumentFormat.decode(Data(text.utf8))
        #expect(try EmojiArtText.decode(Array(text.utf8)) == desktop, "\(text)")
    }
}

@Test func thePortableReaderKeepsTheLimits() throws {
    #expect(try EmojiArtText.decode(Array(documentJSON(itemCount: 100_000))).items.count == 100_000)
    #expect(throws: EmojiArtTextError.tooManyItems(100_001)) {
        try EmojiArtText.decode(Array(documentJSON(itemCount: 100_001)))
    }
    var big = Array(sampleJSON.utf8)
    big += [UInt8](repeating: UInt8(ascii: " "), count: EmojiArtText.maximumByteCount)
    #expect(throws: EmojiArtTextError.tooLarge(byteCount: big.count)) {
        try EmojiArtText.decode(big)
    }
    let duplicateKey = sampleJSON.replacingOccurrences(
        of: "\"version\" : 1", with: "\"version\" : 1, \"version\" : 1")
    #expect(throws: EmojiArtTextError.self) { try EmojiArtText.decode(Array(duplicateKey.utf8)) }
    let escaped = sampleJSON.replacingOccurrences(of: "🦊", with: "\\ud83e\\udd8a")
    #expect(try EmojiArtText.decode(Array(escaped.utf8)) == sampleDocument())
}
