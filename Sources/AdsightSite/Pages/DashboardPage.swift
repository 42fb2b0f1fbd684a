import AdsightModel
import AdsightRules

/// `index.html`: totals, the rules that fail most, the sessions by group and result, the
/// first page of the sessions table, invalid sessions and every rule's tally; page k > 1
/// of the sessions table is `sessions-<k>.html` (`ListPaging`), each page linked from the
/// pager of every other. The rows of a page are given (`row` of each of its sessions, in
/// order): a build gathers them with the sessions.
struct DashboardPage {
    let ctx: PageContext
    init(_ ctx: PageContext) { self.ctx = ctx }

    /// How many pages the sessions table takes.
    var pageCount: Int { ListPaging.pageCount(ctx.tally.sessionCount) }

    /// Page `k` of the dashboard with `rows` as its sessions table body.
    func render(_ t: SiteTemplates, page k: Int, rows: HTML) -> [UInt8] {
        let tally = ctx.tally
        let count = tally.sessionCount
        let title = k == 1 ? "Dashboard" : "Sessions \(Fmt.count((k - 1) * ListPaging.pageSize + 1))–\(Fmt.count(min(k * ListPaging.pageSize, count)))"
        var c = ctx.base(pageTitle: title, root: "",
                         crumbs: k == 1 ? [["label": "Dashboard"]] : [["label": "Dashboard", "href": "index.html"], ["label": .text(title)]])
        c["sessionCount"] = .text(Fmt.count(count))
        c["pager"] = .fields(ListPaging.pager("Sessions", page: k, count: count, href: ListPaging.dashboardPage))
        c["sessionRows"] = .markup(rows)
        guard k == 1 else { return t.render("sessions", .fields(c), capacity: rows.count + 16_384) }
        overview(into: &c)
        return t.render("index", .fields(c), capacity: rows.count + 65_536)
    }

