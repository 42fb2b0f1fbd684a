import AdsightRules
import AdsightSession

/// Builds the whole static site from reports, sessions and notes. Pure: it returns every
/// file as bytes keyed by its path relative to the site's root; the CLI writes them.
///
/// Files: `index.html` (dashboard), `sessions/<name>.html` (one per session, valid or
/// not), `notes/<rule>.html`, `assets/style.css`, `assets/site.js`, `summary.json`, `junit.xml`.
public struct SiteBuilder: Sendable {
    public let templates: SiteTemplates

    public init(templates: SiteTemplates) { self.templates = templates }

    public func build(_ input: SiteInput) -> [String: [UInt8]] {
        let reports = input.sessions.map(\.report)
        let names = PageNames.sessionNames(ids: reports.map(\.id), files: reports.map(\.file))
        let facts = zip(input.sessions, names).map { site, page in
            SessionFacts(site: site, page: page, scan: site.session.map(SessionScan.init))
        }
        let notes = Dictionary(input.notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let context = PageContext(input: input, sessions: facts, notes: notes)
        var files: [String: [UInt8]] = [:]
        files["index.html"] = Array(DashboardPage(context).render(templates).utf8)
        for s in facts {
            let html = s.report.valid && s.site.session != nil
                ? SessionPage(context, s).render(templates)
                : InvalidPage(context, s).render(templates)
            files[s.href] = Array(html.utf8)
        }
        for stat in context.rules {
            files[context.noteHref(stat.rule)] = Array(NotePage(context, stat).render(templates).utf8)
        }
        for (name, bytes) in templates.assets { files["assets/" + name] = bytes }
        files["summary.json"] = input.summaryJSON
        files["junit.xml"] = Array(JUnitReport.render(reports).utf8)
        return files
    }
}
