import AdsightRules
import AdsightSession

/// Renders a site in two parts, so a build can stream: each session's page as soon as the
/// session is judged (`sessionPage`, a pure function of the session, its report, the notes
/// and the templates), then, from the tally of the small summaries it returned, the pages that span all
/// sessions (`closingFiles`). `SiteBuilder` does both in memory; the output is the same.
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
    /// The history and the baseline comparison, for the closing pages (set once every
    /// session is in: a session page never shows them, so its page depends on its session alone).
    public var runs = SiteRuns()
    /// The part of the inputs a `build --shard I/N` judged (nil: all of them), which its
    /// dashboard names: a shard's site alone is not the run's.
    public var part: (index: Int, count: Int)?
    /// What makes the run exit 2 besides an invalid session (an input that cannot be used, a
    /// note that does not load, too few sessions), one located message each: the dashboard
    /// leads with them, so a red job never shows a clean report.
    public var runProblems: [String] = []

    public init(templates: SiteTemplates, notes: [SiteNote], buildTime: String? = nil, failOn: String = "error",
                docs: [SiteDoc] = []) {
        self.templates = templates; self.notes = notes; self.buildTime = buildTime; self.failOn = failOn
        threshold = Severity(rawValue: failOn)   // `error` and `warning` are severities; `never` is none
        self.docs = docs
        notesByID = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        noteHrefs = Dictionary(notes.map { ($0.id, PageContext.noteHref($0.id)) }, uniquingKeysWith: { a, _ in a })
        sessionContext = PageContext(notes: notes, notesByID: notesByID, noteHrefs: noteHrefs, buildTime: buildTime,
                                     failOn: failOn, tally: SiteTally(threshold: threshold))
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
            var page = SessionPage(ctx, summary, report: site.report, session: session, scan: scan)
            page.changes = site.baselineChanges
            page.newSession = site.newSinceBaseline
            html = page.render(templates)
        } else {
            html = InvalidPage(ctx, summary, report: site.report).render(templates)
        }
        return RenderedSession(path: summary.href, bytes: html, summary: summary,
                               junitSuite: Array(JUnitReport.suite(site.report, threshold: threshold, marks: site.junitMarks).utf8), dashboardRow: Self.dashboardRow(summary))
    }

    /// A session's row of the dashboard's sessions table (`ClosingFiles.dashboardFrame`).
    public static func dashboardRow(_ summary: SessionSummary, mark: RowMark? = nil) -> [UInt8] { DashboardPage.rowBytes(summary, mark: mark) }

    /// The pages made from every session's tally, to render one by one in any order or on
    /// several threads (`ClosingFiles.render(_:)`); `rows` gives the rows of a page of the
    /// dashboard's sessions table (`dashboardRow` of each of its sessions, in order).
    public func closingFiles(_ tally: SiteTally, rows: @escaping @Sendable (Int) -> [UInt8]) -> ClosingFiles {
        ClosingFiles(renderer: self, tally: tally, rows: rows)
    }

    /// The closing files of sessions held in memory (`SiteBuilder`, tests): their tally and
    /// rows made here, as a build gathers them.
    public func closingFiles(_ sessions: [SessionSummary]) -> ClosingFiles {
        var tally = SiteTally(threshold: threshold)
        var pages: [[UInt8]] = []
        for (i, s) in sessions.enumerated() {
            tally.add(s)
            if i % ListPaging.pageSize == 0 { pages.append([]) }
            pages[pages.count - 1] += Self.dashboardRow(s)
        }
        tally.finish(notes: notes)
        let rows = pages
        return closingFiles(tally) { k in k <= rows.count ? rows[k - 1] : [] }
    }

    /// What goes before and after the sessions' suites in `junit.xml`: after them, the
    /// run's own suite when something else makes it exit 2 (`totals` counts the sessions').
    public static func junitFrame(_ totals: JUnitReport.Totals, runErrors: [JUnitRunError] = []) -> (head: [UInt8], tail: [UInt8]) {
        var totals = totals
        totals.add(runErrors)
        return (Array(JUnitReport.head(totals).utf8), Array((JUnitRunError.suite(runErrors) + JUnitReport.tail).utf8))
    }
}
