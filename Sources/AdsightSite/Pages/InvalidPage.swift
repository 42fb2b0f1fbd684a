import AdsightRules
import AdsightSession

/// `sessions/<name>.html` for an invalid file: what could be read of its header, and
/// every error with file, line and column.
struct InvalidPage {
    let ctx: PageContext
    let f: SessionSummary
    /// The full report (every error).
    let report: SessionReport
    init(_ ctx: PageContext, _ f: SessionSummary, report: SessionReport) { self.ctx = ctx; self.f = f; self.report = report }

    func render(_ t: SiteTemplates) -> [UInt8] {
        let r = report
        var c = ctx.base(pageTitle: f.title + " (invalid)", root: "../", crumbs: [["label": "Sessions", "href": "../index.html#invalid-h"], ["label": .text(f.title)]])
        c["heading"] = .text(f.title)
        c["runsChart"] = .text(SessionRuns.fileName(report))
        var facts: [(String, String)] = [("File", r.file)]
        if let h = r.header {
            facts = SessionPage.facts(r, header: h).filter { $0.0 != "Events" && $0.0 != "Duration" }
        }
        c["facts"] = .list(facts.map { ["k": .text($0.0), "v": .text($0.1)] })
        c["errors"] = .list(r.errors.map { e -> TemplateValue in
            ["location": .text(e.location(in: r.file)),
             "message": .text(e.message)]
        })
        return t.render("invalid", .fields(c))
    }
}
