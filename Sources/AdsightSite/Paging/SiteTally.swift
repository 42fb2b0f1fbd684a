import AdsightRules

/// What the pages spanning every session (the dashboard, the note pages, `junit.xml`'s
/// totals, the exit status) need, gathered one session at a time in input order: counts,
/// each rule's tally, the groups, the invalid sessions and, per rule, the sessions it failed
/// and passed in (`PagedRows`, in a `RowStore`). A build adds each session's summary and
/// drops it, so what it holds does not grow with the sessions (but for invalid ones).
public struct SiteTally: Sendable {
    /// One invalid session as the dashboard lists it.
    struct Invalid: Sendable {
        var href: String, file: String, errorCount: Int, firstError: String
    }

    private let makeStore: @Sendable () -> RowStore
    public private(set) var sessionCount = 0
    private(set) var invalid: [Invalid] = []
    /// How many sessions were invalid.
    public var invalidCount: Int { invalid.count }
    private(set) var failingSessions = 0
    /// `junit.xml`'s root counts.
    public private(set) var junit = JUnitReport.Totals()
    /// The lowest severity whose failure counts (`--fail-on`; nil for `never`).
    let threshold: Severity?
    /// Failed results that count under the threshold (a suppressed one never does), over every session.
    public private(set) var countedFailures = 0
    /// Every rule in the order first seen (catalogue order), then (after `finish`) any note without results.
    private(set) var rules: [RuleStats] = []
    /// Per rule (parallel to `rules`): the sessions it failed in and passed in.
    private(set) var failing: [PagedRows] = [], passing: [PagedRows] = []
    private(set) var groups = SessionGroups()
    /// Exposure over every valid session.
    private(set) var exposure = ExposureTotals()
    private var index: [String: Int] = [:]
    /// The rule of each result position in the previous session: sessions list the rules in
    /// the same order, so a rule is hashed only when that guess is wrong.
    private var guess: [Int] = []
    /// Per rule, the session (`sessionCount`) whose result of it was listed last.
    private var lastListed: [Int] = []

    /// `store` makes the store of each rule's two lists; `threshold` as `SiteRenderer.threshold`.
    public init(threshold: Severity?, store: @escaping @Sendable () -> RowStore = { MemoryRowStore() }) {
        self.threshold = threshold; makeStore = store
    }

    /// Adds the next session.
    public mutating func add(_ s: SessionSummary) {
        sessionCount += 1
        junit.add(s.report, threshold: threshold)
        let report = s.report
        if !report.valid {
            invalid.append(Invalid(href: s.href, file: report.file, errorCount: s.errorCount,
                                   firstError: report.errors.first.map { $0.located(in: report.file) } ?? ""))
        }
        let id = report.id, title = report.header?.title ?? id
        let label = title == id ? title : "\(title) (\(id))"
        var any = false
        for ri in report.results.indices {
            let result = report.results[ri]
            let k = rule(result.rule, severity: result.severity, at: ri)
            // Only a session's first result of a rule is listed on the note page.
            let listed = lastListed[k] != sessionCount
            lastListed[k] = sessionCount
            switch result.status {
            case .fail:
                // A session failing only suppressed rules passes (its failures still listed on
                // the note pages and its own), and the totals count only failures that count.
                if result.suppressed == nil { any = true }
                if result.counts(atOrAbove: threshold) { countedFailures += 1 }
                rules[k].fail += 1; rules[k].breaches += s.breachCounts[ri]
                let first = result.evidence.first
                if listed { failing[k].append(NoteRow(page: s.page, label: label,
                                          failure: (s.breachCounts[ri], first?.t, first?.line ?? 0)).encode()) }
            case .pass:
                rules[k].pass += 1
                if listed { passing[k].append(NoteRow(page: s.page, label: label, failure: nil).encode()) }
            case .notApplicable:
                rules[k].na += 1
                if result.disabled { rules[k].disabled = true }
            }
        }
        if any { failingSessions += 1 }
        if report.valid { exposure.add(report.exposure, href: s.href, label: label) }
        let what = report.header.map { $0.scenario ?? $0.app.name ?? "unnamed app" } ?? "unreadable header"
        groups.add(what: what, device: s.device, status: s.status)
    }

    /// Ends the tally: the notes without results follow, and every list is written out.
    public mutating func finish(notes: [SiteNote]) {
        for n in notes where index[n.id] == nil { _ = rule(n.id, severity: n.severity, at: -1) }
        for k in rules.indices { failing[k].flush(); passing[k].flush() }
    }

    /// The index of `rule` in `rules` (added when new), guessed from result position `at`.
    private mutating func rule(_ rule: String, severity: Severity, at ri: Int) -> Int {
        if ri >= 0, ri < guess.count, rules[guess[ri]].rule == rule { return guess[ri] }
        let k: Int
        if let known = index[rule] {
            k = known
        } else {
            k = rules.count
            index[rule] = k
            rules.append(RuleStats(rule: rule, severity: severity))
            failing.append(PagedRows(store: makeStore())); passing.append(PagedRows(store: makeStore()))
            lastListed.append(0)
        }
        if ri >= 0 { if ri < guess.count { guess[ri] = k } else { guess.append(k) } }
        return k
    }

    /// Each rule that failed somewhere: its severity and how many sessions it failed in.
    public var failedRules: [(rule: String, severity: Severity, sessions: Int)] {
        rules.filter { $0.fail > 0 }.map { ($0.rule, $0.severity, $0.fail) }
    }

    /// The index of `rule` in `rules`, if it has one.
    func ruleIndex(_ rule: String) -> Int? { index[rule] }
}
