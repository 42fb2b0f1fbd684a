@testable import AdsightSite
import AdsightNotes
import Testing

/// A note page names the seeds its prose cites by number, in text only and escaped: a
/// user's note (`--notes`) sets the section titles and may link to anything.
@Suite struct NoteProseTests {
    static let hostile = NoteSource(seed: "001", section: "<script>alert(\"x\")</script> & 'y'")

    static let cases: [(html: String, sources: [NoteSource], expected: String)] = [
        // The section goes into <cite> escaped.
        ("<p>As written (001).</p>\n", [hostile],
         "<p>As written (<cite>iAd Programming Guide (2010-11-15), “&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;”</cite>).</p>\n"),
        // A number in an attribute stays; the link text is prose.
        ("<p><a href=\"https://example.com/seeds/001/\" title=\"(001)\">see 001</a></p>\n", [],
         "<p><a href=\"https://example.com/seeds/001/\" title=\"(001)\">see <cite>iAd Programming Guide (2010-11-15)</cite></a></p>\n"),
        // Code keeps its digits; numbers inside words or versions stay.
        ("<p><code>(001)</code> 1.001 a001 001-x</p>\n<pre><code>004\n</code></pre>\n", [],
         "<p><code>(001)</code> 1.001 a001 001-x</p>\n<pre><code>004\n</code></pre>\n"),
        // A number a sentence's full stop follows is named; one a `.` joins to more is not.
        ("<p>(004.) Then 001. Not 001.5 or 1.001.</p>\n", [],
         "<p>(<cite>“Adding iAds to an application in an afternoon”</cite>.) Then <cite>iAd Programming Guide (2010-11-15)</cite>. Not 001.5 or 1.001.</p>\n"),
        // An unknown seed stays a number; two sections of one seed name the title alone.
        ("<h2>Fix</h2>\n<p>(007) and (003)</p>\n", [NoteSource(seed: "003", section: "A"), NoteSource(seed: "003", section: "B")],
         "<h2 id=\"fix\">Fix</h2>\n<p>(007) and (<cite>“Working with Banner Views” (later revision)</cite>)</p>\n"),
    ]

    @Test(arguments: cases.indices) func seedNumbersAreNamedInTextOnly(_ i: Int) {
        let c = Self.cases[i]
        #expect(NoteProse.render(c.html, examples: [], sources: c.sources) == c.expected)
    }

    @Test func anExampleIsLabelledWithItsPinnedLines() {
        let html = "<pre><code class=\"language-session\">x\n</code></pre>\n"
        let example = NoteExample(expectation: .mustFail, session: "x", line: 3, pinnedLines: [8, 12])
        #expect(NoteProse.render(html, examples: [(example, nil)], sources: []).hasPrefix(
            "<p class=\"example-kind\"><span class=\"badge sev-error\">must fail</span> the rule fails on this session with breaches on lines 8, 12</p>\n<pre>"))
    }

    /// An example that does not do what its label says is marked under the label, its
    /// message escaped.
    @Test func anExampleThatDoesNotHoldIsMarked() {
        let html = "<pre><code class=\"language-session\">x\n</code></pre>\n"
        let example = NoteExample(expectation: .mustFail, session: "x", line: 3)
        let out = NoteProse.render(html, examples: [(example, "expected fail, got <pass>")], sources: [])
        #expect(out.contains("</p>\n<p class=\"example-broken\" role=\"note\"><strong>This example does not hold:</strong> "
                             + "expected fail, got &lt;pass&gt;. Run <code>adsight notes test</code>.</p>\n<pre>"), "\(out)")
    }
}