    /// The values of the dashboard's own page besides its sessions table.
    private func overview(into c: inout [String: TemplateValue]) {
        let tally = ctx.tally
        let count = tally.sessionCount, invalid = tally.invalid
        c["problemsAny"] = .flag(!ctx.runProblems.isEmpty)
        c["problems"] = .list(ctx.runProblems.map { .text($0) })
        c["problemsWord"] = .text(Counted.word(ctx.runProblems.count, "this problem", "these problems"))
        c["problemsThem"] = .text(ctx.runProblems.count == 1 ? "it" : "them")
        c["invalidCount"] = .text(Fmt.count(invalid.count))
        c["invalidAny"] = .flag(!invalid.isEmpty)
        // The notice at the top and the empty "Rules that fail most" name the invalid sessions apart.
        c["invalidWord"] = .text(Counted.word(invalid.count, "session is", "sessions are"))
        c["invalidNoun"] = .text(Counted.word(invalid.count, "session"))
        c["invalidThem"] = .text(invalid.count == 1 ? "it" : "them")
        c["validCount"] = .text(Fmt.count(count - invalid.count))
        c["validWord"] = .text(Counted.word(count - invalid.count, "session"))
        // The cards count distinct rules; a rule failing in 5 sessions is one failing rule
        // and 5 failures (rule by session), counted apart.
        let errorRules = ctx.rules.filter { $0.severity == .error && $0.fail > 0 }.count
        let warningRules = ctx.rules.filter { $0.severity == .warning && $0.fail > 0 }.count
        let failures = ctx.rules.reduce(0) { $0 + $1.fail }
        c["failingErrors"] = .text(Fmt.count(errorRules)); c["errorsAny"] = .flag(errorRules > 0)
        c["failingWarnings"] = .text(Fmt.count(warningRules)); c["warningsAny"] = .flag(warningRules > 0)
        c["failures"] = .text(Fmt.count(failures))
        // The same failures by severity, as the trend's bars and the runs table count them.
        let split = Severity.allCases.reversed().compactMap { sev -> String? in
            let n = ctx.rules.reduce(0) { $0 + ($1.severity == sev ? $1.fail : 0) }
            return n > 0 ? "\(Fmt.count(n)) \(sev.rawValue)" : nil
        }
        c["failuresSplit"] = .text(split.joined(separator: " · ")); c["failuresSplitAny"] = .flag(!split.isEmpty)
        // The cards' nouns agree with their numbers ("1 failure").
        c["sessionsWord"] = .text(Counted.word(count, "session"))
        c["failingErrorsWord"] = .text(Counted.word(errorRules, "failing error rule"))
        c["failingWarningsWord"] = .text(Counted.word(warningRules, "failing warning rule"))
        c["failingSessionsWord"] = .text(Counted.word(tally.failingSessions, "session") + " with failures")
        c["failuresWord"] = .text(Counted.word(failures, "failure"))
        c["failingSessions"] = .text(Fmt.count(tally.failingSessions)); c["failingAny"] = .flag(tally.failingSessions > 0)
        c["failOn"] = .text(ctx.failOn)
        c["failOnNew"] = .flag(ctx.runs.comparison?.failOnNew == true)
        c["verdict"] = .text(verdict(total: count, invalid: invalid.count, failing: tally.failingSessions))
        let top = TopRules.pick(ctx.rules)
        let failingRules = ctx.rules.filter { $0.fail > 0 }.count
        c["topCut"] = .flag(top.count < failingRules)
        c["topCount"] = .text(Fmt.count(top.count)); c["failingRules"] = .text(Fmt.count(failingRules))
        c["topFloor"] = .text(Fmt.count(TopRules.floor))
        let valid = max(count - invalid.count, 1)
        c["hasTopRules"] = .flag(!top.isEmpty)
        c["topRules"] = .list(top.map { r -> TemplateValue in
            var d: [String: TemplateValue] = [
                "rule": .text(r.rule), "href": .text(ctx.noteHref(r.rule)), "severity": .text(r.severity.rawValue),
                "sessions": .text("\(Fmt.count(r.fail)) of \(Fmt.count(valid))"), "breaches": .text(Fmt.count(r.breaches)),
                "sessionsUnit": .text(Counted.word(valid, "session")), "breachesUnit": .text(Counted.word(r.breaches, "breach", "breaches")),
                "bar": .text(Bar.svg(fraction: Double(r.fail) / Double(valid), severity: r.severity.rawValue,
                                     label: "fails in \(Fmt.count(r.fail)) of \(Fmt.count(valid)) sessions")),
            ]
            if let title = ctx.title(r.rule) { d["title"] = .text(title) }
            return .fields(d)
        })
        c.merge(GroupValues.values(tally.groups)) { a, _ in a }
        c.merge(ExposureValues.values(tally.exposure)) { a, _ in a }
        c.merge(RunsValues.values(ctx)) { a, _ in a }
        c["invalid"] = .list(invalid.map { f -> TemplateValue in
            ["href": .text(f.href), "file": .text(f.file), "errorCount": .text(Fmt.plural(f.errorCount, "error")),
             "firstError": .text(f.firstError)]
        })
        c["rules"] = .list(ctx.rules.map { r -> TemplateValue in
            var d: [String: TemplateValue] = [
                "rule": .text(r.rule), "href": .text(ctx.noteHref(r.rule)), "severity": .text(r.shownSeverity),
                "fail": .text(Fmt.count(r.fail)), "failAny": .flag(r.fail > 0), "pass": .text(Fmt.count(r.pass)), "na": .text(Fmt.count(r.na)),
            ]
            if let title = ctx.title(r.rule) { d["title"] = .text(title) }
            return .fields(d)
        })
    }

    /// One session's row of the table body, as `render` writes it.
    static func rowBytes(_ summary: SessionSummary, mark: RowMark? = nil) -> [UInt8] {
        var h = HTML(capacity: 1024)
        withUnsafePointer(to: summary) { row($0, mark: mark, into: &h) }
        return h.bytes
    }

