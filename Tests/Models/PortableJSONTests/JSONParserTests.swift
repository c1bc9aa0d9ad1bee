import PortableJSON
import Testing

/// Parses `text`, or returns why not.
func parsed(_ text: String, depthLimit: Int = 16) -> Result<JSONValue, JSONParseError> {
    do throws(JSONParseError) {
        return .success(try JSONParser.parse(Array(text.utf8), depthLimit: depthLimit))
    } catch {
        return .failure(error)
    }
}

func isRefused(_ text: String) -> Bool {
    if case .failure = parsed(text) { return true }
    return false
}

@Suite struct JSONParserTests {
    @Test func valuesComeBackWithTheirTextAndOrder() throws {
        let text = " {\"b\": [1, -2.5e3, true, null], \"a\": \"x\\u00e9\\ud83e\\udd8a\"} "
        let value = try parsed(text).get()
        let numbers: [JSONValue] = [
            .number(text: "1", value: 1), .number(text: "-2.5e3", value: -2500),
        ]
        #expect(value["b"] == .array(numbers + [.bool(true), .null]))
        #expect(value["a"] == .string("xé🦊"))
        guard case .object(let members) = value else { return #expect(Bool(false)) }
        #expect(members.map { $0.key } == ["b", "a"])
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[+1]", "[1e]", "[NaN]",
        "[Infinity]", "[1e400]", "[-1e309]", "// c\n1", "{a:1}", "['a']", "\"\\x\"", "\"\t\"",
        "\"\\ud83e\"", "\"\\udd8a\"", "{\"a\":1,\"a\":2}", "[1] 2", "tru", "nul",
    ])
    func whatIsNotStrictJSONIsRefused(text: String) {
        #expect(isRefused(text), "\(text)")
    }

    @Test func aByteOrderMarkIsSkippedAsFoundationSkipsIt() throws {
        #expect(try parsed("\u{FEFF}[1]").get() == .array([.number(text: "1", value: 1)]))
        #expect(isRefused("\u{FEFF}"))
        #expect(isRefused("[1]\u{FEFF}"))
        #expect(isRefused("\u{FEFF}\u{FEFF}[1]"))
    }

    @Test func invalidUTF8IsRefused() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ] {
            #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes, depthLimit: 4) }
        }
    }

    @Test func nestingIsLimitedAsItDescends() {
        let deep = { (n: Int) in String(repeating: "[", count: n) + String(repeating: "]", count: n)
        }
        #expect((try? parsed(deep(16)).get()) != nil)
        let tooDeep = JSONParseError(line: 1, column: 17, reason: .tooDeeplyNested(limit: 16))
        #expect(throws: tooDeep) { try parsed(deep(17)).get() }
        // A million brackets: refused at the 17th, never a stack overflow.
        #expect(throws: tooDeep) { try parsed(String(repeating: "[", count: 1_000_000)).get() }
    }
}
