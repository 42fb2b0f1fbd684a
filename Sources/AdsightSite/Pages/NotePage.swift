import AdsightRules

/// `notes/<rule>.html`: the note's rendered Markdown, its check, and the first page of the
/// sessions where the rule failed and of those where it passed; each further page of either
/// list is a page of its own (`notes/<rule>.failed-<k>.html`, `.passed-<k>.html`: the same
/// template with `part` set and only that list), linked from a pager (`ListPaging`).
struct NotePage {
    /// Which page of the note: its own (page 1 of both lists), or page k > 1 of one list.
    enum Part: Sendable, Equatable {
        case main
        case failed(Int)
        case passed(Int)
    }

    let ctx: PageContext
    let k: Int
    let part: Part
    private var stat: RuleStats { ctx.rules[k] }

    init(_ ctx: PageContext, rule k: Int, part: Part = .main) { self.ctx = ctx; self.k = k; self.part = part }

    func render(_ t: SiteTemplates) -> [UInt8] { content().render(t) }

    /// The page's path relative to the site root.
    var path: String {
        let slug = PageNames.slug(stat.rule)
        switch part {
        case .main: return ctx.noteHref(stat.rule)
        case .failed(let p): return "notes/" + ListPaging.notePage(slug, "failed", p)
        case .passed(let p): return "notes/" + ListPaging.notePage(slug, "passed", p)
        }
    }

    /// Which page of each list this page shows (0: none).
    private var pages: (failed: Int, passed: Int) {
        switch part {
        case .main: return (1, 1)
        case .failed(let p): return (p, 0)
        case .passed(let p): return (0, p)
        }
    }

    /// The page's template and values.
    func content() -> PageContent {
        var c = fields()
        let (f, p) = pages
        let failing = TemplateTable(names: ["href", "label", "breaches", "first", "firstHref"], rowCapacity: ListPaging.pageSize)
        let passing = TemplateTable(names: ["href", "label"], rowCapacity: ListPaging.pageSize)
        NoteRow.decode(ctx.tally.failing[k].page(f), failing: true, anchor: "#rule-" + stat.rule, into: failing)
        NoteRow.decode(ctx.tally.passing[k].page(p), failing: false, anchor: "", into: passing)
        c["hasFailing"] = .flag(failing.rowCount > 0); c["failing"] = .table(failing)
        c["hasPassing"] = .flag(passing.rowCount > 0); c["passing"] = .table(passing)
        return PageContent(template: "note", value: .fields(c), capacity: 16_384 + 160 * ListPaging.pageSize)
    }

    /// The values of the page but its two session tables.
    private func fields() -> [String: TemplateValue] {
        let note = ctx.notes[stat.rule]
        let title = note?.title ?? stat.rule
        var c = ctx.base(pageTitle: title, root: "../", crumbs: [["label": "Rules", "href": "../index.html#rules-h"], ["label": .text(stat.rule)]])
        c["title"] = .text(title); c["rule"] = .text(stat.rule); c["severity"] = .text(stat.shownSeverity)
        c["disabled"] = .flag(stat.disabled)
        c["failedAny"] = .flag(stat.fail > 0)  // the lede links to the list of the sessions it failed in
        c["failCount"] = .text(Fmt.plural(stat.fail, "session")); c["passCount"] = .text(Fmt.count(stat.pass)); c["naCount"] = .text(Fmt.count(stat.na))
        c["hasNA"] = .flag(stat.na > 0); c["naSessions"] = .text(Fmt.plural(stat.na, "session"))
        let slug = PageNames.slug(stat.rule), main = String(ctx.noteHref(stat.rule).dropFirst("notes/".count))
        let (f, p) = pages
        if f > 0 {
            c["failPager"] = .fields(ListPaging.pager("Failed in", page: f, count: ctx.tally.failing[k].count) { $0 == 1 ? main : ListPaging.notePage(slug, "failed", $0) })
        }
        if p > 0 {
            c["passPager"] = .fields(ListPaging.pager("Passed in", page: p, count: ctx.tally.passing[k].count) { $0 == 1 ? main : ListPaging.notePage(slug, "passed", $0) })
        }
        guard part == .main else {
            c["part"] = true; c["noteHref"] = .text(main)
            return c
        }
        runs(into: &c)
        c["html"] = .text(note.map { Self.linkingRules($0.html, ctx: ctx, own: stat.rule) } ?? "<p>No note describes this rule.</p>")
        if let n = note, !n.checkSource.isEmpty { c["hasCheck"] = true; c["checkSource"] = .text(n.checkSource) }
        if let file = note?.file { c["file"] = .text(file) }
        if let sources = note?.sources, !sources.isEmpty { c["sources"] = .text(sources.joined(separator: "; ")) }
        return c
    }

    /// The rule across runs: a sparkline of its failing sessions per recorded run, and the
    /// sessions where it newly fails since the baseline (of those the comparison lists).
    private func runs(into c: inout [String: TemplateValue]) {
        let runs = ctx.runs
        if runs.history.count >= 2 {
            let counts = runs.series(stat.rule)
            c["sparkline"] = .markup(Sparkline.svg(counts, labels: runs.history.map(\.run)))
            c["sparkRuns"] = .number(counts.count)
            c["sparkFirst"] = .text(Fmt.count(counts.first ?? 0)); c["sparkLast"] = .text(Fmt.count(counts.last ?? 0))
        }
        guard let cmp = runs.comparison else { return }
        c["baselineAny"] = true
        if cmp.changedRules.contains(stat.rule) { c["noteChanged"] = true }
        let newly = cmp.listed.filter { $0.rule == stat.rule }
        c["newlyAny"] = .flag(!newly.isEmpty)
        c["newly"] = .list(newly.map { f in ["href": .text("../sessions/" + f.page + ".html"), "session": .text(f.session)] })
    }

    /// A digest of everything the page is made from, without making its session tables: the
    /// other values (as `PageContent.digest` hashes them) and the encoded rows of the lists'
    /// pages it shows, from which the tables' cells are formatted. Equal digests (same
    /// templates) give the same page.
    func digest() -> UInt64 {
        var h = Hash64()
        h.update("note/paged")
        TemplateValue.fields(fields()).digest(into: &h)
        let (f, p) = pages
        for rows in [ctx.tally.failing[k].page(f), ctx.tally.passing[k].page(p)] {
            h.update(UInt64(rows.count)); h.update(rows)
        }
        return h.finish()
    }

    /// `html` with each other rule named as code (`<code>banner-hide-on-error</code>`, as
    /// notes refer to one another) made a link to that rule's page; not inside a link already.
    static func linkingRules(_ html: String, ctx: PageContext, own: String) -> String {
        var out = html
        for id in ctx.notes.keys.sorted() where id != own {
            let code = "<code>" + id + "</code>"
            var done = Substring(""), rest = Substring(out)
            guard rest.contains(code) else { continue }
            while let r = rest.range(of: code) {
                let before = done + rest[..<r.lowerBound]
                let opened = before.range(of: "<a ", options: .backwards)?.lowerBound
                let closed = before.range(of: "</a>", options: .backwards)?.lowerBound
                let inLink = opened.map { o in closed.map { $0 < o } ?? true } ?? false
                done = Substring(before + (inLink ? code : "<a href=\"../" + ctx.noteHref(id) + "\">" + code + "</a>"))
                rest = rest[r.upperBound...]
            }
            out = String(done + rest)
        }
        return out
    }
}
