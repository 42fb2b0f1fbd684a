import AdsightNotes
import AdsightRules

/// Everything a pipeline run produced, in input order, and the exit status `cli.md` fixes.
public struct PipelineRun: Sendable {
    /// The notes every session was judged against, in catalogue order.
    public var notes: [Note]
    /// Notes that failed to load (`--notes DIR` typos, ...): exit status 2.
    public var noteErrors: [NoteError]
    /// One entry per input file, in input order.
    public var sessions: [PipelineSession]
    /// Inputs that do not exist or are not `*.jsonl` / directories: exit status 2.
    public var inputErrors: [String]
    public var failOn: FailOn
    /// For a run whose sessions were tallied instead of kept (`build`): how many sessions
    /// were invalid and how many results failed, by severity; `sessions` is then empty.
    public var tallied: (invalid: Int, failures: [Severity: Int])?

    public init(notes: [Note], noteErrors: [NoteError], sessions: [PipelineSession], inputErrors: [String], failOn: FailOn) {
        self.notes = notes; self.noteErrors = noteErrors; self.sessions = sessions
        self.inputErrors = inputErrors; self.failOn = failOn
    }

    /// The same run with these reports (and no sessions); the exit status needs only their
    /// validity and their results' statuses, so reports with their evidence cut will do.
    public func with(reports: [SessionReport]) -> PipelineRun {
        var run = self
        run.sessions = reports.map { PipelineSession(report: $0, session: nil) }
        return run
    }

    /// The reports, in input order.
    public var reports: [SessionReport] { sessions.map(\.report) }

    /// Whether anything makes the status 2: an input error, a note error, or an invalid
    /// (or unreadable) session.
    public var hasInvalidInput: Bool {
        !inputErrors.isEmpty || !noteErrors.isEmpty || (tallied?.invalid ?? 0) > 0 || sessions.contains { !$0.report.valid }
    }

    /// The failed results that count under `failOn`.
    public var countedFailures: Int {
        var count = tallied?.failures.reduce(0) { $0 + (failOn.counts($1.key) ? $1.value : 0) } ?? 0
        for session in sessions {
            for result in session.report.results where result.status == .fail && failOn.counts(result.severity) { count += 1 }
        }
        return count
    }

    /// 2 for invalid input (wins), 1 for a failure at or above `--fail-on`, else 0.
    public var exitStatus: Int32 {
        if hasInvalidInput { return ExitStatus.usage }
        return countedFailures > 0 ? ExitStatus.ruleFailed : ExitStatus.ok
    }
}
