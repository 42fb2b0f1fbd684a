import AdsightRules
import AdsightRuns

/// The dashboard's values across runs: the comparison with the baseline (counts, the new
/// failures listed, the sessions gone, the notes changed) and the trend (chart and table).
enum RunsValues {
    static func values(_ ctx: PageContext) -> [String: TemplateValue] {
        var c: [String: TemplateValue] = [:]
        let runs = ctx.runs
        if let cmp = runs.comparison {
            c["baselineAny"] = true
            c["baseline"] = .text(cmp.baseline)
            c["newFailures"] = .text(Fmt.count(cmp.newFailures)); c["newAny"] = .flag(cmp.newFailures > 0)
            c["newFailuresWord"] = .text(Counted.word(cmp.newFailures, "new failure"))
            c["newSessionsWord"] = .text(Counted.word(cmp.newSessions, "new session"))
            c["goneWord"] = .text(Counted.word(cmp.gone.count, "session") + " gone")
            c["fixed"] = .text(Fmt.count(cmp.fixed)); c["fixedAny"] = .flag(cmp.fixed > 0)
            c["stillFailing"] = .text(Fmt.count(cmp.stillFailing))
            c["newSessions"] = .text(Fmt.count(cmp.newSessions))
            c["goneCount"] = .text(Fmt.count(cmp.gone.count)); c["goneAny"] = .flag(!cmp.gone.isEmpty)
            c["gone"] = .text(cmp.gone.joined(separator: ", "))
            c["changedAny"] = .flag(!cmp.changedRules.isEmpty)
            c["changed"] = .list(cmp.changedRules.map { ["rule": .text($0), "href": .text(ctx.noteHref($0))] })
            c["newList"] = .list(cmp.listed.map { f -> TemplateValue in
                // The session link goes to the rule's verdict there; the line, to it in the log.
                let page = "sessions/" + f.page + ".html"
                var d: [String: TemplateValue] = ["session": .text(f.session), "href": .text(page + "#rule-" + f.rule),
                                                  "rule": .text(f.rule), "ruleHref": .text(ctx.noteHref(f.rule))]
                if let line = f.line { d["line"] = .number(line); d["lineHref"] = .text(page + "#L\(line)") }
                if let message = f.message { d["message"] = .text(message) }
                return .fields(d)
            })
            c["newListed"] = .number(cmp.listed.count)
            // The fixed failures and new sessions, listed as the new failures are (the first `listLimit`).
            c["fixedList"] = .list(cmp.fixedListed.map { f -> TemplateValue in
                ["session": .text(f.session), "href": .text("sessions/" + f.page + ".html"),
                 "rule": .text(f.rule), "ruleHref": .text(ctx.noteHref(f.rule))]
            })
            c["fixedListAny"] = .flag(!cmp.fixedListed.isEmpty)
            c["fixedMore"] = .flag(cmp.fixed > cmp.fixedListed.count); c["fixedListed"] = .number(cmp.fixedListed.count)
            c["newSessionList"] = .list(cmp.newSessionsListed.map { ["session": .text($0.id), "href": .text("sessions/" + $0.page + ".html")] })
            c["newSessionListAny"] = .flag(!cmp.newSessionsListed.isEmpty)
            c["newSessionsMore"] = .flag(cmp.newSessions > cmp.newSessionsListed.count)
            c["newSessionsListed"] = .number(cmp.newSessionsListed.count)
            c["newMore"] = .flag(cmp.newFailures > cmp.listed.count)
        }
        let history = runs.history
        c["historyCount"] = .number(history.count)
        c["historyRuns"] = .text(Fmt.plural(history.count, "run"))
        c["historyRunsLabel"] = .text(history.count == 1 ? "This run" : "The last \(Fmt.plural(history.count, "run")), newest first")
        c["historyAny"] = .flag(!history.isEmpty)
        c["trendAny"] = .flag(history.count >= 2)
        if history.count >= 2 { c["trend"] = .markup(TrendChart.svg(history)) }
        c["runRows"] = .list(history.reversed().map { run -> TemplateValue in
            var d: [String: TemplateValue] = [
                "run": .text(run.run), "sessions": .text(Fmt.count(run.sessions)), "failing": .text(Fmt.count(run.failingSessions)),
                "invalid": .text(Fmt.count(run.invalid)), "errors": .text(Fmt.count(run.errors)),
                "warnings": .text(Fmt.count(run.warnings)), "infos": .text(Fmt.count(run.infos)),
            ]
            if let url = run.url { d["url"] = .text(url) }   // http(s) only (`HistoryLine.url`)
            return .fields(d)
        })
        return c
    }
}
