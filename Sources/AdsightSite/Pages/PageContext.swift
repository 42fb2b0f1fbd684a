import AdsightRules

/// What every page builder shares: the notes, the build's settings, and (for the pages
/// made at the end) the tally of every session and rule.
struct PageContext: Sendable {
    let notes: [String: SiteNote]
    let buildTime: String?
    let failOn: String
    /// Every session's tally (empty for a session's own page).
    let tally: SiteTally
    /// The history and the comparison with the baseline (empty for a session's own page).
    var runs = SiteRuns()
    /// `SiteRenderer.part`.
    var part: (index: Int, count: Int)?
    /// `SiteRenderer.runProblems`.
    var runProblems: [String] = []
    /// Every rule's tally: `tally.rules`.
    var rules: [RuleStats] { tally.rules }

    /// Each note's page (`notes/<slug>.html`), made once per build rather than per link.
    let noteHrefs: [String: String]
    /// Each listed note's link from a session page, in the notes' order (results come in it):
    /// its id, `../` + `noteHref`, `title` (see `sessionLink`).
    let sessionLinks: [SessionLink]

    struct SessionLink: Sendable {
        var rule: String
        var href: String
        var title: String
    }

    init(settings: SiteRenderer, tally: SiteTally) {
        self.init(notes: settings.notes, notesByID: settings.notesByID, noteHrefs: settings.noteHrefs,
                  buildTime: settings.buildTime, failOn: settings.failOn, tally: tally)
        runs = settings.runs
        part = settings.part
        runProblems = settings.runProblems
    }

    init(notes list: [SiteNote], notesByID: [String: SiteNote], noteHrefs: [String: String], buildTime: String?,
         failOn: String, tally: SiteTally) {
        notes = notesByID; self.noteHrefs = noteHrefs
        sessionLinks = list.map { note in
            SessionLink(rule: note.id, href: "../" + (noteHrefs[note.id] ?? Self.noteHref(note.id)), title: notesByID[note.id]?.title ?? "")
        }
        self.buildTime = buildTime; self.failOn = failOn
        self.tally = tally
    }

    /// The note page of a rule, relative to the site root.
    func noteHref(_ rule: String) -> String { noteHrefs[rule] ?? Self.noteHref(rule) }

    /// `noteHref` made afresh.
    static func noteHref(_ rule: String) -> String { "notes/\(PageNames.slug(rule)).html" }

    func title(_ rule: String) -> String? { notes[rule]?.title }

    /// `"../" + noteHref(rule)` and `title(rule) ?? ""` for the result at `index` of a
    /// report: from `sessionLinks` when the note there is that rule (no lookups), else looked up.
    func sessionLink(_ rule: String, at index: Int) -> (href: String, title: String) {
        if index < sessionLinks.count && sessionLinks[index].rule == rule { return (sessionLinks[index].href, sessionLinks[index].title) }
        return ("../" + noteHref(rule), title(rule) ?? "")
    }

    /// The values `head`, `foot` and `notice` use; `root` is `""` or `"../"`.
    func base(pageTitle: String, root: String, crumbs: [TemplateValue]) -> [String: TemplateValue] {
        var c: [String: TemplateValue] = ["pageTitle": .text(pageTitle), "root": .text(root), "crumbs": .list(crumbs),
                                          "version": .text(AdsightVersion.current)]
        if let t = buildTime { c["buildTime"] = .text(t) }
        if let part { c["partial"] = .flag(true); c["partIndex"] = .number(part.index); c["partCount"] = .number(part.count) }
        return c
    }
}
