import AdsightRules
import AdsightSession

/// Renders a site in two parts, so a build can stream: each session's page as soon as the
/// session is judged (`sessionPage`, a pure function of the session, its report, the notes
/// and the templates), then, from the small summaries it returned, the pages that span all
/// sessions (`forEachClosingFile`). `SiteBuilder` does both in memory; the output is the same.
public struct SiteRenderer: Sendable {
    public let templates: SiteTemplates
    public let notes: [SiteNote]
    /// A build time to print (from SOURCE_DATE_EPOCH); nil prints none.
    public let buildTime: String?
    /// The `--fail-on` threshold, shown on the dashboard.
    public let failOn: String
    /// The lowest severity whose failure counts: `failOn` as a severity (nil for `never`).
    public let threshold: Severity?
    /// Reference pages (the rule language), written as `docs/<name>.html`.
    public let docs: [SiteDoc]
    let notesByID: [String: SiteNote]
    /// Each note's page, relative to the site root (`PageContext.noteHref`).
    let noteHrefs: [String: String]
    /// What every session page shares (no sessions, so no tallies).
    let sessionContext: PageContext

    public init(templates: SiteTemplates, notes: [SiteNote], buildTime: String? = nil, failOn: String = "error",
                docs: [SiteDoc] = []) {
        self.templates = templates; self.notes = notes; self.buildTime = buildTime; self.failOn = failOn
        threshold = Severity(rawValue: failOn)   // `error` and `warning` are severities; `never` is none
        self.docs = docs
        notesByID = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        noteHrefs = Dictionary(notes.map { ($0.id, PageContext.noteHref($0.id)) }, uniquingKeysWith: { a, _ in a })
        sessionContext = PageContext(notes: notes, notesByID: notesByID, noteHrefs: noteHrefs, buildTime: buildTime,
                                     failOn: failOn, sessions: [])
    }

    /// One session's page (`sessions/<page>.html`) and its summary for the closing pages.
    /// `page` comes from `PageNames.sessionNames` over every input's report id and file.
    /// The timeline is `site.scan` when given, else read off a replay of the session.
    public func sessionPage(_ site: SiteSession, page: String) -> RenderedSession {
        let scan = site.report.valid ? site.session.map { site.scan ?? SessionScan($0) } : nil
        let summary = SessionSummary(report: site.report, page: page, scan: scan)
        let ctx = sessionContext
        let html: [UInt8]
        if let session = site.session, let scan {
            html = SessionPage(ctx, summary, report: site.report, session: session, scan: scan).render(templates)
        } else {
            html = InvalidPage(ctx, summary, report: site.report).render(templates)
        }
        return RenderedSession(path: summary.href, bytes: html, summary: summary,
                               junitSuite: Array(JUnitReport.suite(site.report, threshold: threshold).utf8), dashboardRow: Self.dashboardRow(summary))
    }

    /// A session's row of the dashboard's sessions table (`ClosingFiles.dashboardFrame`).
    public static func dashboardRow(_ summary: SessionSummary) -> [UInt8] { DashboardPage.rowBytes(summary) }

    /// The pages made from every session's summary (in input order), one at a time so only
    /// one is held: `index.html`, then `notes/<rule>.html` per rule, `docs/<name>.html`, then `assets/`.
    /// (`summary.json` and `junit.xml` are assembled by the caller from per-session parts.)
    public func forEachClosingFile(_ sessions: [SessionSummary], _ body: (String, [UInt8]) throws -> Void) rethrows {
        let files = closingFiles(sessions)
        for i in 0..<files.count { try body(files.path(i), files.render(i)) }
    }

    /// The same files as `forEachClosingFile`, to render one by one in any order or on
    /// several threads (`ClosingFiles.render(_:)`).
    public func closingFiles(_ sessions: [SessionSummary]) -> ClosingFiles {
        ClosingFiles(renderer: self, sessions: sessions)
    }

    /// `junit.xml` from the sessions' summaries (for the totals) and their suites in order.
    public func junit(_ sessions: [SessionSummary], suites: [UInt8]) -> [UInt8] {
        let (head, tail) = junitFrame(sessions)
        return head + suites + tail
    }

    /// What goes before and after the sessions' suites in `junit.xml`.
    public func junitFrame(_ sessions: [SessionSummary]) -> (head: [UInt8], tail: [UInt8]) {
        var totals = JUnitReport.Totals()
        for k in sessions.indices { totals.add(sessions[k].report, threshold: threshold) }
        return (Array(JUnitReport.head(totals).utf8), Array(JUnitReport.tail.utf8))
    }
}
