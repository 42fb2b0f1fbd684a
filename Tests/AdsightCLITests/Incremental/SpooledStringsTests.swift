@testable import AdsightCLI
import Foundation
import Testing

/// Strings spooled to a scratch file (`SpooledStrings`) read back as the array they were
/// made of (the plain form): empty ones, long ones, not ASCII, more than one write's worth.
@Suite struct SpooledStringsTests {
    static let cases: [[String]] = [
        [], [""], ["a", "", "bc", ""], ["caf\u{E9}", "\u{1F600}", "e\u{301}"],
        (0..<20_000).map { "session-\($0)-" + String(repeating: "x", count: $0 % 50) },
        [String(repeating: "long", count: 40_000), "after"],
    ]

    @Test(arguments: cases)
    func theyReadBackAsTheArray(strings: [String]) throws {
        let folder = NSTemporaryDirectory() + "adsight-strings-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spooled = SpooledStrings(strings, in: folder)
        #expect(spooled.count == strings.count)
        #expect(Array(spooled) == strings)
        for i in stride(from: strings.count - 1, through: 0, by: -7) { #expect(spooled[i] == strings[i]) }
    }
}
