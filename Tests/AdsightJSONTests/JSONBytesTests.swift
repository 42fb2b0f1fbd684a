import Testing
@testable import AdsightJSON

/// `JSONBytes` writes an Int's digits in place; `JSONWriter.int(_:)` (`String(value)`) is the
/// plain reference it must match byte for byte.
@Test(arguments: [
    0, 1, -1, 9, 10, -10, 99, 100, 12_345, -987_654_321, 1_000_000_000_000,
    Int.max, Int.min, Int.max - 1, Int.min + 1,
])
func writesIntsAsTheWriterDoes(value: Int) {
    var out = JSONBytes(capacity: 1)
    out.append(value)
    var writer = JSONWriter()
    writer.int(value)
    #expect(out.bytes == writer.bytes)
}

@Test func writesIntsBackToBackAcrossGrowth() {
    var out = JSONBytes(capacity: 1)
    var expected: [UInt8] = []
    var value = 1
    for k in 0..<200 {
        value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let sample = k.isMultiple(of: 3) ? value % 1000 : value
        out.append(sample)
        out.append(byte: UInt8(ascii: ","))
        expected += Array(String(sample).utf8) + [UInt8(ascii: ",")]
    }
    #expect(out.bytes == expected)
    #expect(out.count == expected.count)
}
