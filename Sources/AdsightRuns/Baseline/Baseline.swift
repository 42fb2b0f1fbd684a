/// An earlier run's `summary.json` as a comparison needs it: per session id its results'
/// statuses by rule, the note check digests the run recorded, in a form looked up in one
/// hash probe per session (no decoding of the document again per result).
public struct Baseline: Sendable {
    /// The `summary.json` format this module writes and reads; a newer one is refused.
    public static let currentFormat = 2

    /// The path as the user gave it (shown in `comparison.baseline`).
    public var path: String
    /// The document's `format` (1 for a document from before the field existed).
    public var format: Int
    /// Per rule, the digest of its note's check text in the baseline run (empty for format 1).
    public var checks: [String: String]
    /// Per session id, its rules' statuses, in the baseline's session order.
    public var sessions: [String: BaselineSession]
    /// The session ids in the baseline's order (first occurrence), for `goneSessions`.
    public var order: [String]

    public init(path: String, format: Int = currentFormat, checks: [String: String] = [:],
                sessions: [String: BaselineSession] = [:], order: [String] = []) {
        self.path = path; self.format = format; self.checks = checks; self.sessions = sessions; self.order = order
    }

    /// Whether the note of `rule` changed since the baseline: both runs recorded a digest of
    /// its check text and they differ (a rule the baseline has no digest for is not changed).
    public func noteChanged(_ rule: String, digest: String?) -> Bool {
        guard let digest, let old = checks[rule] else { return false }
        return old != digest
    }
}

/// One baseline session: its statuses by rule.
public struct BaselineSession: Sendable {
    public var statuses: [String: BaselineStatus]
    public init(statuses: [String: BaselineStatus] = [:]) { self.statuses = statuses }
}
