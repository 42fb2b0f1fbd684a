import AdsightRules

/// What every page builder shares: the notes, the build's settings, and (for the pages
/// made at the end) every session's summary and every rule's tally.
struct PageContext: Sendable {
    let notes: [String: SiteNote]
    let buildTime: String?
    let failOn: String
    let sessions: [SessionSummary]
    let rules: [RuleStats]
    /// For each rule, where its result is in each session that has one: the session's index
    /// in `sessions` and the first result of that rule in its report, in session order.
    let resultsByRule: [String: [ResultRef]]

    /// A session's result of one rule (see `resultsByRule`).
    struct ResultRef: Sendable {
        var session: Int
        var result: Int
    }

    init(settings: SiteRenderer, sessions: [SessionSummary]) {
        notes = settings.notesByID
        buildTime = settings.buildTime; failOn = settings.failOn
        self.sessions = sessions
        rules = RuleStats.collect(sessions, notes: settings.notes)
        var byRule: [String: [ResultRef]] = [:]
        for si in sessions.indices {
            let results = sessions[si].report.results
            for ri in results.indices {
                let rule = results[ri].rule
                if byRule[rule]?.last?.session == si { continue }
                byRule[rule, default: []].append(ResultRef(session: si, result: ri))
            }
        }
        resultsByRule = byRule
    }

    /// The note page of a rule, relative to the site root.
    func noteHref(_ rule: String) -> String { "notes/\(PageNames.slug(rule)).html" }

    func title(_ rule: String) -> String? { notes[rule]?.title }

    /// The values `head` and `foot` use; `root` is `""` or `"../"`.
    func base(pageTitle: String, root: String, crumbs: [TemplateValue]) -> [String: TemplateValue] {
        var c: [String: TemplateValue] = ["pageTitle": .text(pageTitle), "root": .text(root), "crumbs": .list(crumbs)]
        if let t = buildTime { c["buildTime"] = .text(t) }
        return c
    }
}
