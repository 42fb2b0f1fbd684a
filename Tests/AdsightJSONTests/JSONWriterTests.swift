import Testing
@testable import AdsightJSON

@Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (3.0, "3"), (3.25, "3.25"), (0.1, "0.1"), (1e-7, "1e-07"),
    (1e300, "1e+300"), (-42.5, "-42.5"), (9007199254740991.0, "9007199254740991"),
    (Double.nan, "null"), (Double.infinity, "null"), (0.30000000000000004, "0.30000000000000004"),
])
func formatsDoublesShortestAndDeterministic(value: Double, text: String) throws {
    #expect(JSONWriter.format(value) == text)
    if value.isFinite {
        #expect(try JSONParser.parse(Array(text.utf8)).root.double == value)
    }
}

@Test(arguments: [
    ("plain", #""plain""#),
    ("q\"b\\s", #""q\"b\\s""#),
    ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
    ("\u{1}\u{1F}", #""\u0001\u001f""#),
    ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#),
    ("</script>", #""<\/script>""#),
    ("a/b", #""a/b""#),
    ("é😀", "\"é😀\""),
])
func escapesStrings(input: String, output: String) throws {
    #expect(JSONWriter.quoted(input) == output)
    #expect(try JSONParser.parse(Array(output.utf8)).root.string == input)
}

@Test func writesEachStyle() {
    func sample(_ style: JSONWriter.Style) -> String {
        var w = JSONWriter(style: style)
        w.beginObject()
        w.key("a"); w.int(1)
        w.key("b"); w.beginArray(); w.number(1.5); w.bool(true); w.null(); w.endArray()
        w.key("c"); w.beginObject(); w.endObject()
        w.key("d"); w.string("x")
        w.endObject()
        return w.text
    }
    #expect(sample(.compact) == #"{"a":1,"b":[1.5,true,null],"c":{},"d":"x"}"#)
    #expect(sample(.spaced) == #"{"a": 1, "b": [1.5, true, null], "c": {}, "d": "x"}"#)
    #expect(sample(.pretty) == """
    {
      "a": 1,
      "b": [
        1.5,
        true,
        null
      ],
      "c": {},
      "d": "x"
    }
    """)
}

/// The byte-level path for plain ASCII and the scalar-by-scalar path escape alike.
@Test(arguments: [
    "", "plain", "a/b", "/tmp/x.jsonl", "<", "a<", "</", "a</b", "<<//", "q\"", "back\\", "\u{7F}", "tab\t", "\u{1F}x",
    "é", "a\u{85}b", "\u{202E}", "a\u{2028}", " ~", String(repeating: "x", count: 100),
    "/tmp/adsight-bench/w1000/game/bench-1.jsonl", "1234567<", "1234567</x", "12345678</", "abcdefg\"hij", "abcdefgh\\",
    "abcdefghijklmno\u{1}", "abcdefghijklmnop\u{7F}", "abcdefghijk<<///", "x<y/z and a</b> in a long sentence of plain words.",
])
func plainAndScalarEscapingAgree(input: String) {
    var fast: [UInt8] = [], slow: [UInt8] = []
    JSONWriter.appendEscaped(input, to: &fast)
    JSONWriter.appendEscapedScalars(input, to: &slow)
    #expect(fast == slow)
}

/// A value written by a writer nested `depth` deep is the same text as inside the whole document.
@Test func aNestedWriterWritesWhatTheWholeDocumentHolds() {
    func value(_ w: inout JSONWriter) {
        w.beginObject(); w.key("a"); w.beginArray(); w.int(1); w.string("x"); w.endArray(); w.key("b"); w.beginObject(); w.endObject(); w.endObject()
    }
    for style in [JSONWriter.Style.compact, .spaced, .pretty] {
        var whole = JSONWriter(style: style)
        whole.beginObject(); whole.key("k"); whole.beginArray(); value(&whole); whole.endArray(); whole.endObject()
        var nested = JSONWriter(style: style, depth: 2)
        value(&nested)
        #expect(whole.text.contains(nested.text))
        let separatorAndIndent = style == .pretty ? "\n    " : ""
        #expect(whole.text.contains("[" + separatorAndIndent + nested.text))
    }
}

/// The word-at-a-time plain test agrees with escaping scalar by scalar for two odd
/// characters at any two places of strings up to 20 bytes (pairs such as `<` `/` across
/// word boundaries included).
@Test func plainTestAgreesWithEscapingEverywhere() {
    let odd: [Character] = ["<", "/", "\"", "\\", "\u{1}", "\u{7F}", "é", "\n"]
    for length in 1...20 {
        for i in 0..<length {
            for j in i..<length {
                for a in odd {
                    for b in odd {
                        var chars = Array(repeating: Character("a"), count: length)
                        chars[i] = a
                        chars[j] = b
                        let text = String(chars)
                        var fast: [UInt8] = [], slow: [UInt8] = []
                        JSONWriter.appendEscaped(text, to: &fast)
                        JSONWriter.appendEscapedScalars(text, to: &slow)
                        if fast != slow { Issue.record("\(text.debugDescription)"); return }
                    }
                }
            }
        }
    }
}
