import AdsightNotes
import AdsightRules
import AdsightSession

/// A run before any session is read: the notes loaded, the inputs found. Sessions are then
/// read, decoded and judged one at a time (`forEachSession`), so a run over any number of
/// sessions holds one decoded session at a time.
public struct PipelinePlan: Sendable {
    /// The notes every session is judged against, in catalogue order.
    public let notes: [Note]
    public let noteErrors: [NoteError]
    /// The note files exactly as read and loaded (the rebuild cache's key hashes these bytes).
    let noteFiles: NoteSetFiles
    /// The inputs, in input order (directories expanded in path order).
    public internal(set) var sources: InputList
    public let inputErrors: [String]
    public let failOn: FailOn
    /// The project file's policy, applied to each session's results as it is judged.
    public var policy = RulePolicy()
    public var minSessions = 0
    /// Who asked for `minSessions`, as the error names it (`PipelineOptions.minSessionsSource`).
    public var minSessionsSource = ""
    public var projectWarnings: [String] = []
    /// What the engine evaluates for each session: the notes but the rules turned off.
    var selection: RuleSelection { RuleSelection(notes: notes, policy: policy) }
    /// Rule ids the project file names that no note has: nothing may be judged then.
    public var projectErrors: [ProjectFileError] = []

    /// The report id of every input, in input order, from header lines alone (cheap:
    /// reads each file's first line).
    public func reportIDs() -> [String] { sources.map { $0.reportID() } }

    /// Reads, decodes and judges each input and hands it to `body` in input order, then
    /// forgets it. Returns the run with every report (and no sessions); with `keepingReports` false,
    /// with none either (the caller keeps what it needs and may add it with `with(reports:)`).
    /// Inputs are judged on every core (`OrderedParallelMap`; `workers` threads when given);
    /// `body` runs on the calling thread.
    public func forEachSession(keepingReports: Bool = true, workers: Int? = nil, _ body: (PipelineSession) throws -> Void) rethrows -> PipelineRun {
        try forEachSession(keepingReports: keepingReports, workers: workers, prepare: { _, _ in () }) { judged, _ in try body(judged) }
    }

    /// The same, with `prepare` also run on the workers for each judged session (pure work
    /// such as rendering its page; it gets the input's index); `body` gets both, in input
    /// order, on the calling thread. With `keepingSessions` false, `body` gets the session's
    /// report without its decoded events (freed on the worker once `prepare` has run).
    public func forEachSession<Prepared: Sendable>(
        keepingReports: Bool = true, keepingSessions: Bool = true, workers: Int? = nil,
        prepare: @escaping @Sendable (Int, PipelineSession) -> Prepared,
        _ body: (PipelineSession, Prepared) throws -> Void
    ) rethrows -> PipelineRun {
        var reports: [PipelineSession] = []
        if keepingReports { reports.reserveCapacity(sources.count) }
        var ids: [String] = []
        ids.reserveCapacity(sources.count)
        let sources = sources, notes = notes, selection = selection
        // The default window (2 per worker): a result can hold a large report (evidence is
        // not capped), so a wider window multiplies peak memory behind a slow reader.
        let map = OrderedParallelMap<Work<Prepared>>(count: sources.count, workers: workers ?? OrderedParallelMap<Work<Prepared>>.defaultWorkers)
        try map.run({ i in
            var judged = Pipeline.judge(sources[i].decode(), selection: selection)
            let prepared = prepare(i, judged)
            // Freed here, on the worker, not on the thread that writes the results.
            if !keepingSessions { judged.session = nil }
            return Work(judged: judged, prepared: prepared)
        }) { _, work in
            ids.append(work.judged.report.id)
            try body(work.judged, work.prepared)
            if keepingReports { reports.append(PipelineSession(report: work.judged.report, session: nil)) }
        }
        var run = withProject(PipelineRun(notes: notes, noteErrors: noteErrors, sessions: reports, inputErrors: inputErrors, failOn: failOn))
        run.duplicateWarnings = DuplicateIDs.warnings(ids: ids, files: sources.map(\.path))
        return run
    }

    /// The run these reports (in input order, without sessions) make under this plan.
    public func run(reports: [SessionReport]) -> PipelineRun {
        withProject(PipelineRun(notes: notes, noteErrors: noteErrors, sessions: reports.map { PipelineSession(report: $0, session: nil) },
                                inputErrors: inputErrors, failOn: failOn))
    }

    /// `run` with what the project file adds to the outcome.
    func withProject(_ run: PipelineRun) -> PipelineRun {
        var run = run
        run.minSessions = minSessions; run.minSessionsSource = minSessionsSource; run.projectWarnings = projectWarnings
        return run
    }

    private struct Work<Prepared: Sendable>: Sendable {
        var judged: PipelineSession
        var prepared: Prepared
    }
}
