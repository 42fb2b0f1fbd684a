/// What decoding one session file produced.
public struct DecodeOutcome: Sendable, Hashable {
    /// The header, when its line decoded without errors.
    public var header: SessionHeader?
    /// The session; nil when there is any error.
    public var session: Session?
    /// Errors in line, column order. Any error makes the session invalid.
    public var errors: [SessionDiagnostic]
    /// Warnings (such as event names the format does not define); they do not make it invalid.
    public var warnings: [SessionDiagnostic]
    /// Event lines seen (valid or not).
    public var eventCount: Int

    public init(
        header: SessionHeader? = nil, session: Session? = nil, errors: [SessionDiagnostic] = [],
        warnings: [SessionDiagnostic] = [], eventCount: Int = 0
    ) {
        self.header = header; self.session = session; self.errors = errors
        self.warnings = warnings; self.eventCount = eventCount
    }

    /// Whether the session is valid (decoded with no errors).
    public var isValid: Bool { session != nil }
}
