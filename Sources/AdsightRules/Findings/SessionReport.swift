import AdsightModel
import AdsightSession

/// Everything adsight concluded about one input file: the decoded header (when line 1
/// was readable), whether the session is valid, its errors and warnings, and one
/// result per rule (empty for an invalid session). This is what `check` prints and
/// what the site renders.
public struct SessionReport: Sendable {
    /// The input path as the user named it (relative paths kept relative).
    public var file: String
    /// The session id from the header; for a file whose header could not be read, the file name.
    public var id: String
    public var header: SessionHeader?
    public var valid: Bool
    /// Format errors (invalid session), each with line and column.
    public var errors: [SessionDiagnostic]
    /// Warnings that do not make the session invalid (unknown event names, ...).
    public var warnings: [SessionDiagnostic]
    /// One result per rule, in catalogue order; empty when invalid.
    public var results: [RuleResult]
    /// Number of events read.
    public var eventCount: Int
    /// `t` of the last event (0 for none).
    public var duration: Double
    /// Each ad object's exposure (session-format.md, "Exposure"), in order of creation;
    /// empty when invalid.
    public var exposure: [AdExposure] = []

    public init(
        file: String, id: String, header: SessionHeader?, valid: Bool, errors: [SessionDiagnostic],
        warnings: [SessionDiagnostic], results: [RuleResult], eventCount: Int, duration: Double
    ) {
        self.file = file; self.id = id; self.header = header; self.valid = valid; self.errors = errors
        self.warnings = warnings; self.results = results; self.eventCount = eventCount; self.duration = duration
    }
}
