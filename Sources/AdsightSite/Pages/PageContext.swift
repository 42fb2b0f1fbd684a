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
    /// Each session's name on a note page: its title, with its id when they differ.
    let labels: [String]
    /// Each session's page as linked from a note page (`../sessions/<page>.html`).
    let noteLinks: [String]

    /// A session's result of one rule (see `resultsByRule`).
    struct ResultRef: Sendable {
        var session: Int
        var result: Int
    }

    init(settings: SiteRenderer, sessions: [SessionSummary]) {
        notes = settings.notesByID
        buildTime = settings.buildTime; failOn = settings.failOn
        self.sessions = sessions
        let (rules, refs) = RuleStats.tally(sessions, notes: settings.notes)
        self.rules = rules
        resultsByRule = Dictionary(zip(rules.map(\.rule), refs), uniquingKeysWith: { a, _ in a })
        var labels: [String] = [], noteLinks: [String] = []
        labels.reserveCapacity(sessions.count); noteLinks.reserveCapacity(sessions.count)
        for si in sessions.indices {
            let title = sessions[si].title, id = sessions[si].report.id
            labels.append(title == id ? title : "\(title) (\(id))")
            noteLinks.append("../" + sessions[si].href)
        }
        self.labels = labels; self.noteLinks = noteLinks
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
