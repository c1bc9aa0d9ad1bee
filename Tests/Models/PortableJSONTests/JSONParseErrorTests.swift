import PortableJSON
import Testing

/// The message `bytes` are refused with, or "accepted".
func message(_ bytes: [UInt8], depthLimit: Int = 16) -> String {
    do throws(JSONParseError) {
        _ = try JSONParser.parse(bytes, depthLimit: depthLimit)
        return "accepted"
    } catch {
        return error.description
    }
}

func message(_ text: String, depthLimit: Int = 16) -> String {
    message(Array(text.utf8), depthLimit: depthLimit)
}

/// Every refusal says where (line and column, from 1, in characters) and why, in one
/// sentence, with text from the file quoted safely.
@Suite struct JSONParseErrorTests {
    @Test func truncatedTextSaysWhereItEnds() {
        #expect(
            message("{\n  \"a\" : [1, 2],\n  \"title\" : \"To d")
                == "line 3, column 18: the text ends inside a string")
        #expect(
            message("{\n  \"a\" : [1, 2")
                == "line 2, column 14: the text ends before the JSON value does")
        #expect(message("{\"a\": \"\\u00") == "line 1, column 12: the text ends inside a string")
        #expect(message("") == "line 1, column 1: the text is empty")
        #expect(message(" \n ") == "line 2, column 2: the text is empty")
    }

    @Test func binaryJunkIsNotUTF8Text() {
        #expect(
            message([0x7B, 0x22, 0xFF, 0xFE, 0x00]) == "line 1, column 3: not UTF-8 text (byte FF)")
        #expect(
            message([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                == "line 1, column 1: not UTF-8 text (byte 89)")
        // Valid UTF-8 but no JSON: the character found is named, a control character escaped.
        #expect(message([0x00, 0x01]) == "line 1, column 1: “\\u0000” where a value belongs")
        #expect(message("<svg/>") == "line 1, column 1: “<” where a value belongs")
        #expect(message("[1 2]") == "line 1, column 4: “2” where “,” or “]” belongs")
        #expect(message("{\"a\" 1}") == "line 1, column 6: “1” where “:” belongs")
        #expect(message("[1] x") == "line 1, column 5: more text after the JSON value")
        #expect(message("[tru]") == "line 1, column 2: “tru” where a value belongs")
        #expect(message("this is not JSON") == "line 1, column 1: “this” where a value belongs")
        #expect(message("[nul") == "line 1, column 5: the text ends before the JSON value does")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(message("[\"🦊\", \"é\", x]") == "line 1, column 12: “x” where a value belongs")
        #expect(message("\u{FEFF}[x]") == "line 1, column 2: “x” where a value belongs")
    }

    @Test func aNumberTooLargeIsNamed() {
        #expect(
            message("{\n  \"x\" : 1e999\n}") == "line 2, column 9: the number “1e999” is too large")
        #expect(message("[-1e400]") == "line 1, column 2: the number “-1e400” is too large")
        #expect(message("[01]") == "line 1, column 2: “01” is not a number")
        #expect(message("[1.]") == "line 1, column 2: “1.” is not a number")
        #expect(message("[-]") == "line 1, column 2: “-” is not a number")
    }

    @Test func aBadEscapeIsQuoted() {
        #expect(message("[\"a\\x\"]") == "line 1, column 4: “\\x” is not an escape")
        #expect(message("[\"a\\u12G4\"]") == "line 1, column 4: “\\u12G” is not an escape")
        #expect(
            message("[\"\\ud83e\"]") == "line 1, column 3: half a surrogate pair in a \\u escape")
        #expect(
            message("[\"\\udd8a\"]") == "line 1, column 3: half a surrogate pair in a \\u escape")
    }

    @Test func controlCharactersAreShownEscapedNeverRaw() {
        #expect(
            message("[\"a\u{0}b\"]")
                == "line 1, column 4: a raw control character (\\u0000) in a string")
        #expect(
            message("[\"a\tb\"]")
                == "line 1, column 4: a raw control character (\\u0009) in a string")
        let duplicate = message("{\"a\\u0000\\u001b[2J\": 1, \"a\\u0000\\u001b[2J\": 2}")
        #expect(duplicate == "line 1, column 25: the key “a\\u0000\\u001B[2J” appears twice")
        #expect(!duplicate.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func deepNestingSaysWhereItPassesTheLimit() {
        #expect(
            message("{\"a\": [[[[1]]]]}", depthLimit: 3)
                == "line 1, column 9: arrays and objects nest deeper than 3 levels")
        #expect(
            message(String(repeating: "[", count: 100))
                == "line 1, column 17: arrays and objects nest deeper than 16 levels")
    }
}
