import Testing
@testable import AdsightSite

/// A card's big duration keeps each number with its unit (no-break spaces), so a long one
/// wraps only between the groups.
@Suite struct GroupedDurationTests {
    static let cases: [(seconds: Double, grouped: String)] = [
        (6_737_640, "1\u{202F}871\u{00A0}h 34\u{00A0}min"),  // hours grouped as counts are
        (3_600 * 999 + 60, "999\u{00A0}h 01\u{00A0}min"),
        (245, "4\u{00A0}min 05\u{00A0}s"),
        (12.5, "12.5\u{00A0}s"),
        (0, "0.00\u{00A0}s"),
    ]

    @Test(arguments: cases)
    func groupsEachNumberWithItsUnit(_ c: (seconds: Double, grouped: String)) {
        let plain = Fmt.duration(c.seconds)
        #expect(Fmt.groupedDuration(plain) == c.grouped)
        #expect(Fmt.groupedDuration(plain).replacingOccurrences(of: "\u{00A0}", with: " ") == plain)
    }

    @Test func aDurationBelowTheSmallestShownStaysOneGroup() {
        #expect(Fmt.groupedDuration(Fmt.someDuration(milliseconds: 3)) == "<\u{00A0}0.01\u{00A0}s")
        #expect(Fmt.groupedDuration("–") == "–")
    }
}
