import AdsightNotes

/// What a pipeline run judges: the inputs as the user named them (empty: the bundled
/// default), an optional `--notes DIR`, and `--fail-on`.
public struct PipelineOptions: Sendable {
    public var inputs: [String]
    public var notesDirectory: String?
    public var failOn: FailOn
    /// The built-in notes; nil means the binary's (`Embedded.notes`). Tests pass their own.
    public var builtInNotes: [NoteFile]?

    public init(inputs: [String] = [], notesDirectory: String? = nil, failOn: FailOn = .error, builtInNotes: [NoteFile]? = nil) {
        self.inputs = inputs; self.notesDirectory = notesDirectory; self.failOn = failOn; self.builtInNotes = builtInNotes
    }
}
