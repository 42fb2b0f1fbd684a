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

    /// Whether file `i` is the dashboard (`index.html`), whose sessions table body a build
    /// may put together itself (`dashboardFrame`, `SiteRenderer.dashboardRow`).
    public func isDashboard(_ i: Int) -> Bool {
        if case .dashboard = entries[i].kind { return true }
        return false
    }

    /// The dashboard before and after its sessions table body, whose rows are
    /// `SiteRenderer.dashboardRow` of each session in order; nil when the templates do not
    /// show that body exactly once as it is (render the page then).
    public func dashboardFrame() -> (head: [UInt8], tail: [UInt8])? { DashboardPage(ctx).frame(templates) }

    /// File `i`'s bytes.
    public func render(_ i: Int) -> [UInt8] { prepare(i).render() }

    /// File `i` ready to render, with a digest of what it is rendered from when that is
    /// cheaper to make than the file (a note or doc page; not the dashboard, whose table is
    /// most of its cost, nor an asset, whose bytes are at hand).
    public func prepare(_ i: Int) -> Prepared {
        switch entries[i].kind {
        case .dashboard: return Prepared(templates: templates, source: .bytes { DashboardPage(ctx).render(templates) })
        case .note(let k):
            // The digest without the page's session tables; the content is made only to render.
            let page = NotePage(ctx, ctx.rules[k])
            return Prepared(templates: templates, source: .digested(page.digest(), { page.content() }))
        case .doc(let k): return Prepared(templates: templates, source: .content(DocPage(ctx, docs[k]).content()))
        case .asset(let name): return Prepared(templates: templates, source: .bytes { templates.assets[name] ?? [] })
        }
    }

    /// A closing file about to be rendered (see `prepare`).
    public struct Prepared {
        enum Source {
            case content(PageContent)
            /// A digest made without the content, and the content when it is needed.
            case digested(UInt64, () -> PageContent)
            case bytes(() -> [UInt8])
        }
        let templates: SiteTemplates
        let source: Source

        /// The digest of the page's template and values: equal digests, with the same
        /// templates, give the same bytes. Nil when the file has none.
        public var digest: UInt64? {
            switch source {
            case .content(let c): return c.digest
            case .digested(let digest, _): return digest
            case .bytes: return nil
            }
        }

        /// The file's bytes.
        public func render() -> [UInt8] {
            switch source {
            case .content(let c): return c.render(templates)
            case .digested(_, let make): return make().render(templates)
            case .bytes(let make): return make()
            }
        }
    }
}
