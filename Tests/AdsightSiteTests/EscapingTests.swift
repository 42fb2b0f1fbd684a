@testable import AdsightSite
import Testing

/// The one escaping function: what a session id or message can contain never breaks a page.
@Suite struct EscapingTests {
    static let cases: [(String, String)] = [
        ("plain", "plain"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("a & b", "a &amp; b"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"),
        ("ctl\u{01}\u{1F}\u{7F}\u{85}end", "ctl\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}end"),
        ("tab\tline\nok", "tab\tline\nok"),
        ("Évil ✓ \u{FFFF}", "Évil ✓ \u{FFFD}"),
    ]

    @Test(arguments: cases)
    func escapes(input: String, expected: String) {
        #expect(Markup.escape(input) == expected)
    }

    @Test func templatesUseTheSameEscaping() throws {
        let site = try SiteFixture.site()
        let page = String(decoding: try #require(site["index.html"]), as: UTF8.self)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; title"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("../Évil/&lt;b&gt;Id&lt;/b&gt; &amp; &quot;quotes&quot;"))
    }
}
