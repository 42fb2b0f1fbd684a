import AdsightRules

/// `notes/<rule>.html`: the note's rendered Markdown, its check, and every session where
/// the rule failed or passed.
struct NotePage {
    let ctx: PageContext
    let stat: RuleStats
    init(_ ctx: PageContext, _ stat: RuleStats) { self.ctx = ctx; self.stat = stat }

    func render(_ t: SiteTemplates) -> [UInt8] {
        let note = ctx.notes[stat.rule]
        let title = note?.title ?? stat.rule
        var c = ctx.base(pageTitle: title, root: "../", crumbs: [["label": "Rules", "href": "../index.html#rules-h"], ["label": .text(stat.rule)]])
        c["title"] = .text(title); c["rule"] = .text(stat.rule); c["severity"] = .text(stat.severity.rawValue)
        c["html"] = .text(note?.html ?? "<p>No note describes this rule.</p>")
        if let n = note, !n.checkSource.isEmpty { c["hasCheck"] = true; c["checkSource"] = .text(n.checkSource) }
        if let file = note?.file { c["file"] = .text(file) }
        if let sources = note?.sources, !sources.isEmpty { c["sources"] = .text(sources.joined(separator: "; ")) }
        var failing: [TemplateValue] = [], passing: [TemplateValue] = []
        // Each session's first result of this rule, in session order.
        for ref in ctx.resultsByRule[stat.rule] ?? [] {
            let res = ctx.sessions[ref.session].report.results[ref.result]
            guard res.status != .notApplicable else { continue }
            let title = ctx.sessions[ref.session].title, id = ctx.sessions[ref.session].report.id
            let label = title == id ? title : "\(title) (\(id))"
            let href = "../" + ctx.sessions[ref.session].href
            switch res.status {
            case .fail:
                let breaches = ctx.sessions[ref.session].breachCounts[ref.result]
                var d: [String: TemplateValue] = ["href": .text(href + "#rule-" + stat.rule), "label": .text(label),
                                                  "breaches": .text(Fmt.plural(breaches, "breach", "breaches"))]
                if let e = res.evidence.first { d["first"] = "\(Fmt.seconds(e.t)), line \(e.line)" }
                failing.append(.fields(d))
            case .pass: passing.append(["href": .text(href), "label": .text(label)])
            case .notApplicable: break
            }
        }
        c["failCount"] = .text(Fmt.plural(stat.fail, "session")); c["passCount"] = .number(stat.pass); c["naCount"] = .number(stat.na)
        c["hasFailing"] = .flag(!failing.isEmpty); c["failing"] = .list(failing)
        c["hasPassing"] = .flag(!passing.isEmpty); c["passing"] = .list(passing)
        c["hasNA"] = .flag(stat.na > 0)
        return t.render("note", .fields(c), capacity: 16_384 + 160 * ctx.sessions.count)
    }
}
