import AdsightNotes
import AdsightRules
import AdsightRuns

/// `check --format github`: workflow commands (`cli.md`, "More formats"), one per failed
/// rule and session at its first breach, so that breaches show on the session files' lines
/// in a pull request; an invalid session's first error likewise, and a session's first format
/// warning (with how many more). Errors first, then
/// warnings, then notices (infos), each in input order. GitHub shows only the first few
/// dozen annotations of a job: at most `limit` are printed and a last notice says how many
/// were left out. What makes the run exit 2 besides an invalid session (an input that cannot
/// be read, a note that does not load, too few sessions) is an error too, first: the job
/// fails, and the annotations say why.
struct CheckGitHub {
    static let limit = 50

    let notes: [String: Note]
    /// Per report (parallel), its comparison with the baseline; empty without one.
    let marks: [SessionMarks]

    init(notes: [Note], marks: [SessionMarks]) {
        self.notes = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.marks = marks
    }

    func render(_ reports: [SessionReport], run: PipelineRun? = nil) -> String {
        var commands: [(rank: Int, WorkflowCommand)] = run.map { RunProblem.of($0).map { (0, $0.command) } } ?? []
        for (i, report) in reports.enumerated() {
            if let warning = Self.formatWarning(report) { commands.append((1, warning)) }
            guard report.valid else {
                let e = report.errors.first
                var props = [("file", report.file)]
                if let e, e.line > 0 { props += [("line", String(e.line)), ("col", String(e.column))] }
                props.append(("title", "invalid session"))
                commands.append((0, WorkflowCommand(command: "error", properties: props, message: e?.message ?? "the session is invalid")))
                continue
            }
            let mark = i < marks.count ? marks[i] : nil
            for (k, result) in report.results.enumerated() where result.status == .fail {
                let isNew = mark.map { $0.isNew || (k < $0.results.count && $0.results[k].change == .newFailure) } ?? false
                commands.append(command(report, result, isNew: isNew))
            }
        }
        // A stable sort: input order within each rank.
        let ordered = commands.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.1)
        var out = ordered.prefix(Self.limit).map { $0.text + "\n" }.joined()
        if ordered.count > Self.limit {
            out += WorkflowCommand(command: "notice", properties: [("title", "adsight")],
                                   message: "\(ordered.count - Self.limit) more of \(ordered.count) annotations were left out; see the site or check --format text").text + "\n"
        }
        return out
    }

    /// A session's format warnings (an event name adsession/1 does not define, ...) as one
    /// warning at the first, saying how many more there are.
    static func formatWarning(_ report: SessionReport) -> WorkflowCommand? {
        guard let first = report.warnings.first else { return nil }
        var props = [("file", report.file)]
        if first.line > 0 { props += [("line", String(first.line)), ("col", String(first.column))] }
        props.append(("title", "adsession format warning"))
        let more = report.warnings.count > 1 ? " (and \(Counted.phrase(report.warnings.count - 1, "more warning")))" : ""
        return WorkflowCommand(command: "warning", properties: props, message: first.message + more)
    }

    private func command(_ report: SessionReport, _ result: RuleResult, isNew: Bool) -> (Int, WorkflowCommand) {
        let (rank, name): (Int, String)
        switch result.severity {
        case .error: (rank, name) = (0, "error")
        case .warning: (rank, name) = (1, "warning")
        case .info: (rank, name) = (2, "notice")
        }
        var props = [("file", report.file)]
        let first = result.evidence.first
        if let first, first.line > 0 { props.append(("line", String(first.line))) }
        props.append(("title", result.rule))
        var message = first?.message ?? "the rule failed"
        if let title = notes[result.rule]?.title { message = "\(title): \(message)" }
        if result.evidence.count > 1 { message += " (and \(result.evidence.count - 1) more)" }
        if isNew { message += " [new since the baseline]" }
        if let reason = result.suppressed { message += " [suppressed: \(reason)]" }
        return (rank, WorkflowCommand(command: name, properties: props, message: message))
    }
}
