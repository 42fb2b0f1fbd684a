import AdsightRules
import AdsightSession
import Foundation

/// What `build` prints when it is done: the gist of `check`'s report (sessions, invalid
/// ones, the failing rules with the number of sessions each fails in, the exit status and
/// why), then where the site is. A site nobody opens must not hide a red run.
enum BuildSummary {
    /// At most this many failing rules are listed; the dashboard has the rest.
    static let ruleLimit = 10

    /// `bundled`: the run judged the bundled default data (no inputs named).
    static func text(_ run: PipelineRun, bundled: Bool, site: String, pages: Int) -> String {
        var out = report(run)
        if bundled {
            out += "the bundled example data fails on purpose, to show what each rule finds;\n"
                + "run adsight build DIR (or FILE.jsonl ...) on your own sessions\n"
        }
        return out + "wrote \(site)/ (\(pages) pages): open \(site)/index.html\n"
    }

    /// The summary up to the exit status and why, which `merge` prints too (its run is
    /// `build`'s for the merged sessions).
    static func report(_ run: PipelineRun) -> String {
        let rules = run.failedRules.sorted { ($0.severity, $0.sessions, $1.rule) > ($1.severity, $1.sessions, $0.rule) }
        var out = (run.totals ?? RunTotals(reports: run.reports)).text(notes: run.notes.count) + "\n"
        out += invalidLines(run)
        let width = rules.prefix(ruleLimit).map(\.rule.count).max() ?? 0
        for r in rules.prefix(ruleLimit) {
            let severity = r.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            out += "  \(severity)\(r.rule.padding(toLength: width, withPad: " ", startingAt: 0))  in \(Counted.phrase(r.sessions, "session"))\n"
        }
        if rules.count > ruleLimit { out += "  ... and \(rules.count - ruleLimit) more on the dashboard\n" }
        if let c = run.comparison { out += ComparisonLine.text(c) }
        return out + "exit \(run.exitStatus): \(run.exitReason)\n"
    }

    /// At most this many diagnostics per invalid session (`check` prints them all).
    static let errorLimit = 5

    /// The diagnostics of the first invalid sessions, `file:line:column: message`, as `check` prints them.
    private static func invalidLines(_ run: PipelineRun) -> String {
        var out = ""
        for (file, errors, count) in run.invalidShown {
            let shown = errors.prefix(errorLimit)
            for error in shown { out += "  invalid: \(error.located(in: file))\n" }
            if count > shown.count { out += "  ... and \(Counted.phrase(count - shown.count, "more error")) in \(file) (adsight check lists them)\n" }
        }
        if run.invalidMore > 0 { out += "  ... and \(Counted.phrase(run.invalidMore, "more invalid session")) on the dashboard\n" }
        return out
    }

}
