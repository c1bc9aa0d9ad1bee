import EmojiArt
import Foundation
import PortableJSON
import TestSupport
import Testing

/// Decoding must throw an `EmojiArtTextError` (any) and nothing else, never crash.
func expectRefused(_ data: Data, _ comment: Comment? = nil) {
    #expect(throws: EmojiArtTextError.self, comment) { try EmojiArtText.decode(Array(data)) }
}

@Test func randomBytesAreRefused() {
    var random = SeededGenerator(seed: 8)
    for length in [0, 1, 2, 7, 64, 1000, 50_000] {
        for _ in 0..<20 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            expectRefused(Data(bytes), "\(length) random bytes")
        }
    }
}

@Test func randomJSONishTextIsRefused() {
    var random = SeededGenerator(seed: 42)
    let alphabet = Array("{}[]\":,0123456789.eE+-truefalsnul versionitemsxy\\ ")
    for _ in 0..<500 {
        let text = String(
            (0..<Int.random(in: 0...200, using: &random)).map { _ in
                alphabet.randomElement(using: &random)!
            })
        expectRefused(Data(text.utf8), "\(text)")
    }
}

@Test func everyTruncationOfAValidDocumentIsRefused() throws {
    let data = Data(sampleJSON.utf8)
    let complete = data.count - 1  // the closing brace and its newline
    for length in 0..<complete - 1 { expectRefused(data.prefix(length), "\(length) bytes") }
}

@Test func aTrailingCommaIsRefused() {
    #expect(
        throws: EmojiArtTextError.notJSON(
            JSONParseError(
                line: 1, column: 15, reason: .unexpected(found: "“}”", expected: "a key in quotes"))
        )
    ) {
        try decoded("{\"version\": 1,}")
    }
}

@Test func notJSONIsSaidToBeNotJSON() {
    for text in ["", "hello", "{", "{\"version\": 1", "\u{FEFF}", "<svg/>"] {
        #expect(throws: EmojiArtTextError.self) { try decoded(text) }
        do {
            _ = try decoded(text)
        } catch {
            guard case .notJSON = error else {
                Issue.record("“\(text)” gave \(error)")
                return
            }
        }
    }
}

@Test(arguments: [
    ("\"size\" : 40", "\"size\" : \"40\""),  // a number as a string
    ("\"x\" : 100", "\"x\" : \"NaN\""),  // NaN written as a string
    ("\"y\" : 80.5", "\"y\" : \"Infinity\""),
    ("\"id\" : 0", "\"id\" : 0.5"),  // a fractional id
    ("\"id\" : 0", "\"id\" : 1e30"),  // an id beyond Int
    ("\"text\" : \"🦊\"", "\"text\" : 129418"),
    ("\"text\" : \"🦊\"", "\"text\" : null"),
    ("\"nextItemID\" : 3", "\"nextItemID\" : []"),
    ("\"version\" : 1", "\"version\" : \"1\""),
    ("\"canvas\" : {", "\"canvas\" : [ {"),
    ("\"x\" : 100,", ""),  // a missing coordinate
])
func wrongTypesAreMalformedAndNamed(original: String, replacement: String) throws {
    let json = sampleJSON.replacingOccurrences(of: original, with: replacement)
    #expect(json != sampleJSON)
    #expect(throws: EmojiArtTextError.self) { try decoded(json) }
}

@Test func wrongTypesSayWhere() {
    let json = sampleJSON.replacingOccurrences(of: "\"x\" : 100", with: "\"x\" : \"NaN\"")
    do {
        _ = try decoded(json)
        Issue.record("accepted NaN")
    } catch {
        guard case .malformed(let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(reason == "items[0].x is not a number", "\(reason)")
    }
}

@Test(arguments: ["1e400", "-1e400", "1e309", "123456789012345678901234567890e300"])
func hugeNumbersAreRefused(number: String) {
    let json = sampleJSON.replacingOccurrences(of: "\"x\" : 100", with: "\"x\" : \(number)")
    expectRefused(Data(json.utf8), "\(number)")
    let size = sampleJSON.replacingOccurrences(of: "\"size\" : 40", with: "\"size\" : \(number)")
    expectRefused(Data(size.utf8), "\(number)")
}

@Test func aTopLevelThatIsNotAnObjectIsRefused() {
    for text in ["[]", "1", "\"document\"", "null", "true", "[{\"version\": 1}]"] {
        expectRefused(Data(text.utf8), "\(text)")
    }
}

/// A valid document with `count` small items, written as JSON text.
func documentJSON(itemCount count: Int) -> Data {
    var text =
        "{\"version\":1,\"canvas\":{\"width\":800,\"height\":600},\"background\":\"#FFFFFF\","
    text += "\"nextItemID\":\(count),\"items\":["
    text.reserveCapacity(count * 50)
    for id in 0..<count {
        if id > 0 { text += "," }
        text += "{\"id\":\(id),\"text\":\"🦊\",\"x\":\(id % 800),\"y\":\(id / 800),\"size\":20}"
    }
    return Data((text + "]}").utf8)
}

@Test func oneHundredThousandItemsOpenAndOneMoreIsRefused() throws {
    let full = documentJSON(itemCount: 100_000)
    #expect(full.count < EmojiArtText.maximumByteCount)
    #expect(try EmojiArtText.decode(Array(full)).items.count == 100_000)
    #expect(throws: EmojiArtTextError.tooManyItems(100_001)) {
        try EmojiArtText.decode(Array(documentJSON(itemCount: 100_001)))
    }
}

@Test func moreThanTenMegabytesIsRefusedBeforeParsing() {
    var data = Data(sampleJSON.utf8)
    data.append(Data(repeating: UInt8(ascii: " "), count: EmojiArtText.maximumByteCount))
    #expect(throws: EmojiArtTextError.tooLarge(byteCount: data.count)) {
        try EmojiArtText.decode(Array(data))
    }
}

@Test(arguments: [17, 1000, 100_000, 2_000_000])
func deeplyNestedArraysAreRefused(depth: Int) {
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(
        throws: EmojiArtTextError.notJSON(
            JSONParseError(line: 1, column: 17, reason: .tooDeeplyNested(limit: 16)))
    ) {
        try decoded(nested)
    }
    let inside = "{\"version\":1,\"items\":" + nested + "}"
    #expect(
        throws: EmojiArtTextError.notJSON(
            JSONParseError(line: 1, column: 37, reason: .tooDeeplyNested(limit: 16)))
    ) {
        try decoded(inside)
    }
}
