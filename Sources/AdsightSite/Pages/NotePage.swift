import AdsightRules

/// `notes/<rule>.html`: the note's rendered Markdown, its check, and every session where
/// the rule failed or passed.
struct NotePage {
    let ctx: PageContext
    let stat: RuleStats
    init(_ ctx: PageContext, _ stat: RuleStats) { self.ctx = ctx; self.stat = stat }

    func render(_ t: SiteTemplates) -> String {
        let note = ctx.notes[stat.rule]
        let title = note?.title ?? stat.rule
        var c = ctx.base(pageTitle: title, root: "../", crumbs: [["label": "Rules", "href": "../index.html#rules-h"], ["label": stat.rule]])
        c["title"] = title; c["rule"] = stat.rule; c["severity"] = stat.severity.rawValue
        c["html"] = note?.html ?? "<p>No note describes this rule.</p>"
        if let n = note, !n.checkSource.isEmpty { c["hasCheck"] = true; c["checkSource"] = n.checkSource }
        if let file = note?.file { c["file"] = file }
        if let sources = note?.sources, !sources.isEmpty { c["sources"] = sources.joined(separator: "; ") }
        var failing: [[String: Any]] = [], passing: [[String: Any]] = []
        for s in ctx.sessions {
            guard let (res, breaches) = s.results.first(where: { $0.0.rule == stat.rule }) else { continue }
            let label = s.title == s.report.id ? s.title : "\(s.title) (\(s.report.id))"
            switch res.status {
            case .fail:
                var d: [String: Any] = ["href": "../" + s.href + "#rule-" + stat.rule, "label": label,
                                        "breaches": Fmt.plural(breaches, "breach", "breaches")]
                if let e = res.evidence.first { d["first"] = "\(Fmt.seconds(e.t)), line \(e.line)" }
                failing.append(d)
            case .pass: passing.append(["href": "../" + s.href, "label": label])
            case .notApplicable: break
            }
        }
        c["failCount"] = Fmt.plural(stat.fail, "session"); c["passCount"] = stat.pass; c["naCount"] = stat.na
        c["hasFailing"] = !failing.isEmpty; c["failing"] = failing
        c["hasPassing"] = !passing.isEmpty; c["passing"] = passing
        c["hasNA"] = stat.na > 0
        return t.render("note", c)
    }
}
