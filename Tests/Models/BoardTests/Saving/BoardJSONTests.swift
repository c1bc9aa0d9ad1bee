import Board
import Foundation
import PortableJSON
import TestSupport
import Testing

/// Decoding must throw a `BoardJSONError` and nothing else, never crash.
func expectRefused(_ bytes: [UInt8], _ comment: Comment? = nil) {
    #expect(throws: BoardJSONError.self, comment) { try BoardJSON.decode(bytes) }
}

func expectRefused(_ text: String, _ comment: Comment? = nil) {
    expectRefused(Array(text.utf8), comment)
}

/// The parse error `text` gives, or nil when it is not one.
func parseError(_ text: String) -> JSONParseError? {
    do {
        _ = try BoardJSON.decode(Array(text.utf8))
    } catch {
        if case .notJSON(let problem) = error { return problem }
    }
    return nil
}

/// A random valid board: gaps in the ids, empty columns, labels, notes with line breaks,
/// and titles with quotes, backslashes, slashes and emoji.
func randomBoard(using random: inout SeededGenerator) throws -> Board {
    let words = ["Buy", "milk", "🦊", "“quoted”", "\"", "\\", "/", "a/b", "Ünï", "👩‍🚀", "x y"]
    func text(_ count: ClosedRange<Int>, lineBreaks: Bool = false) -> String {
        var out = ""
        for n in 0..<Int.random(in: count, using: &random) {
            if n > 0 { out += lineBreaks && Bool.random(using: &random) ? "\n" : " " }
            out += words.randomElement(using: &random)!
        }
        return out
    }
    var id = Int.random(in: 0...3, using: &random)
    var columns: [Column] = []
    for _ in 0..<Int.random(in: 0...5, using: &random) {
        var column = Column(id: id, title: text(1...3))
        id += Int.random(in: 1...4, using: &random)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let note =
                Int.random(in: 0..<3, using: &random) == 0 ? text(1...6, lineBreaks: true) : nil
            column.cards.append(
                Card(
                    id: id, title: text(1...4), note: note,
                    label: CardLabel.allCases.randomElement(using: &random)!))
            id += Int.random(in: 1...4, using: &random)
        }
        columns.append(column)
    }
    return try Board(
        columns: columns.shuffled(using: &random),
        nextID: id + Int.random(in: 0...9, using: &random))
}

