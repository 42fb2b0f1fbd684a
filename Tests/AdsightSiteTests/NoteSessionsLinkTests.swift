import Foundation
import Testing

/// A note page says how many sessions the rule failed in at its top and lists them at its
/// end, after the whole note: the count links to the list, and each listed session reads
/// "N breaches, the first at T s, line L" in one run of text, its time and line a link to
/// that line of the session's log.
@Test func theFailureCountLinksToTheSessionsList() throws {
    let site = try SiteFixture.site()
    let page = String(decoding: try #require(site["notes/banner-never-empty.html"]), as: UTF8.self)
    #expect(page.contains("<a href=\"#where-h\">failed in 1 session</a>"), "\(page.prefix(1500))")
    #expect(page.contains("<h2 id=\"where-h\">"))
    #expect(page.contains("<span class=\"count\">1 breach, the first at <a href=\"../sessions/table-app-iphone-017.html#L7\">0.000 s, line 7</a></span>"), "\(page)")
    // A rule failing nowhere has nothing to link to.
    let passing = try #require(site.first { $0.key.hasPrefix("notes/") && String(decoding: $0.value, as: UTF8.self).contains("failed in 0 sessions") })
    #expect(!String(decoding: passing.value, as: UTF8.self).contains("href=\"#where-h\""), "\(passing.key)")
}
