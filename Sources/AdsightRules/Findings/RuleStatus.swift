/// A rule's verdict on one session (`rules.md`).
public enum RuleStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// It applied and held.
    case pass
    /// It applied and was broken at least once.
    case fail
    /// Nothing in the session made it apply.
    case notApplicable = "not-applicable"
}
