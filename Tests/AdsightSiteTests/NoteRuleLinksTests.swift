import AdsightSite
import Foundation
import Testing

/// A note that names another rule as code (`see banner-hide-on-error`) links it to that
/// rule's page; its own id, unknown ids and code already inside a link stay as they are.
@Test func aNoteLinksTheOtherRulesItNames() throws {
    var notes = SiteFixture.notes
    notes[0].html = "<p>See <code>ad-main-thread</code>, <code>banner-never-empty</code>, <code>no-such-rule</code> and "
        + "<a href=\"https://example.com\"><code>ad-main-thread</code></a>.</p>\n<pre><code>ad-main-thread\n</code></pre>\n"
    let site = try SiteBuilder(templates: SiteFixture.templates())
        .build(SiteInput(sessions: try SiteFixture.sessions(), notes: notes, summaryJSON: []))
    let page = String(decoding: try #require(site["notes/banner-never-empty.html"]), as: UTF8.self)
    #expect(page.contains("<p>See <a href=\"../notes/ad-main-thread.html\"><code>ad-main-thread</code></a>, <code>banner-never-empty</code>, "
        + "<code>no-such-rule</code> and <a href=\"https://example.com\"><code>ad-main-thread</code></a>.</p>"), "\(page)")
    #expect(page.contains("<pre><code>ad-main-thread\n</code></pre>"))
}
