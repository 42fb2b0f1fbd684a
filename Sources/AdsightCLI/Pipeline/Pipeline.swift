import AdsightModel
import AdsightNotes
import AdsightRules
import AdsightSession

/// The shared run behind `check` and `build`: load the notes (built-in + `--notes DIR`),
/// find the inputs (the bundled default when none are named), then read, decode and judge
/// each valid session against every note, one session at a time. Reports come in input order (directories expanded
/// in path order); the same inputs give the same run.
public enum Pipeline {
    /// Loads the notes and finds the inputs; reads no session yet.
    public static func plan(_ options: PipelineOptions) -> PipelinePlan {
        // The notes are read and parsed on a thread of their own while the inputs are found.
        let readNotes = { @Sendable () -> (NoteSetFiles, NoteLoadResult) in
            let files = NoteSet.read(notesDirectory: options.notesDirectory, builtIn: options.builtInNotes)
            return (files, NoteSet.load(files))
        }
        let notes = BackgroundWork(readNotes)
        let gathered = PipelineInputs.gather(options.inputs, allowEmpty: options.allowEmpty)
        let (noteFiles, loaded) = (try? notes.wait()) ?? readNotes()   // (the work cannot throw)
        var plan = PipelinePlan(notes: withSeverities(loaded.notes, of: options.policy), noteErrors: loaded.errors,
                                noteFiles: noteFiles, sources: gathered.sources, inputErrors: gathered.errors, failOn: options.failOn)
        plan.policy = options.policy; plan.minSessions = options.minSessions; plan.minSessionsSource = options.minSessionsSource
        plan.projectWarnings = options.projectWarnings
        plan.projectErrors = options.projectFile?.unknownRules(Set(loaded.notes.map(\.id))) ?? []
        return plan
    }

    /// `notes` with the severities `policy` gives them (`build`, `check` and `merge` alike).
    static func withSeverities(_ notes: [Note], of policy: RulePolicy) -> [Note] {
        guard !policy.severities.isEmpty else { return notes }
        return notes.map { note in
            var note = note
            note.severity = policy.severities[note.id] ?? note.severity
            return note
        }
    }

    /// The streaming form: each session is read, decoded, judged and handed to `body` in
    /// input order, then dropped; memory does not grow with the number of sessions (only
    /// the reports are kept, for the returned run, whose `sessions` carry no events).
    public static func forEachSession(_ options: PipelineOptions, _ body: (PipelineSession) throws -> Void) rethrows -> PipelineRun {
        try plan(options).forEachSession(body)
    }

    /// The whole run with every decoded session kept (small inputs, tests).
    public static func run(_ options: PipelineOptions) -> PipelineRun {
        var sessions: [PipelineSession] = []
        var run = forEachSession(options) { sessions.append($0) }
        run.sessions = sessions
        return run
    }

    /// One input's report: every note's result and each ad object's exposure for a valid
    /// session, the errors otherwise.
    static func judge(_ input: PipelineInput, notes: [Note]) -> PipelineSession {
        judge(input) { NoteEvaluator.evaluate(notes, on: $0, lending: $1) }
    }

    /// `judge(_:notes:)` for a run's `selection` (its rules turned off left out, put back
    /// as not applicable, its suppressions marked).
    static func judge(_ input: PipelineInput, selection: RuleSelection) -> PipelineSession {
        var judged = judge(input) { NoteEvaluator.evaluate(selection.ruleNotes, on: $0, lending: $1) }
        if judged.report.valid { judged.report.results = selection.results(judged.report.results, session: judged.report.id) }
        return judged
    }

    /// `judge(_:selection:)`, also lending `observe` each model step of a valid session, in order,
    /// as the rules judge it (none for an invalid one; valid only during the call): `build`
    /// reads the page's timeline off this replay instead of replaying the session again.
    static func judge(_ input: PipelineInput, selection: RuleSelection, observe: (LentStep) -> Void) -> PipelineSession {
        var judged = judge(input, observe: observe) { NoteEvaluator.evaluate(selection.evaluated, on: $0, lending: $1) }
        if judged.report.valid { judged.report.results = selection.results(judged.report.results, session: judged.report.id) }
        return judged
    }

    /// The report of `input`, its valid session judged by `evaluate`, which lends each step
    /// of its replay to the closure it is given: the exposure meter reads that same replay
    /// (then `observe`).
    private static func judge(_ input: PipelineInput, observe: (LentStep) -> Void = { _ in },
                              evaluate: (Session, (LentStep) -> Void) -> [RuleResult]) -> PipelineSession {
        let outcome = input.outcome
        var exposure: [AdExposure] = []
        // (`observe` is called only during `evaluate`: it does not escape.)
        let results = withoutActuallyEscaping(observe) { observe in
            outcome.session.map { session -> [RuleResult] in
                var meter = ExposureMeter(header: session.header)
                let results = evaluate(session) { step in
                    meter.observe(step)
                    observe(step)
                }
                exposure = meter.finish()
                return results
            } ?? []
        }
        var report = SessionReport(
            file: input.path, id: outcome.header?.id ?? fileName(input.path), header: outcome.header,
            valid: outcome.isValid, errors: outcome.errors, warnings: outcome.warnings, results: results,
            eventCount: outcome.eventCount, duration: outcome.session?.events.last?.t ?? 0
        )
        report.exposure = exposure
        return PipelineSession(report: report, session: outcome.session)
    }

    /// The last path component: the report id of a file whose header is unreadable.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
