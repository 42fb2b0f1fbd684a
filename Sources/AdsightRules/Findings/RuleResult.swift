/// One rule's verdict on one session, with every breach as evidence.
public struct RuleResult: Sendable, Hashable, Codable {
    /// The rule id (`banner-never-empty`).
    public var rule: String
    public var severity: Severity
    public var status: RuleStatus
    public var evidence: [Evidence]

    public init(rule: String, severity: Severity, status: RuleStatus, evidence: [Evidence] = []) {
        self.rule = rule; self.severity = severity; self.status = status; self.evidence = evidence
    }
}
