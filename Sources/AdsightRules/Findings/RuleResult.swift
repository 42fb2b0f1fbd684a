/// One rule's verdict on one session, with every breach as evidence.
public struct RuleResult: Sendable, Hashable, Codable {
    /// The rule id (`banner-never-empty`).
    public var rule: String
    public var severity: Severity
    public var status: RuleStatus
    public var evidence: [Evidence]
    /// Turned off by the project file: reported as not applicable, with `"disabled": true`.
    public var disabled = false
    /// The project file's reason when this failure is a known one it suppresses: still
    /// shown, counted toward no exit status.
    public var suppressed: String?

    public init(rule: String, severity: Severity, status: RuleStatus, evidence: [Evidence] = [],
                disabled: Bool = false, suppressed: String? = nil) {
        self.rule = rule; self.severity = severity; self.status = status; self.evidence = evidence
        self.disabled = disabled; self.suppressed = suppressed
    }

    /// Whether this result makes the exit status 1 when failures of `threshold` and above
    /// count (nil: none do): failed, not suppressed, severe enough.
    public func counts(atOrAbove threshold: Severity?) -> Bool {
        guard status == .fail, suppressed == nil, let threshold else { return false }
        return severity >= threshold
    }
}
