import AdsightNotes
import AdsightRules
import AdsightSession

/// The shared run behind `check` and `build`: load the notes (built-in + `--notes DIR`),
/// find and decode the inputs (the bundled default when none are named), and judge each
/// valid session against every note. Reports come in input order (directories expanded
/// in path order); the same inputs give the same run.
public enum Pipeline {
    public static func run(_ options: PipelineOptions) -> PipelineRun {
        let loaded = NoteSet.load(notesDirectory: options.notesDirectory, builtIn: options.builtInNotes)
        let gathered = PipelineInputs.gather(options.inputs)
        let sessions = gathered.inputs.map { judge($0, notes: loaded.notes) }
        return PipelineRun(
            notes: loaded.notes, noteErrors: loaded.errors, sessions: sessions,
            inputErrors: gathered.errors, failOn: options.failOn
        )
    }

    /// One input's report: every note's result for a valid session, the errors otherwise.
    static func judge(_ input: PipelineInput, notes: [Note]) -> PipelineSession {
        let outcome = input.outcome
        let results = outcome.session.map { NoteEvaluator.evaluate(notes, on: $0) } ?? []
        let report = SessionReport(
            file: input.path, id: outcome.header?.id ?? fileName(input.path), header: outcome.header,
            valid: outcome.isValid, errors: outcome.errors, warnings: outcome.warnings, results: results,
            eventCount: outcome.eventCount, duration: outcome.session?.events.last?.t ?? 0
        )
        return PipelineSession(report: report, session: outcome.session)
    }

    /// The last path component: the report id of a file whose header is unreadable.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
