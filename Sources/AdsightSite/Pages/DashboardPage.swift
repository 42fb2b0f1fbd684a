import AdsightRules

/// `index.html`: totals, the rules that fail most, the sessions table, invalid sessions
/// and every rule's tally.
struct DashboardPage {
    let ctx: PageContext
    init(_ ctx: PageContext) { self.ctx = ctx }

    func render(_ t: SiteTemplates) -> [UInt8] { render(t, rows: rows()) }

    /// The page with `rows` as its sessions table body.
    func render(_ t: SiteTemplates, rows: HTML) -> [UInt8] {
        let s = ctx.sessions
        // One pass over the summaries, read in place (a copy of each would retain all it holds).
        var invalid: [Int] = [], failingErrors = 0, failingWarnings = 0, failingSessions = 0
        s.withUnsafeBufferPointer { all in
            for i in all.indices {
                if !all[i].report.valid { invalid.append(i) }
                // Stored fields only: a computed property of the element would copy it whole.
                all[i].report.results.withUnsafeBufferPointer { results in
                    var any = false
                    for k in results.indices where results[k].status == .fail {
                        any = true
                        if results[k].severity == .error { failingErrors += 1 } else if results[k].severity == .warning { failingWarnings += 1 }
                    }
                    if any { failingSessions += 1 }
                }
            }
        }
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
        let valid = max(s.count - invalid.count, 1)
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
        c["sessionRows"] = .markup(rows)
        c["invalid"] = .list(invalid.map { i -> TemplateValue in
            let f = s[i]
            return [
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

    /// What the page holds before and after its sessions table body (the rows of every
    /// session in order, `row`), so a build can put the rows in from their own pieces; nil
    /// when the templates do not show the body exactly once as it is (then render the page),
    /// or when there are no sessions.
    func frame(_ t: SiteTemplates) -> (head: [UInt8], tail: [UInt8])? {
        guard !ctx.sessions.isEmpty else { return nil }
        var mark = HTML()
        mark.raw(Self.rowsMark)
        let page = render(t, rows: mark)
        let needle = Self.rowsMark.withUTF8Buffer { Array($0) }
        var found: [Int] = []
        page.withUnsafeBufferPointer { bytes in
            var i = 0
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { found.append(i); i += needle.count } else { i += 1 }
            }
        }
        guard found.count == 1, let at = found.first else { return nil }
        let head = Array(page[..<at]), tail = Array(page[(at + needle.count)...])
        // Checked on real rows (the first two sessions'): the frame must give what the
        // templates make of them, line breaks included.
        var sample = HTML()
        ctx.sessions.withUnsafeBufferPointer { sessions in
            for f in sessions.indices.prefix(2) { Self.row(sessions.baseAddress! + f, into: &sample) }
        }
        let expected = render(t, rows: sample)
        let made = sample.withBytes { head + Array($0) + tail }
        return made == expected ? (head, tail) : nil
    }

    /// Stands for the rows while the frame is rendered: markup that, like the rows, ends
    /// with a line break and has one inside (a template that escapes, indents or
    /// transforms the rows changes it).
    static let rowsMark: StaticString = "<!--adsight session rows\n&-->\n"

    /// One session's row of the table body, as `render` writes it.
    static func rowBytes(_ summary: SessionSummary) -> [UInt8] {
        var h = HTML(capacity: 1024)
        withUnsafePointer(to: summary) { row($0, into: &h) }
        return h.bytes
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
        var h = HTML(capacity: 640 * ctx.sessions.count)
        // Read in place: a copy of each summary would retain every string it holds.
        ctx.sessions.withUnsafeBufferPointer { sessions in
            for f in sessions.indices { Self.row(sessions.baseAddress! + f, into: &h) }
        }
        return h
    }

    /// One session's row, read through stored fields in place (the summary's computed
    /// properties would copy it whole, retaining every string it holds).
    private static func row(_ f: UnsafePointer<SessionSummary>, into h: inout HTML) {
        let valid = f.pointee.report.valid
        var worst: Severity?, e = 0, w = 0
        f.pointee.report.results.withUnsafeBufferPointer { results in
            for i in results.indices where results[i].status == .fail {
                let severity = results[i].severity
                worst = max(worst ?? severity, severity)
                if severity == .error { e += 1 } else if severity == .warning { w += 1 }
            }
        }
        let anyFailure = worst != nil
        let status = !valid ? "invalid" : worst.map { "fail-" + $0.rawValue } ?? "pass"
        h.raw("<tr data-status=\""); h.raw(status); h.raw("\">")
        let id = f.pointee.report.id
        let title = f.pointee.report.header?.title ?? id
        h.raw("<td data-v=\""); h.text(title.lowercased()); h.raw("\"><a href=\"sessions/"); h.text(f.pointee.page); h.raw(".html\">"); h.text(title); h.raw("</a>")
        if !valid {
            // Invalid files may share an id (or have none readable): name the file.
            h.raw("<br><span class=\"sub\">"); h.text(f.pointee.report.file); h.raw("</span>")
        } else if title != id {
            h.raw("<br><span class=\"sub\">"); h.text(id); h.raw("</span>")
        }
        h.raw("</td><td>")
        if let d = f.pointee.report.header?.device { h.text(d.family.rawValue + (d.model.map { " (\($0))" } ?? "")) }
        h.raw("</td><td>"); if let header = f.pointee.report.header { h.text(header.os.description) }
        h.raw("</td><td>"); h.text(f.pointee.orientationsUsed.map(\.rawValue).joined(separator: ", "))
        h.raw("</td><td>"); h.text(f.pointee.adKinds.map(\.rawValue).joined(separator: ", "))
        let duration = f.pointee.report.duration, eventCount = f.pointee.report.eventCount
        h.raw("</td><td class=\"num\" data-v=\""); h.fixed(duration, places: 3); h.raw("\">")
        if valid { h.text(Fmt.duration(duration)) }
        h.raw("</td><td class=\"num\" data-v=\""); h.int(eventCount); h.raw("\">"); h.text(Fmt.count(eventCount))
        h.raw(e > 0 ? "</td><td class=\"num failn\" data-v=\"" : "</td><td class=\"num\" data-v=\""); h.int(e); h.raw("\">"); h.int(e)
        h.raw(w > 0 ? "</td><td class=\"num warnn\" data-v=\"" : "</td><td class=\"num\" data-v=\""); h.int(w); h.raw("\">"); h.int(w)
        let (cls, word) = result(status)
        h.raw("</td><td data-v=\""); h.raw(status); h.raw("\"><span class=\"result "); h.raw(cls); h.raw("\">"); h.raw(word); h.raw("</span>")
        if anyFailure {
            h.raw("<span class=\"visually-hidden\"> ")
            var first = true
            f.pointee.report.results.withUnsafeBufferPointer { results in
                for i in results.indices where results[i].status == .fail {
                    if !first { h.raw(" ") }
                    first = false
                    h.text(results[i].rule)
                }
            }
            h.raw("</span>")
        }
        h.raw("</td></tr>\n")
    }

    static func result(_ status: String) -> (String, String) {
        switch status {
        case "invalid": return ("invalid", "Invalid")
        case "pass": return ("pass", "Pass")
        default: return (status, "Fail")
        }
    }
}
