import Testing
@testable import AdsightSession

/// `Version(parsing:)`, which reads bytes, gives exactly what the plain reading by
/// characters (split at ".", each part 1 to 9 ASCII digits, at most 8 parts) gives.
@Test(arguments: [
    "4.2", "4.3.3", "10", "0", "04.010", "1.2.3.4.5.6.7.8", "1.2.3.4.5.6.7.8.9", "123456789", "1234567890",
    "1.123456789", "1.1234567890", "", ".", "4.", ".4", "4..2", "4.2 ", " 4.2", "4,2", "4.2a", "-1", "+1",
    "٤.٢", "4.2\u{301}", "1e3", "4.2.1", "999999999.999999999", "4.2\r\n", "\u{0}",
])
func versionsParseAsTheCharacterReadingDoes(text: String) {
    #expect(Version(parsing: text)?.components == referenceComponents(text))
}

func referenceComponents(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 8 else { return nil }
    var out: [Int] = []
    for p in parts {
        guard !p.isEmpty, p.count <= 9, p.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(p) else { return nil }
        out.append(n)
    }
    return out
}
