import AdsightRules
import AdsightSite

/// What makes a run exit 2 besides an invalid session, as the CI formats show it: an input
/// that cannot be used, a note that does not load (at its file and line), too few sessions.
struct RunProblem {
    /// What kind of problem: `input`, `notes` or `min-sessions` (junit.xml's test case).
    var kind: String
    var file: String?
    var line = 0, column = 0
    var title: String
    var message: String
    /// As standard error and the markdown say it: `file:line:column: message` for a note
    /// (`NoteError`'s form), the message otherwise.
    var located: String

    static func of(_ run: PipelineRun) -> [RunProblem] {
        var out = run.inputErrors.map { RunProblem(kind: "input", title: "adsight input", message: $0, located: $0) }
        out += run.noteErrors.map {
            RunProblem(kind: "notes", file: $0.file, line: $0.line, column: $0.column, title: "note does not load", message: $0.message,
                       located: $0.description)
        }
        if run.tooFewSessions {
            let message = "the run holds \(Counted.phrase(run.sessionCount, "session")); "
                + "\(run.minSessionsSource) asks for at least \(run.minSessions)"
            out.append(RunProblem(kind: "min-sessions", title: "adsight", message: message, located: message))
        }
        return out
    }

    /// The problem as `junit.xml`'s run suite shows it.
    var junit: JUnitRunError { JUnitRunError(name: kind, message: located) }

    /// The problem as an error annotation.
    var command: WorkflowCommand {
        var props: [(String, String)] = file.map { [("file", $0)] } ?? []
        if line > 0 { props += [("line", String(line)), ("col", String(column))] }
        props.append(("title", title))
        return WorkflowCommand(command: "error", properties: props, message: message)
    }
}
