import Testing
@testable import AdsightSession

/// The header's byte-level version reader gives exactly what `Version(parsing:)` gives.
@Test(arguments: [
    "4.2", "4.3.3", "10", "0", "04.010", "1.2.3.4.5.6.7.8", "1.2.3.4.5.6.7.8.9", "123456789", "1234567890",
    "1.123456789", "1.1234567890", "", ".", "4.", ".4", "4..2", "4.2 ", " 4.2", "4,2", "4.2a", "-1", "+1",
    "٤.٢", "4.2\u{301}", "1e3", "4.2.1", "999999999.999999999",
])
func headerVersionsParseAsVersionDoes(text: String) {
    #expect(HeaderDecoder.parseVersion(text) == Version(parsing: text))
    #expect(HeaderDecoder.parseVersion(text)?.components == Version(parsing: text)?.components)
}
