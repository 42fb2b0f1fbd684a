import AdsightRules

/// What every page builder shares: the notes, the build's settings, and (for the pages
/// made at the end) every session's summary and every rule's tally.
struct PageContext {
    let notes: [String: SiteNote]
    let buildTime: String?
    let failOn: String
    let sessions: [SessionSummary]
    let rules: [RuleStats]

    init(settings: SiteRenderer, sessions: [SessionSummary]) {
        notes = settings.notesByID
        buildTime = settings.buildTime; failOn = settings.failOn
        self.sessions = sessions
        rules = RuleStats.collect(sessions, notes: settings.notes)
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