@Suite struct BoardJSONTests {
    @Test func theSampleIsWrittenByteForByteAsEveryVersionWroteIt() {
        #expect(BoardJSON.encode(.sample) == sampleJSON)
        #expect(
            BoardJSON.encode(Board())
                == "{\n  \"columns\" : [\n\n  ],\n  \"nextID\" : 0,\n  \"version\" : 1\n}\n")
    }

    @Test func aBoardComesBackAsItWasSaved() throws {
        #expect(try BoardJSON.decode(Array(sampleJSON.utf8)) == .sample)
        var board = Board.sample
        let id = try board.addCard("Ünïcödé 🦊 “quotes” \\ / \"", note: "two\nlines", toColumn: 0)
        try board.setLabel(ofCard: id, to: .purple)
        let text = BoardJSON.encode(board)
        let again = try BoardJSON.decode(Array(text.utf8))
        #expect(again == board)
        #expect(BoardJSON.encode(again) == text)
    }

    @Test func randomBoardsComeBackAsTheyWereSaved() throws {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<300 {
            let board = try randomBoard(using: &random)
            let text = BoardJSON.encode(board)
            #expect(try BoardJSON.decode(Array(text.utf8)) == board)
        }
    }

    @Test func validJSONTheWriterNeverWritesIsReadToo() throws {
        // Other spacing and order, unknown members, escapes, null for an absent note or
        // label, whole numbers written as decimals, a byte order mark.
        let texts = [
            sampleJSON.replacingOccurrences(of: "\n", with: "").replacingOccurrences(
                of: "  ", with: ""),
            sampleJSON.replacingOccurrences(
                of: "\"version\" : 1", with: "\"version\" : 1, \"extra\" : [1, {}]"),
            sampleJSON.replacingOccurrences(of: "\"nextID\" : 8", with: "\"nextID\" : 8.0"),
            sampleJSON.replacingOccurrences(of: "\"nextID\" : 8", with: "\"nextID\" : 0.8e1"),
            "\u{FEFF}" + sampleJSON,
        ]
        for text in texts { #expect(try BoardJSON.decode(Array(text.utf8)) == .sample, "\(text)") }
        let escaped = sampleJSON.replacingOccurrences(of: "\"To do\"", with: "\"To \\u0064o\"")
        #expect(try BoardJSON.decode(Array(escaped.utf8)) == .sample)
        let nulls = sampleJSON.replacingOccurrences(
            of: "\"label\" : \"red\"", with: "\"label\" : null, \"note\" : null")
        #expect(try BoardJSON.decode(Array(nulls.utf8)).columns[0].cards[2].label == CardLabel.none)
        #expect(
            try BoardJSON.decode(Array("{\"version\": 1, \"nextID\": 0, \"columns\": []}".utf8))
                == Board())
    }

    @Test func randomBytesAreRefused() {
        var random = SeededGenerator(seed: 17)
        for length in [0, 1, 2, 7, 64, 1000, 50_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                expectRefused(bytes, "\(length) random bytes")
            }
        }
    }

    @Test func everyTruncationIsRefusedAndSaysWhere() {
        let bytes = Array(sampleJSON.utf8)
        for length in 0..<bytes.count - 2 {
            let text = String(decoding: bytes.prefix(length), as: UTF8.self)
            expectRefused(Array(bytes.prefix(length)), "\(length) bytes")
            if length > 0 {
                #expect(parseError(text)?.reason != nil, "\(length) bytes")
            }
        }
    }

    @Test func badUTF8IsRefusedWithItsPlace() throws {
        var bytes = Array(sampleJSON.utf8)
        let at = try #require(sampleJSON.range(of: "To do")).lowerBound.utf16Offset(in: sampleJSON)
        bytes[at] = 0xFF
        #expect(throws: BoardJSONError.self) { try BoardJSON.decode(bytes) }
        do {
            _ = try BoardJSON.decode(bytes)
        } catch {
            #expect(error.description == "line 22, column 18: not UTF-8 text (byte FF)")
        }
        expectRefused([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D])  // {"\xC3":1}
    }

    @Test(arguments: [17, 1000, 2_000_000])
    func deepNestingIsRefusedAsItDescends(depth: Int) {
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(
            parseError("{\"version\":1,\"columns\":" + nested + "}")
                == JSONParseError(line: 1, column: 39, reason: .tooDeeplyNested(limit: 16)))
    }

    @Test func moreThanTenMegabytesIsRefusedBeforeParsing() {
        var bytes = Array(sampleJSON.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: BoardJSON.maximumByteCount)
        #expect(throws: BoardJSONError.tooLarge(byteCount: bytes.count)) {
            try BoardJSON.decode(bytes)
        }
    }

    @Test(arguments: ["1e400", "-1e400", "1e30", "0.5", "\"3\"", "null", "99999999999999999999"])
    func hugeOrWrongNumbersAreRefused(number: String) {
        let json = sampleJSON.replacingOccurrences(
            of: "\"nextID\" : 8", with: "\"nextID\" : \(number)")
        #expect(json != sampleJSON)
        expectRefused(json, "\(number)")
        let id = sampleJSON.replacingOccurrences(of: "\"id\" : 3,", with: "\"id\" : \(number),")
        #expect(id != sampleJSON)
        expectRefused(id, "\(number)")
    }

    @Test func duplicateIDsAndKeysAreRefused() {
        let json = sampleJSON.replacingOccurrences(of: "\"id\" : 4,", with: "\"id\" : 3,")
        #expect(throws: BoardJSONError.invalidBoard(.duplicateID(3))) {
            try BoardJSON.decode(Array(json.utf8))
        }
        let duplicateKey = sampleJSON.replacingOccurrences(
            of: "\"version\" : 1", with: "\"version\" : 1, \"version\" : 1")
        #expect(parseError(duplicateKey)?.reason == .duplicateKey("version"))
    }

    @Test func versionsShapesAndLabelsAreChecked() {
        #expect(throws: BoardJSONError.unsupportedVersion(2)) {
            try BoardJSON.decode(Array("{\"version\": 2}".utf8))
        }
        #expect(throws: BoardJSONError.unsupportedVersion(nil)) {
            try BoardJSON.decode(Array("{\"columns\": []}".utf8))
        }
        for text in [
            "[]", "1", "null", "\"board\"", "{\"version\": 1,}", "{\"version\": null}",
            "{\"version\": 1}", "{\"version\": \"1\"}", "{\"version\": 1.5}",
        ] {
            expectRefused(text, "\(text)")
        }
        let label = sampleJSON.replacingOccurrences(of: "\"red\"", with: "\"pl\\u0000aid\"")
        do {
            _ = try BoardJSON.decode(Array(label.utf8))
            Issue.record("accepted an unknown label")
        } catch {
            #expect(
                error.description
                    == "the board is malformed: columns[0].cards[2].label “pl\\u0000aid” is not "
                    + "one of none, red, orange, yellow, green, blue, purple")
        }
        for (text, reason) in [
            (
                "{\"version\": 1, \"nextID\": \"8\", \"columns\": []}",
                "nextID is not a whole number"
            ),
            ("{\"version\": 1, \"nextID\": 8, \"columns\": {}}", "columns is not an array"),
            ("{\"version\": 1, \"nextID\": 8}", "missing “columns” in the document"),
        ] {
            #expect(throws: BoardJSONError.malformed(reason: reason)) {
                try BoardJSON.decode(Array(text.utf8))
            }
        }
        let empty = sampleJSON.replacingOccurrences(of: "\"Doing\"", with: "\"  \"")
        #expect(throws: BoardJSONError.invalidBoard(.emptyTitle)) {
            try BoardJSON.decode(Array(empty.utf8))
        }
        let control = sampleJSON.replacingOccurrences(of: "\"Doing\"", with: "\"Do\\u0007ing\"")
        #expect(throws: BoardJSONError.invalidBoard(.controlCharacter)) {
            try BoardJSON.decode(Array(control.utf8))
        }
        for (original, replacement) in [
            ("\"Doing\"", "null"), ("\"Doing\"", "[]"), ("\"two pages\"", "2"),
            (",\n      \"title\" : \"Done\"", ""), ("\"cards\" : [", "\"cards\" : {"),
            ("\"columns\" : [", "\"columns\" : [ [ ] ,"),
            ("\"columns\" : [", "\"columns\" : 1, \"x\" : ["),
            ("\"To do\"", "\"" + String(repeating: "t", count: 201) + "\""),
            ("\"id\" : 3,", "\"id\" : -3,"), ("\"nextID\" : 8", "\"nextID\" : 2"),
        ] {
            let text = sampleJSON.replacingOccurrences(of: original, with: replacement)
            #expect(text != sampleJSON, "\(replacement)")
            expectRefused(text, "\(replacement)")
        }
    }

    @Test func tooManyCardsAreRefused() {
        var text =
            "{\"version\":1,\"nextID\":10002,\"columns\":[{\"id\":0,\"title\":\"a\",\"cards\":["
        for id in 1...10_001 { text += (id == 1 ? "" : ",") + "{\"id\":\(id),\"title\":\"c\"}" }
        text += "]}]}"
        #expect(throws: BoardJSONError.invalidBoard(.tooManyCards(10_001))) {
            try BoardJSON.decode(Array(text.utf8))
        }
    }
}
