import AdsightNotes

/// What a pipeline run judges: the inputs as the user named them (empty: the bundled
/// default), an optional `--notes DIR`, and `--fail-on`.
public struct PipelineOptions: Sendable {
    public var inputs: [String]
    public var notesDirectory: String?
    public var failOn: FailOn
    /// The built-in notes; nil means the binary's (`Embedded.notes`). Tests pass their own.
    public var builtInNotes: [NoteFile]?
    /// `--allow-empty`: named inputs holding no session are not an error (a device farm
    /// that recorded nothing must not turn CI green unless asked).
    public var allowEmpty: Bool

    public init(inputs: [String] = [], notesDirectory: String? = nil, failOn: FailOn = .error, builtInNotes: [NoteFile]? = nil,
                allowEmpty: Bool = false) {
        self.inputs = inputs; self.notesDirectory = notesDirectory; self.failOn = failOn; self.builtInNotes = builtInNotes
        self.allowEmpty = allowEmpty
    }
}
