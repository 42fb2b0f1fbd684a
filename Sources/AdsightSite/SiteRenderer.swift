import AdsightRules
import AdsightSession

/// Renders a site in two parts, so a build can stream: each session's page as soon as the
/// session is judged (`sessionPage`, a pure function of the session, its report, the notes
/// and the templates), then, from the small summaries it returned, the pages that span all
/// sessions (`closingFiles`). `SiteBuilder` does both in memory; the output is the same.
public struct SiteRenderer: Sendable {
    public let templates: SiteTemplates
    public let notes: [SiteNote]
    /// A build time to print (from SOURCE_DATE_EPOCH); nil prints none.
    public let buildTime: String?
    /// The `--fail-on` threshold, shown on the dashboard.
    public let failOn: String
    let notesByID: [String: SiteNote]

    public init(templates: SiteTemplates, notes: [SiteNote], buildTime: String? = nil, failOn: String = "error") {
        self.templates = templates; self.notes = notes; self.buildTime = buildTime; self.failOn = failOn
        notesByID = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// One session's page (`sessions/<page>.html`) and its summary for the closing pages.
    /// `page` comes from `PageNames.sessionNames` over every input's report id and file.
    public func sessionPage(_ site: SiteSession, page: String) -> RenderedSession {
        let scan = site.report.valid ? site.session.map(SessionScan.init) : nil
        let summary = SessionSummary(report: site.report, page: page, scan: scan)
        let ctx = PageContext(settings: self, sessions: [])
        let html: String
        if let session = site.session, let scan {
            html = SessionPage(ctx, summary, session: session, scan: scan).render(templates)
        } else {
            html = InvalidPage(ctx, summary).render(templates)
        }
        return RenderedSession(path: summary.href, bytes: Array(html.utf8), summary: summary)
    }

    /// The files made from every session's summary, in input order: `index.html`,
    /// `notes/<rule>.html`, `assets/`, `summary.json` (given: the `check --format json`
    /// document) and `junit.xml`.
    public func closingFiles(_ sessions: [SessionSummary], summaryJSON: [UInt8]) -> [String: [UInt8]] {
        let ctx = PageContext(settings: self, sessions: sessions)
        var files: [String: [UInt8]] = [:]
        files["index.html"] = Array(DashboardPage(ctx).render(templates).utf8)
        for stat in ctx.rules {
            files[ctx.noteHref(stat.rule)] = Array(NotePage(ctx, stat).render(templates).utf8)
        }
        for (name, bytes) in templates.assets { files["assets/" + name] = bytes }
        files["summary.json"] = summaryJSON
        files["junit.xml"] = Array(JUnitReport.render(sessions.map(\.report)).utf8)
        return files
    }
}
