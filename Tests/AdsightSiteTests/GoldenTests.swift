import AdsightSite
import Foundation
import Testing

/// Every page type compared byte for byte with Golden/ (re-record with ADSIGHT_RECORD=1).
@Suite struct GoldenTests {
    static let pages: [(String, String)] = [
        ("index.html", "dashboard.html"),
        ("sessions/table-app-iphone-017.html", "session-iphone.html"),
        ("sessions/magazine-ipad-modeless.html", "session-ipad.html"),
        ("sessions/broken-clock.html", "invalid-session.html"),
        ("notes/banner-never-empty.html", "note.html"),
        ("summary.json", "summary.json"),
        ("junit.xml", "junit.xml"),
        // Pages only a large site has (`PagedFixture`, under paged/).
        ("paged/sessions-3.html", "dashboard-page-3.html"),
        ("paged/notes/banner-never-empty.failed-2.html", "note-failed-page-2.html"),
        // With a baseline and three runs of history (`SiteFixture.runs`, under runs/).
        ("runs/index.html", "dashboard-runs.html"),
        ("runs/notes/banner-never-empty.html", "note-runs.html"),
        // The runs chart that page shows (`.svg`: the chart of the page named).
        ("runs/sessions/magazine-ipad-modeless.html", "session-runs.svg"),
    ]

    @Test(arguments: pages)
    func pageMatchesGolden(path: String, golden: String) throws {
        var site = try SiteFixture.site()
        if path.hasPrefix("paged/") { for (p, bytes) in try PagedFixture.site() { site["paged/" + p] = bytes } }
        if path.hasPrefix("runs/") { for (p, bytes) in try SiteFixture.siteWithRuns() { site["runs/" + p] = bytes } }
        let file = golden.hasSuffix(".svg") ? try #require(SessionRunsChartTests.chart(of: path, in: site)) : path
        let bytes = try #require(site[file], "the site has no \(file); it has \(site.keys.sorted())")
        let url = SiteFixture.golden.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["ADSIGHT_RECORD"] == "1" {
            try Data(bytes).write(to: url)
            return
        }
        let expected = try [UInt8](Data(contentsOf: url))
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                "\(path) differs from Golden/\(golden); re-record with ADSIGHT_RECORD=1 if the change is intended")
    }

    @Test func buildingTwiceGivesIdenticalBytes() throws {
        #expect(try SiteFixture.site() == SiteFixture.site())
    }
}
