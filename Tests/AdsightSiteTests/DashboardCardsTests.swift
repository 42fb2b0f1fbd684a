import AdsightCLI
import AdsightRules
import AdsightSite
import Testing

/// The dashboard's cards count what they say: distinct failing rules, failing sessions and
/// failures (rule by session) apart.
@Test func dashboardCardsCountDistinctRulesAndFailuresApart() throws {
    var sessions = try SiteFixture.sessions()
    // magazine-ipad-modeless also fails ad-main-thread, which the weird-id session fails too:
    // still 8 distinct error rules, but 9 error failures.
    let k = try #require(sessions.firstIndex { $0.report.id == "magazine-ipad-modeless" })
    let r = try #require(sessions[k].report.results.firstIndex { $0.rule == "ad-main-thread" })
    sessions[k].report.results[r].status = .fail
    sessions[k].report.results[r].evidence = [Evidence(t: 1, line: 2, message: "called off the main thread")]
    let input = SiteInput(sessions: sessions, notes: SiteFixture.notes,
                          summaryJSON: Array(CheckJSON.document(sessions.map(\.report)).utf8))
    let site = try SiteBuilder(templates: SiteFixture.templates()).build(input)
    let index = String(decoding: try #require(site["index.html"]), as: UTF8.self)
    // The failures card splits them by severity, as the trend and the runs table count them.
    let cards: [(Int, String)] = [(8, "failing error rules"), (2, "failing warning rules"), (3, "sessions with failures"),
                                  (11, "failures<span class=\"split\">9 error · 2 warning</span>")]
    for (n, label) in cards {
        #expect(index.contains("<span class=\"big\">\(n)</span> \(label)</li>"), "no card “\(n) \(label)”")
    }
}
