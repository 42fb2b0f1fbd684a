@testable import AdsightCLI
import AdsightRuns
import Foundation
import Testing

/// "Since the baseline" lists the fixed failures (session, rule) and the new sessions, not
/// only their counts, on the dashboard and in `check --format markdown`
/// (`BaselineComparisonTests.scenario`: a-clean's ad-main-thread fixed, b-warning new).
@Suite struct SinceBaselineListsTests {
    static let clean = BaselineComparisonTests.clean, warning = BaselineComparisonTests.warning

    @Test func dashboardListsFixedAndNewSessions() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try BaselineComparisonTests().scenario(s)
        s.build("site", baseline: "base.json")
        let index = s.read("site/index.html") ?? ""
        #expect(index.contains("<caption>Fixed failures</caption>"))
        #expect(index.contains(">\(Self.clean)</a></td><td><a href=\"notes/ad-main-thread.html\">ad-main-thread</a></td></tr>"), "\(index)")
        #expect(index.contains("<strong>New sessions:</strong> <a href=\"sessions/"))
        #expect(index.contains(">\(Self.warning)</a> </p>"))
    }

    @Test func markdownListsFixedAndNewSessions() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try BaselineComparisonTests().scenario(s)
        let md = s.check(format: .markdown, baseline: "base.json").stdout
        #expect(md.contains("Fixed failures:\n\n| Session | Rule |\n| --- | --- |\n| \(Self.clean) | ad-main-thread |\n"), "\(md)")
        #expect(md.contains("New sessions: \(Self.warning)\n"))
    }

    /// The lists are bounded as the new failures' is.
    @Test func boundedLikeNewFailures() {
        #expect(RunComparison.listLimit == 200)
    }
}
