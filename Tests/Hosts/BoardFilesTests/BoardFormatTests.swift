import Board
import BoardFiles
import Foundation
import TestSupport
import Testing

/// Decoding must throw a `BoardFileError` and nothing else, never crash.
func expectRefused(_ data: Data, _ comment: Comment? = nil) {
    #expect(throws: BoardFileError.self, comment) { try BoardFormat.decode(data) }
}

let sampleJSON = String(decoding: BoardFormat.encode(.sample), as: UTF8.self)

@Suite struct BoardFormatTests {
    @Test func aBoardComesBackAsItWasSaved() throws {
        #expect(try BoardFormat.decode(BoardFormat.encode(.sample)) == .sample)
        var board = Board.sample
        let id = try board.addCard("Ünïcödé 🦊 “quotes” \\ / \"", note: "two\nlines", toColumn: 0)
        try board.setLabel(ofCard: id, to: .purple)
        let again = try BoardFormat.decode(BoardFormat.encode(board))
        #expect(again == board)
        #expect(BoardFormat.encode(again) == BoardFormat.encode(board))
    }

    @Test func theFormatIsReadableJSONWithAVersion() {
        #expect(sampleJSON.contains("\"version\" : 1"))
        #expect(sampleJSON.contains("\"title\" : \"To do\""))
        #expect(sampleJSON.contains("\"label\" : \"red\""))
    }

    @Test func randomBytesAreRefused() {
        var random = SeededGenerator(seed: 17)
        for length in [0, 1, 2, 7, 64, 1000, 50_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                expectRefused(Data(bytes), "\(length) random bytes")
            }
        }
    }

    @Test func everyTruncationIsRefused() {
        let data = Data(sampleJSON.utf8)
        for length in 0..<data.count - 2 { expectRefused(data.prefix(length), "\(length) bytes") }
    }

    @Test func badUTF8IsNotJSON() {
        var data = Data(sampleJSON.utf8)
        let at = data.range(of: Data("To do".utf8))!.lowerBound
        data[at] = 0xFF
        data[at + 1] = 0xFE
        #expect(throws: BoardFileError.self) { try BoardFormat.decode(data) }
        let lone = Data([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D])  // {"\xC3":1}
        expectRefused(lone)
    }

    @Test(arguments: [17, 1000, 2_000_000])
    func deepNestingIsRefusedBeforeParsing(depth: Int) {
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: BoardFileError.tooDeeplyNested(limit: 16)) {
            try BoardFormat.decode(Data(("{\"version\":1,\"columns\":" + nested + "}").utf8))
        }
    }

    @Test func moreThanTenMegabytesIsRefusedBeforeParsing() {
        var data = Data(sampleJSON.utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: BoardFormat.maximumByteCount))
        #expect(throws: BoardFileError.tooLarge(byteCount: data.count)) {
            try BoardFormat.decode(data)
        }
    }

    @Test(arguments: ["1e400", "-1e400", "1e30", "0.5", "\"3\"", "null", "99999999999999999999"])
    func hugeOrWrongNumbersAreRefused(number: String) {
        let json = sampleJSON.replacingOccurrences(
            of: "\"nextID\" : 8", with: "\"nextID\" : \(number)")
        #expect(json != sampleJSON)
        expectRefused(Data(json.utf8), "\(number)")
        let id = sampleJSON.replacingOccurrences(of: "\"id\" : 3,", with: "\"id\" : \(number),")
        #expect(id != sampleJSON)
        expectRefused(Data(id.utf8), "\(number)")
    }

    @Test func duplicateIDsAreRefused() {
        let json = sampleJSON.replacingOccurrences(of: "\"id\" : 4,", with: "\"id\" : 3,")
        #expect(throws: BoardFileError.invalidBoard(.duplicateID(3))) {
            try BoardFormat.decode(Data(json.utf8))
        }
    }

    @Test func versionsShapesAndLabelsAreChecked() {
        #expect(throws: BoardFileError.unsupportedVersion(2)) {
            try BoardFormat.decode(Data("{\"version\": 2}".utf8))
        }
        #expect(throws: BoardFileError.unsupportedVersion(nil)) {
            try BoardFormat.decode(Data("{\"columns\": []}".utf8))
        }
        for text in ["[]", "1", "null", "\"board\""] { expectRefused(Data(text.utf8), "\(text)") }
        let label = sampleJSON.replacingOccurrences(of: "\"red\"", with: "\"plaid\"")
        do {
            _ = try BoardFormat.decode(Data(label.utf8))
            Issue.record("accepted an unknown label")
        } catch {
            guard case .malformed(let reason) = error else { return #expect(Bool(false)) }
            #expect(reason.contains("plaid") && reason.contains("columns[0].cards[2].label"))
        }
        let empty = sampleJSON.replacingOccurrences(of: "\"Doing\"", with: "\"  \"")
        #expect(throws: BoardFileError.invalidBoard(.emptyTitle)) {
            try BoardFormat.decode(Data(empty.utf8))
        }
        let control = sampleJSON.replacingOccurrences(of: "\"Doing\"", with: "\"Do\\u0007ing\"")
        #expect(throws: BoardFileError.invalidBoard(.controlCharacter)) {
            try BoardFormat.decode(Data(control.utf8))
        }
    }

    @Test func tooManyCardsAreRefused() {
        var text =
            "{\"version\":1,\"nextID\":10002,\"columns\":[{\"id\":0,\"title\":\"a\",\"cards\":["
        for id in 1...10_001 { text += (id == 1 ? "" : ",") + "{\"id\":\(id),\"title\":\"c\"}" }
        text += "]}]}"
        #expect(throws: BoardFileError.invalidBoard(.tooManyCards(10_001))) {
            try BoardFormat.decode(Data(text.utf8))
        }
    }
}
