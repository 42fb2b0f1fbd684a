import AdsightRules

/// `index.html`: totals, the rules that fail most, the sessions table, invalid sessions
/// and every rule's tally.
struct DashboardPage {
    let ctx: PageContext
    init(_ ctx: PageContext) { self.ctx = ctx }

    func render(_ t: SiteTemplates) -> [UInt8] {
        let s = ctx.sessions
        let invalid = s.filter { !$0.report.valid }
        let failingErrors = s.reduce(0) { $0 + $1.failing(.error) }
        let failingWarnings = s.reduce(0) { $0 + $1.failing(.warning) }
        let failingSessions = s.reduce(0) { $0 + ($1.anyFailure ? 1 : 0) }
        var c = ctx.base(pageTitle: "Dashboard", root: "", crumbs: [["label": "Dashboard"]])
        c["sessionCount"] = .number(s.count)
        c["invalidCount"] = .number(invalid.count)
        c["invalidAny"] = .flag(!invalid.isEmpty)
        c["failingErrors"] = .number(failingErrors); c["errorsAny"] = .flag(failingErrors > 0)
        c["failingWarnings"] = .number(failingWarnings); c["warningsAny"] = .flag(failingWarnings > 0)
        c["failingSessions"] = .number(failingSessions); c["failingAny"] = .flag(failingSessions > 0)
        c["failOn"] = .text(ctx.failOn)
        c["verdict"] = .text(verdict(total: s.count, invalid: invalid.count, failing: failingSessions))
        let top = ctx.rules.filter { $0.fail > 0 }
            .sorted { ($1.severity, $1.fail, $1.breaches, $0.rule) < ($0.severity, $0.fail, $0.breaches, $1.rule) }
            .prefix(10)
        let valid = max(s.filter(\.report.valid).count, 1)
        c["hasTopRules"] = .flag(!top.isEmpty)
        c["topRules"] = .list(top.map { r -> TemplateValue in
            var d: [String: TemplateValue] = [
                "rule": .text(r.rule), "href": .text(ctx.noteHref(r.rule)), "severity": .text(r.severity.rawValue),
                "sessions": "\(r.fail) of \(valid)", "breaches": .text(Fmt.count(r.breaches)),
                "bar": .text(Bar.svg(fraction: Double(r.fail) / Double(valid), severity: r.severity.rawValue,
                                     label: "fails in \(r.fail) of \(valid) sessions")),
            ]
            if let title = ctx.title(r.rule) { d["title"] = .text(title) }
            return .fields(d)
        })
        let rows = rows()
        c["sessionRows"] = .markup(rows)
        c["invalid"] = .list(invalid.map { f -> TemplateValue in
            [
                "href": .text(f.href), "file": .text(f.report.file),
                "errorCount": .text(Fmt.plural(f.errorCount, "error")),
                "firstError": .text(f.report.errors.first.map { "line \($0.line), column \($0.column): \($0.message)" } ?? ""),
            ]
        })
        c["rules"] = .list(ctx.rules.map { r -> TemplateValue in
            var d: [String: TemplateValue] = [
                "rule": .text(r.rule), "href": .text(ctx.noteHref(r.rule)), "severity": .text(r.severity.rawValue),
                "fail": .number(r.fail), "failAny": .flag(r.fail > 0), "pass": .number(r.pass), "na": .number(r.na),
            ]
            if let title = ctx.title(r.rule) { d["title"] = .text(title) }
            return .fields(d)
        })
        return t.render("index", .fields(c), capacity: rows.count + 65_536)
    }

    private func verdict(total: Int, invalid: Int, failing: Int) -> String {
        if total == 0 { return "No session files were found." }
        var text = "\(Fmt.plural(total, "session")) checked: "
        text += failing == 0 ? "none breaks a rule" : "\(failing) break\(failing == 1 ? "s" : "") at least one rule"
        if invalid > 0 { text += ", \(invalid) \(invalid == 1 ? "is" : "are") invalid" }
        return text + "."
    }

    /// The sessions table body; `data-v` holds the sort key of cells whose text does not sort.
    private func rows() -> HTML {
        var h = HTML()
        for f in ctx.sessions {
            let r = f.report
            h.raw("<tr data-status=\"\(f.status)\">")
            h.raw("<td data-v=\""); h.text(f.title.lowercased()); h.raw("\"><a href=\""); h.text(f.href); h.raw("\">"); h.text(f.title); h.raw("</a>")
            if !r.valid {
                // Invalid files may share an id (or have none readable): name the file.
                h.raw("<br><span class=\"sub\">"); h.text(r.file); h.raw("</span>")
            } else if f.title != r.id {
                h.raw("<br><span class=\"sub\">"); h.text(r.id); h.raw("</span>")
            }
            h.raw("</td><td>"); h.text(f.device)
            h.raw("</td><td>"); h.text(r.header.map { $0.os.description } ?? "")
            h.raw("</td><td>"); h.text(f.orientations)
            h.raw("</td><td>"); h.text(f.adKindsText)
            h.raw("</td><td class=\"num\" data-v=\"\(Fmt.fixed(r.duration, places: 3))\">"); h.text(r.valid ? Fmt.duration(r.duration) : "")
            h.raw("</td><td class=\"num\" data-v=\"\(r.eventCount)\">"); h.text(Fmt.count(r.eventCount))
            let e = f.failing(.error), w = f.failing(.warning)
            h.raw("</td><td class=\"num\(e > 0 ? " failn" : "")\" data-v=\"\(e)\">\(e)</td><td class=\"num\(w > 0 ? " warnn" : "")\" data-v=\"\(w)\">\(w)</td>")
            let (cls, word) = result(f.status)
            h.raw("<td data-v=\"\(f.status)\"><span class=\"result \(cls)\">\(word)</span>")
            if f.anyFailure {
                h.raw("<span class=\"visually-hidden\"> ")
                h.text(f.failures.map(\.rule).joined(separator: " "))
                h.raw("</span>")
            }
            h.raw("</td></tr>\n")
        }
        return h
    }

    func result(_ status: String) -> (String, String) {
        switch status {
        case "invalid": return ("invalid", "Invalid")
        case "pass": return ("pass", "Pass")
        default: return (status, "Fail")
        }
    }
}
