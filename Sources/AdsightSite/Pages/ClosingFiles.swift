/// The files made from every session's summary once all sessions are judged: `index.html`,
/// `notes/<rule>.html` per rule, `docs/<name>.html`, then `assets/`, in that order. The
/// shared context (rule tallies, each rule's results) is made once; each file renders on
/// its own, so a build may render them on several threads.
public struct ClosingFiles: Sendable {
    enum Kind: Sendable {
        case dashboard
        case note(Int)
        case doc(Int)
        case asset(String)
    }

    let templates: SiteTemplates
    let docs: [SiteDoc]
    let ctx: PageContext
    let entries: [(path: String, kind: Kind)]

    init(renderer: SiteRenderer, sessions: [SessionSummary]) {
        templates = renderer.templates
        docs = renderer.docs
        ctx = PageContext(settings: renderer, sessions: sessions)
        var entries: [(path: String, kind: Kind)] = [("index.html", .dashboard)]
        for (i, stat) in ctx.rules.enumerated() { entries.append((ctx.noteHref(stat.rule), .note(i))) }
        for (i, doc) in docs.enumerated() { entries.append((doc.href, .doc(i))) }
        for name in templates.assets.keys.sorted() { entries.append(("assets/" + name, .asset(name))) }
        self.entries = entries
    }

    /// How many files there are.
    public var count: Int { entries.count }

    /// File `i`'s path relative to the site's root.
    public func path(_ i: Int) -> String { entries[i].path }

    /// File `i`'s bytes.
    public func render(_ i: Int) -> [UInt8] {
        switch entries[i].kind {
        case .dashboard: return DashboardPage(ctx).render(templates)
        case .note(let k): return NotePage(ctx, ctx.rules[k]).render(templates)
        case .doc(let k): return DocPage(ctx, docs[k]).render(templates)
        case .asset(let name): return templates.assets[name] ?? []
        }
    }
}
