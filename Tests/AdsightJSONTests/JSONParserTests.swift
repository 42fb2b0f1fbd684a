import Testing
@testable import AdsightJSON

struct ErrorCase: Sendable, CustomStringConvertible {
    var input: String
    var line: Int
    var column: Int
    var messageContains: String
    var description: String { input }
}

let errorCases: [ErrorCase] = [
    ErrorCase(input: "", line: 1, column: 1, messageContains: "empty"),
    ErrorCase(input: "{\"a\": 1,}", line: 1, column: 9, messageContains: "string key"),
    ErrorCase(input: "{\"a\" 1}", line: 1, column: 6, messageContains: "':'"),
    ErrorCase(input: "[1, 2", line: 1, column: 6, messageContains: "end of input"),
    ErrorCase(input: "{\"a\":\n  tru}", line: 2, column: 3, messageContains: "expected a value"),
    ErrorCase(input: "{\"é\": NaN}", line: 1, column: 7, messageContains: "'N'"),
    ErrorCase(input: "[\"\\uD800\"]", line: 1, column: 3, messageContains: "lone surrogate"),
    ErrorCase(input: "[\"\\uDC00\\u0041\"]", line: 1, column: 3, messageContains: "lone surrogate"),
    ErrorCase(input: "[\"a\tb\"]", line: 1, column: 4, messageContains: "control character U+0009"),
    ErrorCase(input: "[\"a\u{0}b\"]", line: 1, column: 4, messageContains: "NUL"),
    ErrorCase(input: "[01]", line: 1, column: 2, messageContains: "leading zeros"),
    ErrorCase(input: "[1.]", line: 1, column: 2, messageContains: "digit must follow '.'"),
    ErrorCase(input: "{} x", line: 1, column: 4, messageContains: "after the JSON value"),
    ErrorCase(input: "[\"\\x\"]", line: 1, column: 3, messageContains: "invalid escape"),
]

@Test(arguments: errorCases)
func reportsErrorsAtTheirPosition(_ c: ErrorCase) {
    do {
        _ = try JSONParser.parse(Array(c.input.utf8))
        Issue.record("accepted \(c.input)")
    } catch {
        #expect(error.line == c.line)
        #expect(error.column == c.column)
        #expect(error.message.contains(c.messageContains), "\(error.message)")
    }
}

@Test func invalidUTF8IsRejectedAtTheByte() {
    let bytes: [UInt8] = Array("{\"ab\": \"x".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect(throws: JSONError.self) { _ = try JSONParser.parse(bytes) }
    do { _ = try JSONParser.parse(bytes) } catch {
        #expect(error.offset == 9)
        #expect(error.column == 10)
        #expect(error.message.contains("UTF-8"))
    }
}

@Test(arguments: [255, 256, 257, 100_000])
func depthIsLimitedWithoutCrashing(depth: Int) {
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = Result { try JSONParser.parse(Array(text.utf8)) }
    if depth <= 256 {
        #expect((try? result.get()) != nil)
    } else {
        #expect(throws: JSONError.self) { try result.get() }
        if case .failure(let e as JSONError) = result {
            #expect(e.message.contains("deeper than 256"))
            #expect(e.column == 257)
        }
    }
}

@Test func readsValuesLazily() throws {
    let text = #"{"t": 3.250, "event": "a\u00e9\n", "n": -12, "big": 18446744073709551615, "b": [true, false, null], "t": 1e309}"#
    let doc = try JSONParser.parse(Array(text.utf8))
    let root = doc.root
    #expect(root.kind == .object)
    #expect(root.count == 6)
    #expect(root["t"]?.double == 3.25)
    #expect(root["event"]?.string == "aé\n")
    #expect(root["n"]?.int == -12)
    #expect(root["n"]?.uint64 == nil)
    #expect(root["big"]?.uint64 == UInt64.max)
    #expect(root["big"]?.int == nil)
    #expect(root["b"]?.elements.map { $0.kind } == [.bool, .bool, .null])
    #expect(root["b"]?.elements.compactMap { $0.bool } == [true, false])
    // Duplicate keys are kept in order at this layer.
    let ts = root.members.filter { $0.key.keyEquals("t") }.map { $0.value.double }
    #expect(ts == [3.25, .infinity])
    #expect(root["missing"] == nil)
    let pos = doc.position(of: root["event"]?.offset ?? 0)
    #expect(pos.line == 1 && pos.column == 23)
}

@Test(arguments: [
    ("0.1", 0.1), ("3.250", 3.25), ("-0.0", -0.0), ("1e3", 1000), ("123456789012345678901234567890", 1.2345678901234568e29),
    ("2.2250738585072014e-308", 2.2250738585072014e-308), ("0.30000000000000004", 0.30000000000000004),
    ("9007199254740993", 9007199254740992), ("1.7976931348623157e308", 1.7976931348623157e308),
])
func convertsNumbersCorrectlyRounded(text: String, expected: Double) throws {
    let doc = try JSONParser.parse(Array(text.utf8))
    #expect(doc.root.double == expected)
}

@Test func escapedKeysCompareByTheirText() throws {
    let doc = try JSONParser.parse(Array(#"{"\u0061": 1, "a": 2}"#.utf8))
    let keys = doc.root.members.map { $0.key }
    #expect(keys[0].keyEquals("a"))
    #expect(keys[0].sameString(as: keys[1]))
}

@Test func parserIsReusable() throws {
    var parser = JSONParser()
    let first = try parser.parse(Array(#"{"a": [1, 2]}"#.utf8))
    let second = try parser.parse(Array(#"["x"]"#.utf8))
    // A document stays valid after the parser moves on.
    #expect(first.root["a"]?.count == 2)
    #expect(Array(second.root.elements).first?.string == "x")
}