    private func verdict(total: Int, invalid: Int, failing: Int) -> String {
        if total == 0 { return ctx.runProblems.isEmpty ? "No session files were found." : "No session was judged." }
        var text = "\(Fmt.plural(total, "session")) checked: "
        text += failing == 0 ? "none breaks a rule" : "\(Fmt.count(failing)) break\(failing == 1 ? "s" : "") at least one rule"
        if invalid > 0 { text += ", \(Fmt.count(invalid)) \(invalid == 1 ? "is" : "are") invalid" }
        return text + "."
    }

    /// One session's row, read through stored fields in place (the summary's computed
    /// properties would copy it whole, retaining every string it holds).
    static func row(_ f: UnsafePointer<SessionSummary>, mark: RowMark? = nil, into h: inout HTML) {
        let valid = f.pointee.report.valid
        var worst: Severity?, e = 0, w = 0, suppressed = 0
        f.pointee.report.results.withUnsafeBufferPointer { results in
            for i in results.indices where results[i].status == .fail {
                let severity = results[i].severity
                // A suppressed failure is named and counted apart; it leaves the session passing.
                guard results[i].suppressed == nil else { suppressed += 1; continue }
                worst = max(worst ?? severity, severity)
                if severity == .error { e += 1 } else if severity == .warning { w += 1 }
            }
        }
        let anyFailure = worst != nil || suppressed > 0
        let status = !valid ? "invalid" : worst.map { "fail-" + $0.rawValue } ?? "pass"
        h.raw("<tr data-status=\""); h.raw(status); h.raw("\">")
        let id = f.pointee.report.id
        let title = f.pointee.report.header?.title ?? id
        // The stylesheet cuts a long title at two lines and the id at one: each keeps its whole text as its tooltip.
        h.raw("<td data-v=\""); h.text(title.lowercased()); h.raw("\"><a href=\"sessions/"); h.text(f.pointee.page)
        h.raw(".html\" title=\""); h.text(title); h.raw("\">"); h.text(title); h.raw("</a>")
        if !valid {
            // Invalid files may share an id (or have none readable): name the file.
            h.raw("<br><span class=\"sub\" title=\""); h.text(f.pointee.report.file); h.raw("\">"); h.text(f.pointee.report.file); h.raw("</span>")
        } else if title != id {
            h.raw("<br><span class=\"sub\" title=\""); h.text(id); h.raw("\">"); h.text(id); h.raw("</span>")
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
        exposureCells(f.pointee.report, valid: valid, into: &h)
        let (cls, word) = result(status)
        h.raw("</td><td data-v=\""); h.raw(status); h.raw("\"><span class=\"result "); h.raw(cls); h.raw("\">"); h.raw(word); h.raw("</span>")
        if suppressed > 0 { h.raw("<br><span class=\"sub\">"); h.int(suppressed); h.raw(" suppressed</span>") }
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
        if let mark { mark.append(to: &h) }
        h.raw("</td></tr>\n")
    }

    /// The row's exposure cells: viewable impressions of the ads served, and the lost time
    /// (`AdExposure.lostMilliseconds`; sortable by their `data-v`; empty for an invalid session).
    static func exposureCells(_ report: SessionReport, valid: Bool, into h: inout HTML) {
        var served = 0, impressions = 0, lost = 0
        for e in report.exposure {
            served += e.served; impressions += e.viewableImpressions
            lost = lost.saturatingAdd(e.lostMilliseconds)
        }
        h.raw("</td><td class=\"num\" data-v=\""); h.int(impressions); h.raw("\">")
        if valid { h.int(impressions); h.raw(" of "); h.int(served) }
        h.raw(lost > 0 ? "</td><td class=\"num warnn\" data-v=\"" : "</td><td class=\"num\" data-v=\"")
        h.fixed(Double(lost) / 1000, places: 3); h.raw("\">")
        if valid { h.text(Fmt.someDuration(milliseconds: lost)) }
    }

    static func result(_ status: String) -> (String, String) {
        switch status {
        case "invalid": return ("invalid", "Invalid")
        case "pass": return ("pass", "Pass")
        default: return (status, "Fail")
        }
    }
}
