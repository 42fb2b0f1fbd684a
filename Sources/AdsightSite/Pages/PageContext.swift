import AdsightRules

/// What every page builder shares: the input, derived facts and links.
struct PageContext {
    let input: SiteInput
    let sessions: [SessionFacts]
    let notes: [String: SiteNote]
    let rules: [RuleStats]

    init(input: SiteInput, sessions: [SessionFacts], notes: [String: SiteNote]) {
        self.input = input; self.sessions = sessions; self.notes = notes
        rules = RuleStats.collect(sessions, notes: input.notes)
    }

    /// The note page of a rule, relative to the site root.
    func noteHref(_ rule: String) -> String { "notes/\(PageNames.slug(rule)).html" }

    func title(_ rule: String) -> String? { notes[rule]?.title }

    /// The values `head` and `foot` use; `root` is `""` or `"../"`.
    func base(pageTitle: String, root: String, crumbs: [[String: Any]]) -> [String: Any] {
        var c: [String: Any] = ["pageTitle": pageTitle, "root": root, "crumbs": crumbs]
        if let t = input.buildTime { c["buildTime"] = t }
        return c
    }
}
