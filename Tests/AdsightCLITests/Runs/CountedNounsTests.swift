@testable import AdsightCLI
import AdsightRules
import Foundation
import Testing

/// Counted nouns agree with their numbers wherever a count is shown (`Counted`): the
/// dashboard's cards, "Since the baseline" and the terminal's comparison line.
@Suite struct CountedNounsTests {
    static let words: [(Int, String, String?, String)] = [
        (0, "new failure", nil, "0 new failures"), (1, "new failure", nil, "1 new failure"),
        (2, "new failure", nil, "2 new failures"), (1, "session", nil, "1 session"),
        (3, "breach", "breaches", "3 breaches"), (1, "breach", "breaches", "1 breach"),
    ]

    @Test(arguments: words)
    func phrase(_ n: Int, _ one: String, _ many: String?, _ expected: String) {
        #expect(Counted.phrase(n, one, many) == expected)
    }

    /// One new session and one gone (`BaselineComparisonTests.scenario`): singular on the
    /// dashboard's cards and in check's line, plural for the two new failures.
    @Test func singularsOnTheDashboard() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try BaselineComparisonTests().scenario(s)
        s.build("site", baseline: "base.json")
        let index = s.read("site/index.html") ?? ""
        for card in ["2</span> new failures", "1</span> new session<", "1</span> session gone<", "3</span> sessions<"] {
            #expect(index.contains("<span class=\"big\">" + card), "\(card)")
        }
        #expect(!index.contains("1</span> sessions gone"))
        let text = s.check(format: .text, baseline: "base.json").stdout
        #expect(text.contains("1 new session, 1 session gone"))
    }
}
