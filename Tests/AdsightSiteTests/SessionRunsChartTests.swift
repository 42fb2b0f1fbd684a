import AdsightRuns
@testable import AdsightSite
import Foundation
import Testing

/// A session's status over the recorded runs (`sessions/<hash>.runs.svg`): its page only
/// names the file, so a page never depends on the history (a rebuild keeps it); the file
/// names each run, escapes labels, links http(s) runs only and stays small for many runs.
@Suite struct SessionRunsChartTests {
    @Test func pagesDoNotDependOnTheHistory() throws {
        let plain = try SiteFixture.site(), runs = try SiteFixture.siteWithRuns()
        let pages = plain.keys.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".html") }
        #expect(pages.count == 4)
        for page in pages {
            #expect(plain[page] == runs[page], "\(page) changed with the history")
            let chart = try #require(Self.chart(of: page, in: plain))
            #expect(plain[chart] != nil && runs[chart] != nil && plain[chart] != runs[chart], "\(chart)")
        }
        #expect(plain.keys.filter { $0.hasSuffix(".runs.svg") }.count == 4)
    }

    @Test func theChartNamesEachRun() throws {
        let site = try SiteFixture.siteWithRuns()
        let path = try #require(Self.chart(of: "sessions/magazine-ipad-modeless.html", in: site))
        let chart = String(decoding: try #require(site[path]), as: UTF8.self)
        #expect(chart.contains("<a href=\"https://ci.example/runs/1\" target=\"_top\"><g><title>2011-03-01: no failure recorded</title>"))
        #expect(chart.contains("<g><title>&lt;b&gt;nightly&lt;/b&gt;: failed 1 rule (interstitial-no-polling)</title>"))
        #expect(!chart.contains("javascript:"))
        #expect(chart.contains("Failed a rule in 2 of the last 3 runs"))
        #expect(chart.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func manyRunsGiveNarrowCellsWithoutNumbers() throws {
        let site = try SiteFixture.site()
        let summary = try #require(try SiteFixture.sessions().first.map { s in
            SiteRenderer(templates: try SiteFixture.templates(), notes: SiteFixture.notes).sessionPage(s, page: "p").summary
        })
        let earlier = (1...299).map { HistoryLine(run: "run \($0)", sessions: 1, invalid: 0, failed: [(summary.report.id, ["r"])]) }
        let runs = SessionRuns(earlier: earlier, label: "run 300", url: nil)
        let bytes = runs.svg(summary)
        #expect(bytes == runs.svg(summary))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "<rect ").count == 301)
        #expect(!text.contains("class=\"n\""), "no number fits a narrow cell")
        #expect(bytes.count < 40_000)
        #expect(site.keys.filter { $0.hasSuffix(".runs.svg") }.count == 4)
    }

    /// The chart `page` shows (its image's file, relative to the site's root).
    static func chart(of page: String, in site: [String: [UInt8]]) -> String? {
        let html = String(decoding: site[page] ?? [], as: UTF8.self)
        guard let src = html.range(of: "<img class=\"session-runs\" src=\"") else { return nil }
        let rest = html[src.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return page.prefix(upTo: page.range(of: "sessions/")?.lowerBound ?? page.startIndex) + "sessions/" + rest[..<end]
    }
}

/// The chart's sentence, with one run (the first build of a site) and with more.
@Test(arguments: [
    ([["a", "b"]], 1, "Only this run is recorded: failed 2 rules"),
    ([[]], 0, "Only this run is recorded: no failure"),
    ([[], ["a"]], 1, "Failed a rule in 1 of the last 2 runs; this run: failed 1 rule"),
    ([["a"], []], 1, "Failed a rule in 1 of the last 2 runs; this run: no failure"),
] as [([[String]], Int, String)])
func runsSummaryReadsForOneRunAndMore(_ rules: [[String]], _ failed: Int, _ expected: String) {
    let cells = rules.enumerated().map { k, r in SessionRuns.Cell(run: "run \(k + 1)", url: nil, rules: r, isNow: k == rules.count - 1) }
    #expect(SessionRunsChart.summary(cells, failedRuns: failed, naming: false) == expected)
}
