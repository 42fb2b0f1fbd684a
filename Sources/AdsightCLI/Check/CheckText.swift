import AdsightModel
import AdsightNotes
import AdsightRules
import AdsightRuns
import AdsightSession

/// The `check --format text` report, for a terminal or CI log: invalid sessions first, then
/// sessions that fail a rule (each with its failed rules, most severe first, their evidence
/// and the note's one-line fix), then one line per clean session, each group in input order,
/// and a closing totals line. What needs reading comes first even among thousands of sessions.
struct CheckText {
    /// At most this many evidence lines per failed rule; the rest are counted.
    static let evidenceLimit = 10

    let notes: [String: Note]
    let failOn: FailOn
    /// The comparison with `--baseline`, when given: a line after the totals.
    let comparison: RunComparison?

    init(notes: [Note], failOn: FailOn, comparison: RunComparison? = nil) {
        self.notes = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.failOn = failOn; self.comparison = comparison
    }

    func render(_ run: PipelineRun) -> String {
        let reports = run.reports
        let failing = { (r: SessionReport) in r.results.contains { $0.status == .fail } }
        let clean = reports.filter { $0.valid && !failing($0) }
        var out = ""
        for report in reports where !report.valid { out += block(report) }
        for report in reports where report.valid && failing(report) { out += block(report) }
        for report in clean { out += block(report, spaced: false) }
        if !clean.isEmpty { out += "\n" }
        out += totals(run) + "\n"
        if let c = comparison { out += ComparisonLine.text(c) }
        return out
    }

    /// One session: its summary line and what failed; `spaced` ends it with a blank line.
    private func block(_ report: SessionReport, spaced: Bool = true) -> String {
        let head = "\(report.file) (\(report.id)): "
        guard report.valid else {
            var out = TextLine.of(head + "INVALID, \(report.errors.count) error\(report.errors.count == 1 ? "" : "s")")
            for error in report.errors { out += TextLine.of("  \(error.located(in: report.file))") }
            return out + "\n"
        }
        let count = { (status: RuleStatus) in report.results.filter { $0.status == status }.count }
        var out = TextLine.of(head + "\(count(.fail)) failed, \(count(.pass)) passed, \(count(.notApplicable)) not applicable")
        for result in report.failuresBySeverity { out += failure(result, file: report.file) }
        for warning in report.warnings {
            out += TextLine.of("  \(SessionDiagnostic(line: warning.line, column: warning.column, message: "warning: " + warning.message).located(in: report.file))")
        }
        return spaced ? out + "\n" : out
    }

    private func failure(_ result: RuleResult, file: String) -> String {
        let note = notes[result.rule]
        var head = "  FAIL \(result.severity.rawValue) \(result.rule)"
        if let title = note?.title { head += ": \(title)" }
        if let reason = result.suppressed { head += " (suppressed: \(reason))" }
        var out = TextLine.of(head)
        for evidence in result.evidence.prefix(Self.evidenceLimit) {
            // An event is a whole line: its breach is located at the line's first column.
            out += TextLine.of("    \(file):\(evidence.line):1: t=\(NumberFormat.time(evidence.t)): \(evidence.message)")
        }
        if result.evidence.count > Self.evidenceLimit {
            out += "    ... and \(result.evidence.count - Self.evidenceLimit) more\n"
        }
        if let fix = note?.fix { out += TextLine.of("    fix: \(fix)") }
        return out
    }

    private func totals(_ run: PipelineRun) -> String {
        RunTotals(reports: run.reports).text(notes: run.notes.count)
            + "; fail-on \(failOn.rawValue)\(newOnly(run)): exit \(run.exitStatus)"
            + (run.hasInvalidInput ? " (\(run.exitReason))" : "")  // not --fail-on's doing: say what
    }

    /// Under `--fail-on-new` only new failures count: said, or the status contradicts the totals.
    private func newOnly(_ run: PipelineRun) -> String {
        run.countedNewFailures.map { ", new failures only: \($0) new" } ?? ""
    }

}
