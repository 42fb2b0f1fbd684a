/// A self-test of a note: a session it must pass or must fail.
public struct NoteExample: Sendable, Hashable {
    public enum Expectation: String, Sendable, Hashable {
        /// The note's status on the session is `pass`.
        case mustPass = "must-pass"
        /// The note's status on the session is `fail`.
        case mustFail = "must-fail"
    }

    public var expectation: Expectation
    /// The `adsession/1` text (inline, or the content of the `file=` named beside the note).
    public var session: String
    /// The 1-based line of the example's fence in the note file.
    public var line: Int
    /// For a must-fail: the evidence lines it must produce (`lines=3,5`), within the
    /// example (its header is line 1). Nil when not pinned.
    public var pinnedLines: [Int]?
    /// The `file=` argument, when the session lives beside the note.
    public var fileName: String?

    public init(expectation: Expectation, session: String, line: Int, pinnedLines: [Int]? = nil, fileName: String? = nil) {
        self.expectation = expectation; self.session = session; self.line = line
        self.pinnedLines = pinnedLines; self.fileName = fileName
    }
}
