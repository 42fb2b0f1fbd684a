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
    /// Per session, a hash of its `noteLinks` and `labels` texts (`NotePage.digest`).
    let sessionKeys: [UInt64]

    /// A session's result of one rule (see `resultsByRule`).
    struct ResultRef: Sendable {
        var session: Int
        var result: Int
    }

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

    init(settings: SiteRenderer, sessions: [SessionSummary]) {
        self.init(notes: settings.notes, notesByID: settings.notesByID, noteHrefs: settings.noteHrefs,
                  buildTime: settings.buildTime, failOn: settings.failOn, sessions: sessions)
    }

    init(notes list: [SiteNote], notesByID: [String: SiteNote], noteHrefs: [String: String], buildTime: String?,
         failOn: String, sessions: [SessionSummary]) {
        notes = notesByID; self.noteHrefs = noteHrefs
        sessionLinks = list.map { note in
            SessionLink(rule: note.id, href: "../" + (noteHrefs[note.id] ?? Self.noteHref(note.id)), title: notesByID[note.id]?.title ?? "")
        }
        self.buildTime = buildTime; self.failOn = failOn
        self.sessions = sessions
        let (rules, refs) = RuleStats.tally(sessions, notes: list)
        self.rules = rules
        resultsByRule = Dictionary(zip(rules.map(\.rule), refs), uniquingKeysWith: { a, _ in a })
        var labels: [String] = [], noteLinks: [String] = [], keys: [UInt64] = []
        labels.reserveCapacity(sessions.count); noteLinks.reserveCapacity(sessions.count); keys.reserveCapacity(sessions.count)
        for si in sessions.indices {
            // `SessionSummary.title` read through stored fields (calling it would copy the summary).
            let id = sessions[si].report.id, title = sessions[si].report.header?.title ?? id
            var label = title == id ? title : "\(title) (\(id))"
            var link = "../sessions/" + sessions[si].page + ".html"
            var h = Hash64()
            link.withUTF8 { h.update(UInt64($0.count)); h.update(UnsafeRawBufferPointer($0)) }
            label.withUTF8 { h.update(UInt64($0.count)); h.update(UnsafeRawBufferPointer($0)) }
            keys.append(h.finish())
            labels.append(label)
            noteLinks.append(link)
        }
        self.labels = labels; self.noteLinks = noteLinks; sessionKeys = keys
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

    /// The values `head` and `foot` use; `root` is `""` or `"../"`.
    func base(pageTitle: String, root: String, crumbs: [TemplateValue]) -> [String: TemplateValue] {
        var c: [String: TemplateValue] = ["pageTitle": .text(pageTitle), "root": .text(root), "crumbs": .list(crumbs),
                                          "version": .text(AdsightVersion.current)]
        if let t = buildTime { c["buildTime"] = .text(t) }
        return c
    }
}
