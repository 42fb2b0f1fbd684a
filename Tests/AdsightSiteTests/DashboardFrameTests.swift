@testable import AdsightSite
import AdsightTemplates
import Testing

/// A build puts the dashboard together from a frame and one row per session (old rows
/// copied, new ones rendered): that must be the page `render` writes, and a template that
/// would not show the rows as they are (indented, escaped, transformed, twice, not at all)
/// gets no frame, so the page is rendered whole.
@Suite struct DashboardFrameTests {
    static func files(index: String?) throws -> ClosingFiles {
        var templates: [String: [UInt8]] = [:]
        for f in Embedded.site where !f.path.hasPrefix("site/.") { templates[String(f.path.dropFirst(5))] = f.bytes }
        if let index { templates["index.mustache"] = Array(index.utf8) }
        templates["rows.mustache"] = Array("{{{sessionRows}}}\n".utf8)
        let input = try SiteFixture.input()
        let renderer = SiteRenderer(templates: try SiteTemplates(files: templates), notes: input.notes, failOn: "warning")
        let names = PageNames.sessionNames(ids: input.sessions.map(\.report.id), files: input.sessions.map(\.report.file))
        let summaries = zip(input.sessions, names).map { renderer.sessionPage($0, page: $1).summary }
        return renderer.closingFiles(summaries)
    }

    /// Index templates: whether the build gets a frame for it.
    static let templates: [(String?, Bool)] = [
        (nil, true),
        ("<p>{{sessionCount}}</p>", false),
        ("<table>{{{sessionRows}}}</table><table>{{{sessionRows}}}</table>", false),
        ("<table>{{sessionRows}}</table>", false),
        ("<table>{{uppercased(sessionRows)}}</table>", false),
        // Keeps the (lower-case) marker as it is but changes the rows: only the check on real rows tells.
        ("<table>{{{lowercased(sessionRows)}}}</table>", false),
        // A standalone partial indents its own lines, not the lines of a value it shows.
        ("{{#sessionCount}}\n  {{> rows}}\n{{/sessionCount}}", true),
        ("<pre>\n    {{{sessionRows}}}\n</pre>{{sessionCount}}", true),
    ]

    @Test(arguments: templates)
    func aFrameAndTheRowsAreThePage(index: String?, framed: Bool) throws {
        let files = try Self.files(index: index)
        let i = try #require((0..<files.count).first(where: files.isDashboard))
        let frame = files.dashboardFrame()
        #expect((frame != nil) == framed)
        if let (head, tail) = frame {
            let rows = files.ctx.sessions.flatMap(SiteRenderer.dashboardRow)
            #expect(!rows.isEmpty)
            #expect(head + rows + tail == files.render(i))
        }
    }
}
