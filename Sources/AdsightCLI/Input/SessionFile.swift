import AdsightSession

/// One session file after reading: its path as given and the decoder's outcome.
public struct SessionFile: Sendable, Hashable {
    public var path: String
    public var outcome: DecodeOutcome
    /// Why the file could not be read (the outcome then holds one line-0 error saying so).
    public var readError: String?

    public init(path: String, outcome: DecodeOutcome, readError: String? = nil) {
        self.path = path; self.outcome = outcome; self.readError = readError
    }

    /// Whether the file could not be read at all.
    public var isUnreadable: Bool { readError != nil }

    /// The outcome for a file that cannot be read: one error at line 0, column 0.
    static func unreadable(_ path: String, _ reason: String) -> SessionFile {
        let error = SessionDiagnostic(line: 0, column: 0, message: "cannot read \(path): \(reason)")
        return SessionFile(path: path, outcome: DecodeOutcome(errors: [error]), readError: reason)
    }
}
