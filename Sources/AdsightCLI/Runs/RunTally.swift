import AdsightRules
import AdsightSession
import AdsightRuns
import AdsightSite

/// What a build gathers across runs from each session, in input order, as `SiteParts` adds
/// it (rendered or reused alike): the counts and the failed rules per session for this run's
/// history line (`FailedList`, spooled), and the comparison with the baseline. Holds nothing
/// of a session that did not fail but its id in the comparison's set.
struct RunTally: Sendable {
    var comparison: RunComparison?
    /// The session page of each new failure the comparison lists (parallel to `comparison.listed`).
    private(set) var listedPages: [String] = []
    /// The same for the fixed failures and new sessions listed.
    private(set) var fixedPages: [String] = [], newSessionPages: [String] = []
    private(set) var sessions = 0, invalid = 0, errors = 0, warnings = 0, infos = 0
    /// The failing sessions as the history line lists them.
    private(set) var failed: FailedList
    /// The totals as the summaries state them (`rules` set by `SiteAssembly`).
    private(set) var totals = RunTotals()
    /// The first `invalidLimit` invalid sessions' diagnostics, for build's summary; how many more.
    private(set) var invalidShown: [(file: String, errors: [SessionDiagnostic], count: Int)] = []
    private(set) var invalidMore = 0
    static let invalidLimit = 10

    /// `spool`: where the failing sessions' entries wait (nil: in memory).
    init(comparison: RunComparison?, spool: Spool?) {
        self.comparison = comparison
        failed = FailedList(spool: spool)
    }

    /// Adds the next session, whose page is `sessions/<page>.html`; returns the mark of its
    /// dashboard row (nil without a baseline, or nothing to mark).
    @discardableResult
    /// `errorCount`: how many errors the session had (its summary may keep only the first).
    mutating func add(_ report: SessionReport, page: String, errorCount: Int? = nil) -> RowMark? {
        sessions += 1
        totals.add(report)
        if !report.valid {
            invalid += 1
            if invalidShown.count < Self.invalidLimit { invalidShown.append((report.file, report.errors, max(errorCount ?? 0, report.errors.count))) } else { invalidMore += 1 }
        }
        var rules: [String] = []
        for result in report.results where result.status == .fail {
            rules.append(result.rule)
            switch result.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
        failed.add(id: report.id, rules: rules)
        guard comparison != nil else { return nil }
        let before = comparison?.listed.count ?? 0
        let fixedBefore = comparison?.listedFixed.count ?? 0, newBefore = comparison?.listedNewSessions.count ?? 0
        guard let marks = comparison?.add(id: report.id, valid: report.valid, results: report.results) else { return nil }
        let after = comparison?.listed.count ?? 0
        if after > before { listedPages += Array(repeating: page, count: after - before) }
        if let c = comparison {
            fixedPages += Array(repeating: page, count: c.listedFixed.count - fixedBefore)
            newSessionPages += Array(repeating: page, count: c.listedNewSessions.count - newBefore)
        }
        let mark = RowMark(isNew: marks.isNew, newFailures: marks.isNew ? 0 : marks.newFailures(failures: 0), fixed: marks.fixed)
        return mark.isEmpty ? nil : mark
    }

    /// This run's history line, its failing sessions counted (their entries are `failed.body`).
    func line(label: String, url: String?, shard: String?) -> HistoryLine {
        var line = HistoryLine(run: label, url: url, sessions: sessions, invalid: invalid, errors: errors, warnings: warnings,
                               infos: infos, counted: failed.counts)
        line.shard = shard
        return line
    }

    /// The comparison as the pages show it.
    var siteComparison: SiteComparison? {
        guard let c = comparison else { return nil }
        let listed = zip(c.listed, listedPages).map { f, page in
            SiteComparison.Failure(session: f.session, page: page, rule: f.rule, line: f.line, message: f.message)
        }
        var site = SiteComparison(baseline: c.baseline.path, newFailures: c.newFailures, fixed: c.fixed, stillFailing: c.stillFailing,
                                  newSessions: c.newSessions, gone: c.goneSessions, changedRules: c.changedRules, listed: listed)
        site.fixedListed = zip(c.listedFixed, fixedPages).map { f, page in
            SiteComparison.Failure(session: f.session, page: page, rule: f.rule, line: nil, message: nil)
        }
        site.newSessionsListed = zip(c.listedNewSessions, newSessionPages).map { ($0, $1) }
        return site
    }
}
