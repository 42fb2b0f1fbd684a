@testable import AdsightSite
import Testing

/// A build may render the closing pages (dashboard, notes, docs, assets) on several threads:
/// each renders on its own, in any order, to the bytes it gives in order.
@Suite struct ClosingFilesTests {
    @Test func closingFilesRenderAloneInAnyOrder() throws {
        let input = try SiteFixture.input()
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: input.notes, failOn: "warning",
                                    docs: [SiteDoc(name: "rule-language", title: "The rule language", html: "<p>x</p>")])
        let names = PageNames.sessionNames(ids: input.sessions.map(\.report.id), files: input.sessions.map(\.report.file))
        let summaries = zip(input.sessions, names).map { renderer.sessionPage($0, page: $1).summary }
        let files = renderer.closingFiles(summaries)
        let streamed = (0..<files.count).map { (files.path($0), files.render($0)) }
        #expect(files.count == streamed.count)
        #expect((0..<files.count).map(files.path) == streamed.map(\.0))
        #expect(streamed.map(\.0).first == "index.html" && streamed.contains { $0.0 == "notes/banner-never-empty.html" })
        let reversed = (0..<files.count).reversed().map { files.render($0) }
        for (i, bytes) in reversed.reversed().enumerated() { #expect(bytes == streamed[i].1, "\(streamed[i].0)") }
    }
}
