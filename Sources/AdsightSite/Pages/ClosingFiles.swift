/// The files made from every session's tally once all sessions are judged: `index.html` and
/// the further pages of its sessions table (`sessions-<k>.html`), per rule `notes/<rule>.html`
/// and the further pages of its lists, `docs/<name>.html`, then `assets/`, in that order.
/// Each file renders on its own, so a build may render them on several threads; the rows of
/// a page of the sessions table come from `rows` (page number, 1-based), which a build reads
/// from the rows it gathered with the sessions.
public struct ClosingFiles: Sendable {
    enum Kind: Sendable {
        case dashboard(Int)
        case note(Int, NotePage.Part)
        case doc(Int)
        case asset(String)
    }

    let templates: SiteTemplates
    let docs: [SiteDoc]
    let ctx: PageContext
    let entries: [(path: String, kind: Kind)]
    let rows: @Sendable (Int) -> [UInt8]

    init(renderer: SiteRenderer, tally: SiteTally, rows: @escaping @Sendable (Int) -> [UInt8]) {
        templates = renderer.templates
        docs = renderer.docs
        ctx = PageContext(settings: renderer, tally: tally)
        self.rows = rows
        var entries: [(path: String, kind: Kind)] = []
        for k in 1...DashboardPage(ctx).pageCount { entries.append((ListPaging.dashboardPage(k), .dashboard(k))) }
        for k in ctx.rules.indices {
            var parts: [NotePage.Part] = [.main]
            if tally.failing[k].pageCount > 1 { parts += (2...tally.failing[k].pageCount).map { .failed($0) } }
            if tally.passing[k].pageCount > 1 { parts += (2...tally.passing[k].pageCount).map { .passed($0) } }
            for part in parts { entries.append((NotePage(ctx, rule: k, part: part).path, .note(k, part))) }
        }
        for (i, doc) in docs.enumerated() { entries.append((doc.href, .doc(i))) }
        for name in templates.assets.keys.sorted() { entries.append(("assets/" + name, .asset(name))) }
        self.entries = entries
    }

    /// How many files there are.
    public var count: Int { entries.count }

    /// File `i`'s path relative to the site's root.
    public func path(_ i: Int) -> String { entries[i].path }

    /// File `i`'s bytes.
    public func render(_ i: Int) -> [UInt8] { prepare(i).render() }

    /// File `i` ready to render, with a digest of what it is rendered from when that is
    /// cheaper to make than the file (a note or doc page; not a page of the dashboard, whose
    /// table is most of its cost, nor an asset, whose bytes are at hand).
    public func prepare(_ i: Int) -> Prepared {
        switch entries[i].kind {
        case .dashboard(let k):
            let rows = rows
            return Prepared(templates: templates, source: .bytes {
                var h = HTML()
                rows(k).withUnsafeBufferPointer { h.append(contentsOf: $0) }
                return DashboardPage(ctx).render(templates, page: k, rows: h)
            })
        case .note(let k, let part):
            // The digest without the page's session tables; the content is made only to render.
            let page = NotePage(ctx, rule: k, part: part)
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
