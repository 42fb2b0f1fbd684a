import AdsightRules

/// `notes/<rule>.html`: the note's rendered Markdown, its check, and every session where
/// the rule failed or passed.
struct NotePage {
    let ctx: PageContext
    let stat: RuleStats
    init(_ ctx: PageContext, _ stat: RuleStats) { self.ctx = ctx; self.stat = stat }

    func render(_ t: SiteTemplates) -> [UInt8] { content().render(t) }

    /// The page's template and values.
    func content() -> PageContent {
        var c = fields()
        let refs = ctx.resultsByRule[stat.rule] ?? []
        let failing = TemplateTable(names: ["href", "label", "breaches", "first"], rowCapacity: stat.fail, byteCapacity: 160 * stat.fail)
        let passing = TemplateTable(names: ["href", "label"], rowCapacity: stat.pass, byteCapacity: 100 * stat.pass)
        // Each session's first result of this rule, in session order.
        let anchor = "#rule-" + stat.rule
        for ref in refs {
            let session = ref.session
            switch ctx.sessions[session].report.results[ref.result].status {
            case .fail:
                let breaches = ctx.sessions[session].breachCounts[ref.result]
                failing.append(ctx.noteLinks[session], anchor)
                failing.append(ctx.labels[session])
                failing.append(Fmt.plural(breaches, "breach", "breaches"))
                if let e = ctx.sessions[session].report.results[ref.result].evidence.first {
                    failing.append(Fmt.seconds(e.t), ", line ", String(e.line))
                } else {
                    failing.appendMissing()
                }
            case .pass:
                passing.append(ctx.noteLinks[session])
                passing.append(ctx.labels[session])
            case .notApplicable: break
            }
        }
        c["hasFailing"] = .flag(failing.rowCount > 0); c["failing"] = .table(failing)
        c["hasPassing"] = .flag(passing.rowCount > 0); c["passing"] = .table(passing)
        return PageContent(template: "note", value: .fields(c), capacity: 16_384 + 160 * ctx.sessions.count)
    }

    /// The values of the page but its two session tables.
    private func fields() -> [String: TemplateValue] {
        let note = ctx.notes[stat.rule]
        let title = note?.title ?? stat.rule
        var c = ctx.base(pageTitle: title, root: "../", crumbs: [["label": "Rules", "href": "../index.html#rules-h"], ["label": .text(stat.rule)]])
        c["title"] = .text(title); c["rule"] = .text(stat.rule); c["severity"] = .text(stat.severity.rawValue)
        c["html"] = .text(note?.html ?? "<p>No note describes this rule.</p>")
        if let n = note, !n.checkSource.isEmpty { c["hasCheck"] = true; c["checkSource"] = .text(n.checkSource) }
        if let file = note?.file { c["file"] = .text(file) }
        if let sources = note?.sources, !sources.isEmpty { c["sources"] = .text(sources.joined(separator: "; ")) }
        c["failCount"] = .text(Fmt.plural(stat.fail, "session")); c["passCount"] = .number(stat.pass); c["naCount"] = .number(stat.na)
        c["hasNA"] = .flag(stat.na > 0)
        return c
    }

    /// A digest of everything the page is made from, without making its session tables:
    /// the other values (as `PageContent.digest` hashes them) and, per listed session in
    /// order, its status, link and label (`PageContext.sessionKeys`), breaches and first
    /// evidence's time and line, from which the tables' cells are formatted. Equal digests
    /// (same templates) give the same page.
    func digest() -> UInt64 {
        var h = Hash64()
        h.update("note/raw")
        TemplateValue.fields(fields()).digest(into: &h)
        let refs = ctx.resultsByRule[stat.rule] ?? []
        var words: [UInt64] = []
        words.reserveCapacity(5 * refs.count + 1)
        for ref in refs {
            let session = ref.session
            switch ctx.sessions[session].report.results[ref.result].status {
            case .fail:
                words.append(1); words.append(ctx.sessionKeys[session])
                words.append(UInt64(bitPattern: Int64(ctx.sessions[session].breachCounts[ref.result])))
                if let e = ctx.sessions[session].report.results[ref.result].evidence.first {
                    words.append(e.t.bitPattern); words.append(UInt64(bitPattern: Int64(e.line)))
                } else {
                    words.append(UInt64.max); words.append(UInt64.max)
                }
            case .pass:
                words.append(2); words.append(ctx.sessionKeys[session])
            case .notApplicable: break
            }
        }
        words.append(UInt64(refs.count))
        words.withUnsafeBytes { h.update($0) }
        return h.finish()
    }
}
