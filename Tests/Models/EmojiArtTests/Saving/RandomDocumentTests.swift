import EmojiArt
import Foundation
import Geometry
import TestSupport
import Testing

// Random documents come back as they were saved; valid JSON the writer never writes is
// read too.

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

@Test func randomDocumentsComeBackAsTheyWereSaved() throws {
    var random = SeededGenerator(seed: 16)
    for _ in 0..<300 {
        let document = try randomDocument(using: &random)
        let text = EmojiArtText.encode(document)
        #expect(try decoded(text) == document)
        #expect(EmojiArtText.encode(try decoded(text)) == text)
    }
}

@Test func validJSONTheWriterNeverWritesIsReadToo() throws {
    // Other spacing, unknown members, escapes, whole numbers written as decimals, a byte
    // order mark.
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
    for text in texts { #expect(try decoded(text) == sampleDocument(), "\(text)") }
}

@Test func aDuplicateKeyIsRefused() {
    let duplicateKey = sampleJSON.replacingOccurrences(
        of: "\"version\" : 1", with: "\"version\" : 1, \"version\" : 1")
    #expect(throws: EmojiArtTextError.self) { try decoded(duplicateKey) }
}
