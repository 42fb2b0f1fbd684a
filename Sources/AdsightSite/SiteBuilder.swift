import AdsightRules
import AdsightSession

/// Builds the whole static site from reports, sessions and notes held in memory. Pure: it
/// returns every file as bytes keyed by its path relative to the site's root; the CLI
/// writes them. (`adsight build` streams the same rendering through `SiteRenderer`.)
///
/// Files: `index.html` (dashboard), `sessions/<name>.html` (one per session, valid or
/// not) and its status over the recorded runs (`sessions/<hash>.runs.svg`),
/// `notes/<rule>.html`, `assets/style.css`, `assets/site.js`, `summary.json`, `junit.xml`.
public struct SiteBuilder: Sendable {
    public let templates: SiteTemplates

    public init(templates: SiteTemplates) { self.templates = templates }

    public func build(_ input: SiteInput) -> [String: [UInt8]] {
        var renderer = SiteRenderer(templates: templates, notes: input.notes, buildTime: input.buildTime, failOn: input.failOn,
                                    docs: input.docs)
        renderer.runs = input.runs
        let reports = input.sessions.map(\.report)
        let names = PageNames.sessionNames(ids: reports.map(\.id), files: reports.map(\.file))
        var files: [String: [UInt8]] = [:]
        var summaries: [SessionSummary] = []
        var suites: [UInt8] = []
        // As a build names this run: its label, else the build time, else `run 1`.
        let runs = SessionRuns(history: input.runs.history, fallbackLabel: input.buildTime ?? "run 1")
        for (site, page) in zip(input.sessions, names) {
            let rendered = renderer.sessionPage(site, page: page)
            files[rendered.path] = rendered.bytes
            files[SessionRuns.path(site.report)] = runs.svg(rendered.summary)
            summaries.append(rendered.summary)
            suites += rendered.junitSuite
        }
        let closing = renderer.closingFiles(summaries)
        for i in 0..<closing.count { files[closing.path(i)] = closing.render(i) }
        files["summary.json"] = input.summaryJSON
        // The totals of the suites as written (a session's `junitMarks` count only its new failures).
        var totals = JUnitReport.Totals()
        for site in input.sessions { totals.add(site.report, threshold: renderer.threshold, marks: site.junitMarks) }
        let (head, tail) = SiteRenderer.junitFrame(totals)
        files["junit.xml"] = head + suites + tail
        return files
    }
}
