import AdsightNotes

/// `adsight notes test`: runs every note's must-pass / must-fail examples. Prints each
/// failing example as `file:line: FAIL id expectation: what happened` and a totals line.
/// Exit status: 2 when a note does not load, 1 when an example fails, else 0.
public struct NotesTestAction: Sendable {
    public var notesDirectory: String?
    /// Also print the examples that pass.
    public var verbose: Bool
    /// The built-in notes; nil means the binary's. Tests pass their own.
    public var builtInNotes: [NoteFile]?

    public init(notesDirectory: String? = nil, verbose: Bool = false, builtInNotes: [NoteFile]? = nil) {
        self.builtInNotes = builtInNotes
        self.notesDirectory = notesDirectory; self.verbose = verbose
    }

    public func perform() -> ActionResult {
        let loaded = NoteSet.load(notesDirectory: notesDirectory, builtIn: builtInNotes)
        let outcomes = loaded.notes.flatMap(NoteExampleRunner.run)
        let failed = outcomes.filter { !$0.passed }
        var stdout = ""
        for outcome in outcomes where verbose || !outcome.passed { stdout += "\(outcome)\n" }
        stdout += "\(outcomes.count - failed.count) of \(outcomes.count) examples passed in \(loaded.notes.count) notes"
        stdout += loaded.errors.isEmpty ? "\n" : "; \(loaded.errors.count) note\(loaded.errors.count == 1 ? "" : "s") did not load\n"
        let stderr = outcomes.flatMap(\.warnings).map { "warning: \($0)\n" }.joined() + loaded.errors.map { "error: \($0)\n" }.joined()
        let code = !loaded.errors.isEmpty ? ExitStatus.usage : (failed.isEmpty ? ExitStatus.ok : ExitStatus.ruleFailed)
        return ActionResult(stdout: stdout, stderr: stderr, exitCode: code)
    }
}
