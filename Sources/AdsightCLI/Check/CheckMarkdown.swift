import AdsightNotes
import AdsightRules
import AdsightRuns
import AdsightSite

/// `check --format markdown`: a GitHub-flavoured Markdown summary for a job summary or a
/// pull-request comment (`cli.md`, "More formats"): the totals, what is new and fixed against
/// `--baseline`, the failing rules with their sessions, the invalid sessions and those with
/// format warnings, each list
/// capped at `rowLimit` rows, linked into the site at `--site-url` when given. Every text
/// from a session or note is escaped (`MarkdownText`).
struct CheckMarkdown {
    static let rowLimit = 50
    /// Sessions named per failing rule.
    static let namedSessions = 5

    let notes: [Note]
    let comparison: RunComparison?
    let siteURL: String?

    func render(_ run: PipelineRun) -> String {
        let reports = run.reports
        let pages = PageNames.sessionNames(ids: reports.map(\.id), files: reports.map(\.file))
        let failing = reports.filter { $0.results.contains { $0.status == .fail } }
        let invalid = reports.filter { !$0.valid }
        var out = "## adsight: \(Counted.phrase(reports.count, "session")), \(failing.count) failing"
            + (invalid.isEmpty ? "" : ", \(invalid.count) invalid") + "\n\n"
        // What else makes the run exit 2, before anything else.
        let problems = RunProblem.of(run)
        if !problems.isEmpty {
            out += "**The run exits 2:**\n\n" + problems.map { "- " + MarkdownText.escape($0.located) + "\n" }.joined() + "\n"
        }
        // The totals in check's and build's words (`RunTotals`).
        out += MarkdownText.escape(RunTotals(reports: reports).text(notes: run.notes.count)) + "; "
            + "exit status \(run.exitStatus).\n\n"
        if let comparison { out += since(comparison, pages: Dictionary(zip(reports.map(\.id), pages), uniquingKeysWith: { a, _ in a })) }
        out += failingRules(reports, pages: pages)
        if !invalid.isEmpty {
            out += "### Invalid sessions\n\n| File | First error |\n| --- | --- |\n"
            for report in invalid.prefix(Self.rowLimit) {
                let e = report.errors.first.map { "line \($0.line), column \($0.column): \($0.message)" } ?? ""
                out += "| \(MarkdownText.escape(report.file)) | \(MarkdownText.escape(e)) |\n"
            }
            out += more(invalid.count)
        }
        out += formatWarnings(reports)
        if let siteURL { out += "[Open the full report](\(MarkdownText.url(siteURL, "index.html")))\n" }
        return out
    }

    /// The sessions with format warnings (an event name adsession/1 does not define, ...):
    /// each one's first, and how many it has.
    private func formatWarnings(_ reports: [SessionReport]) -> String {
        let warned = reports.filter { !$0.warnings.isEmpty }
        guard !warned.isEmpty else { return "" }
        var out = "### Format warnings\n\n| File | Warnings | First |\n| --- | ---: | --- |\n"
        for report in warned.prefix(Self.rowLimit) {
            let w = report.warnings[0]
            out += "| \(MarkdownText.escape(report.file)) | \(report.warnings.count) | "
                + MarkdownText.escape("line \(w.line), column \(w.column): \(w.message)") + " |\n"
        }
        return out + more(warned.count)
    }

    /// The comparison with the baseline: counts, the new failures, the sessions gone.
    private func since(_ c: RunComparison, pages: [String: String]) -> String {
        var out = "### Since the baseline\n\n| New failures | Fixed | Still failing | New sessions | Gone sessions |\n"
        out += "| ---: | ---: | ---: | ---: | ---: |\n| \(c.newFailures) | \(c.fixed) | \(c.stillFailing) | \(c.newSessions) | \(c.goneSessions.count) |\n\n"
        if !c.listed.isEmpty {
            out += "New failures:\n\n| Session | Rule | First breach |\n| --- | --- | --- |\n"
            for f in c.listed.prefix(Self.rowLimit) {
                let session = pages[f.session].map { MarkdownText.link(f.session, base: siteURL, path: "sessions/\($0).html") } ?? MarkdownText.escape(f.session)
                let breach = f.line.map { "line \($0): " } ?? ""
                out += "| \(session) | \(ruleLink(f.rule)) | \(MarkdownText.escape(breach + (f.message ?? ""))) |\n"
            }
            out += more(c.newFailures)
        }
        if !c.listedFixed.isEmpty {
            out += "Fixed failures:\n\n| Session | Rule |\n| --- | --- |\n"
            for f in c.listedFixed.prefix(Self.rowLimit) { out += "| \(sessionLink(f.session, pages)) | \(ruleLink(f.rule)) |\n" }
            out += more(c.fixed)
        }
        if !c.listedNewSessions.isEmpty {
            out += "New sessions: " + c.listedNewSessions.prefix(Self.rowLimit).map { sessionLink($0, pages) }.joined(separator: ", ")
                + (c.newSessions > Self.rowLimit ? " and \(c.newSessions - Self.rowLimit) more" : "") + "\n\n"
        }
        let gone = c.goneSessions
        if !gone.isEmpty {
            out += "Gone since the baseline: " + gone.prefix(Self.rowLimit).map(MarkdownText.escape).joined(separator: ", ")
                + (gone.count > Self.rowLimit ? " and \(gone.count - Self.rowLimit) more" : "") + "\n\n"
        }
        if !c.changedRules.isEmpty {
            out += "Notes whose check changed since the baseline (their results are not called new or fixed): "
                + c.changedRules.map(ruleLink).joined(separator: ", ") + "\n\n"
        }
        return out
    }

    /// Every rule that failed, most severe first, with the sessions it failed in.
    private func failingRules(_ reports: [SessionReport], pages: [String]) -> String {
        var sessions: [String: [(String, String)]] = [:]
        for (i, report) in reports.enumerated() {
            for result in report.results where result.status == .fail { sessions[result.rule, default: []].append((report.id, pages[i])) }
        }
        let rules = notes.filter { sessions[$0.id] != nil }.enumerated()
            .sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        guard !rules.isEmpty else { return "No rule failed.\n\n" }
        var out = "### Failing rules\n\n| Rule | Severity | Sessions |\n| --- | --- | --- |\n"
        for note in rules.prefix(Self.rowLimit) {
            let list = sessions[note.id] ?? []
            let named = list.prefix(Self.namedSessions).map { MarkdownText.link($0.0, base: siteURL, path: "sessions/\($0.1).html") }
            let rest = list.count > Self.namedSessions ? " and \(list.count - Self.namedSessions) more" : ""
            out += "| \(ruleLink(note.id)): \(MarkdownText.escape(note.title)) | \(note.severity.rawValue) | \(list.count): \(named.joined(separator: ", "))\(rest) |\n"
        }
        return out + more(rules.count)
    }


    private func sessionLink(_ id: String, _ pages: [String: String]) -> String {
        pages[id].map { MarkdownText.link(id, base: siteURL, path: "sessions/\($0).html") } ?? MarkdownText.escape(id)
    }

    private func ruleLink(_ rule: String) -> String {
        MarkdownText.link(rule, base: siteURL, path: "notes/\(PageNames.slug(rule)).html")
    }

    /// The line after a capped table.
    private func more(_ count: Int) -> String {
        count > Self.rowLimit ? "\n… and \(count - Self.rowLimit) more.\n\n" : "\n"
    }
}
