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
