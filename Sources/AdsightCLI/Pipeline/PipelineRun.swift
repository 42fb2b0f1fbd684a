import AdsightNotes
import AdsightRules
import AdsightSession
import AdsightRuns

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
    /// The least number of sessions the run must hold (the project file's `min-sessions`).
    public var minSessions = 0
    /// Who asked for `minSessions` (`--min-sessions` or the project file's `min-sessions`).
    public var minSessionsSource = "min-sessions"
    /// The project file's warnings (an expired suppression, ...), for standard error.
    public var projectWarnings: [String] = []
    /// A warning per session whose id an earlier one has (`DuplicateIDs`), for standard error.
    public var duplicateWarnings: [String] = []
    /// For a run whose sessions were tallied instead of kept (`build`): how many sessions
    /// there were, how many were invalid and how many failed results count under `failOn`;
    /// `sessions` is then empty.
    public var tallied: (sessions: Int, invalid: Int, counted: Int)?
    /// With `--fail-on-new` and a baseline: the new failures that count under `failOn`;
    /// only they make the status 1 then.
    public var countedNewFailures: Int?
    /// For a tallied run: each rule that failed somewhere, with how many sessions it failed in.
    public var failedRules: [(rule: String, severity: Severity, sessions: Int)] = []
    /// The comparison with `--baseline` (`build`, `merge`), for the summary's comparison line.
    var comparison: RunComparison?
    /// For a tallied run: its totals, and the diagnostics of its first invalid sessions.
    var totals: RunTotals?
    var invalidShown: [(file: String, errors: [SessionDiagnostic], count: Int)] = []
    var invalidMore = 0

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
        !inputErrors.isEmpty || !noteErrors.isEmpty || tooFewSessions || (tallied?.invalid ?? 0) > 0
            || sessions.contains { !$0.report.valid }
    }

    /// Whether the run holds fewer sessions than `minSessions`.
    public var tooFewSessions: Bool { sessionCount < minSessions }

    /// How many sessions the run held (kept or tallied).
    public var sessionCount: Int { tallied?.sessions ?? sessions.count }

    /// The failed results that count under `failOn` (a suppressed one never does).
    public var countedFailures: Int {
        var count = tallied?.counted ?? 0
        let threshold = failOn.threshold
        for session in sessions {
            for result in session.report.results where result.counts(atOrAbove: threshold) { count += 1 }
        }
        return count
    }

    /// 2 for invalid input (wins), 1 for a failure at or above `--fail-on`, else 0.
    public var exitStatus: Int32 {
        if hasInvalidInput { return ExitStatus.usage }
        return (countedNewFailures ?? countedFailures) > 0 ? ExitStatus.ruleFailed : ExitStatus.ok
    }
}
