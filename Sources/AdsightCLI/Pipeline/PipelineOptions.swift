import AdsightNotes
import AdsightRules

/// What a pipeline run judges: the inputs as the user named them (empty: the bundled
/// default), an optional `--notes DIR`, `--fail-on`, and what a project file adds.
public struct PipelineOptions: Sendable {
    public var inputs: [String]
    public var notesDirectory: String?
    public var failOn: FailOn
    /// The built-in notes; nil means the binary's (`Embedded.notes`). Tests pass their own.
    public var builtInNotes: [NoteFile]?
    /// The project file's severities, rules turned off and suppressions.
    public var policy = RulePolicy()
    /// The least number of sessions the run must hold (fewer: exit status 2).
    public var minSessions = 0
    /// Who asked for `minSessions` (`--min-sessions`, or the project file), for the error.
    public var minSessionsSource = "the project file's min-sessions"
    /// The project file's warnings, printed with the run's problems.
    public var projectWarnings: [String] = []
    /// The project file these came from, if any: the rule ids it names are checked against
    /// the notes before anything is judged.
    public var projectFile: ProjectFile?
    /// `--allow-empty`: named inputs holding no session are not an error (a device farm
    /// that recorded nothing must not turn CI green unless asked).
    public var allowEmpty: Bool
    /// `--baseline PATH`: the earlier run to compare with (read before anything is judged).
    public var baseline: String?
    /// `--fail-on-new`: only failures new since the baseline count toward exit status 1.
    public var failOnNew = false

    public init(inputs: [String] = [], notesDirectory: String? = nil, failOn: FailOn = .error, builtInNotes: [NoteFile]? = nil,
                allowEmpty: Bool = false) {
        self.inputs = inputs; self.notesDirectory = notesDirectory; self.failOn = failOn; self.builtInNotes = builtInNotes
        self.allowEmpty = allowEmpty
    }
}
