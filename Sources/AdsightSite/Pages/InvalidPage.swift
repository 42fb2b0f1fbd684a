import AdsightRules

/// `sessions/<name>.html` for an invalid file: what could be read of its header, and
/// every error with file, line and column.
struct InvalidPage {
    let ctx: PageContext
    let f: SessionSummary
    /// The full report (every error).
    let report: SessionReport
    init(_ ctx: PageContext, _ f: SessionSummary, report: SessionReport) { self.ctx = ctx; self.f = f; self.report = report }

    func render(_ t: SiteTemplates) -> String {
        let r = report
        var c = ctx.base(pageTitle: f.title + " (invalid)", root: "../", crumbs: [["label": "Sessions", "href": "../index.html#invalid-h"], ["label": f.title]])
        c["heading"] = f.title
        var facts: [(String, String)] = [("File", r.file)]
        if let h = r.header {
            facts = SessionPage.facts(r, header: h).filter { $0.0 != "Events" && $0.0 != "Duration" }
        }
        c["facts"] = facts.map { ["k": $0.0, "v": $0.1] }
        c["errors"] = r.errors.map { ["file": r.file, "line": $0.line, "column": $0.column, "message": $0.message] as [String: Any] }
        return t.render("invalid", c)
    }
}
