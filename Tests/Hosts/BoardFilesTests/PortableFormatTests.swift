import Board
import BoardFiles
import Foundation
import TestSupport
import Testing

// The portable reader and writer (`BoardJSON`, used by the web page) against the desktop's
// Foundation ones (`BoardFormat`): the same bytes out, the same boards in, the same refusals.

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

@Suite struct PortableFormatTests {
    @Test func thePortableWriterWritesTheDesktopsBytes() throws {
        #expect(BoardJSON.encode(.sample) == sampleJSON)
        #expect(
            BoardJSON.encode(Board())
                == String(decoding: BoardFormat.encode(Board()), as: UTF8.self))
        let empty = try Board(columns: [Column(id: 0, title: "Empty")], nextID: 1)
        #expect(
            BoardJSON.encode(empty) == String(decoding: BoardFormat.encode(empty), as: UTF8.self))
    }

    @Test func randomBoardsCrossBetweenThePortableAndTheDesktopFormat() throws {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<300 {
            let board = try randomBoard(using: &random)
            let desktop = BoardFormat.encode(board)
            let portable = BoardJSON.encode(board)
            #expect(portable == String(decoding: desktop, as: UTF8.self))
            #expect(try BoardJSON.decode(Array(desktop)) == board)
            #expect(try BoardFormat.decode(Data(portable.utf8)) == board)
        }
    }

    @Test func thePortableReaderRefusesWhatTheDesktopRefuses() {
        var random = SeededGenerator(seed: 9)
        for length in [0, 1, 2, 7, 64, 1000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                expectBothRefuse(Data(bytes), "\(length) random bytes")
            }
        }
        let data = Data(sampleJSON.utf8)
        for length in 0..<data.count - 2 {
            expectBothRefuse(data.prefix(length), "\(length) bytes")
        }
        let swaps = [
            ("\"nextID\" : 8", "\"nextID\" : 1e400"), ("\"nextID\" : 8", "\"nextID\" : -1e400"),
            ("\"nextID\" : 8", "\"nextID\" : 1e30"), ("\"nextID\" : 8", "\"nextID\" : 0.5"),
            ("\"nextID\" : 8", "\"nextID\" : \"8\""), ("\"nextID\" : 8", "\"nextID\" : null"),
            ("\"nextID\" : 8", "\"nextID\" : 99999999999999999999"),
            ("\"nextID\" : 8", "\"nextID\" : -1"), ("\"nextID\" : 8", "\"nextID\" : 2"),
            ("\"id\" : 3,", "\"id\" : 1e30,"), ("\"id\" : 3,", "\"id\" : 0.5,"),
            ("\"id\" : 4,", "\"id\" : 3,"), ("\"id\" : 3,", "\"id\" : -3,"),
            ("\"version\" : 1", "\"version\" : 2"), ("\"version\" : 1", "\"version\" : 0"),
            ("\"version\" : 1", "\"version\" : \"1\""), ("\"version\" : 1", "\"version\" : 1.5"),
            ("\"red\"", "\"plaid\""), ("\"red\"", "7"), ("\"Doing\"", "\"  \""),
            ("\"Doing\"", "\"Do\\u0007ing\""), ("\"Doing\"", "null"), ("\"Doing\"", "[]"),
            ("\"two pages\"", "2"), (",\n      \"title\" : \"Done\"", ""),
            ("\"cards\" : [", "\"cards\" : {"),
            ("\"columns\" : [", "\"columns\" : [ [ ] ,"),
            ("\"columns\" : [", "\"columns\" : 1, \"x\" : ["),
            ("\"To do\"", "\"" + String(repeating: "t", count: 201) + "\""),
        ]
        for (original, replacement) in swaps {
            let text = sampleJSON.replacingOccurrences(of: original, with: replacement)
            #expect(text != sampleJSON, "\(replacement)")
            expectBothRefuse(Data(text.utf8), "\(replacement)")
        }
        for text in [
            "", "hello", "{", "\u{FEFF}", "[]", "1", "null", "\"board\"", "{\"version\": 1,}",
            "{\"columns\": []}", "{\"version\": null}", "{\"version\": 1}",
        ] {
            expectBothRefuse(Data(text.utf8), "\(text)")
        }
        for depth in [17, 1000, 100_000] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            expectBothRefuse(Data(nested.utf8), "depth \(depth)")
            expectBothRefuse(
                Data(("{\"version\":1,\"columns\":" + nested + "}").utf8), "depth \(depth)")
        }
        var badUTF8 = Data(sampleJSON.utf8)
        let at = badUTF8.range(of: Data("To do".utf8))!.lowerBound
        badUTF8[at] = 0xFF
        expectBothRefuse(badUTF8, "bad UTF-8")
        expectBothRefuse(Data([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D]), "a lone lead byte")
    }

    @Test func whatTheDesktopReadsThePortableReaderReadsAlike() throws {
        // Valid JSON the writer never writes: other spacing and order, unknown members,
        // escapes, null for an absent note or label, whole numbers written as decimals.
        let texts = [
            sampleJSON.replacingOccurrences(of: "\n", with: "").replacingOccurrences(
                of: " ", with: ""),
            sampleJSON.replacingOccurrences(
                of: "\"version\" : 1", with: "\"version\" : 1, \"extra\" : [1, {}]"),
            sampleJSON.replacingOccurrences(of: "\"To do\"", with: "\"To \\u0064o\""),
            sampleJSON.replacingOccurrences(
                of: "\"label\" : \"red\"", with: "\"label\" : null, \"note\" : null"),
            sampleJSON.replacingOccurrences(
                of: "\"label\" : \"red\"", with: "\"label\" : \"none\""),
            sampleJSON.replacingOccurrences(of: "\"two pages\"", with: "\"  \""),
            sampleJSON.replacingOccurrences(of: "\"nextID\" : 8", with: "\"nextID\" : 8.0"),
            sampleJSON.replacingOccurrences(of: "\"nextID\" : 8", with: "\"nextID\" : 0.8e1"),
            "{\"version\": 1, \"nextID\": 0, \"columns\": []}",
            "\u{FEFF}" + sampleJSON,
        ]
        for text in texts {
            let desktop = try BoardFormat.decode(Data(text.utf8))
            #expect(try BoardJSON.decode(Array(text.utf8)) == desktop, "\(text)")
        }
    }

    @Test func thePortableReaderKeepsTheLimits() {
        var big = Array(sampleJSON.utf8)
        big += [UInt8](repeating: UInt8(ascii: " "), count: BoardJSON.maximumByteCount)
        #expect(throws: BoardJSONError.tooLarge(byteCount: big.count)) { try BoardJSON.decode(big) }
        var text =
            "{\"version\":1,\"nextID\":10002,\"columns\":[{\"id\":0,\"title\":\"a\",\"cards\":["
        for id in 1...10_001 { text += (id == 1 ? "" : ",") + "{\"id\":\(id),\"title\":\"c\"}" }
        text += "]}]}"
        #expect(throws: BoardJSONError.invalidBoard(.tooManyCards(10_001))) {
            try BoardJSON.decode(Array(text.utf8))
        }
        let duplicateKey = sampleJSON.replacingOccurrences(
            of: "\"version\" : 1", with: "\"version\" : 1, \"version\" : 1")
        #expect(throws: BoardJSONError.self) { try BoardJSON.decode(Array(duplicateKey.utf8)) }
    }
}

/// Both readers refuse `data`; when the desktop names the problem beyond "not JSON" or
/// "malformed" (whose wording comes from Foundation), the portable reader says the same.
func expectBothRefuse(
    _ data: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectBothRefuse(
        what, desktop: { () throws(BoardFileError) in _ = try BoardFormat.decode(data) },
        portable: { () throws(BoardJSONError) in _ = try BoardJSON.decode(Array(data)) },
        foundationWorded: { error in
            switch error {
            case .notJSON, .malformed: true
            default: false
            }
        }, sourceLocation: sourceLocation)
}
