import AdsightRules

/// What a result was in the baseline (`cli.md`, "Across runs"): its status there, or
/// `absent` when the session was there but the rule was not judged.
public enum BaselineStatus: String, Sendable, Hashable {
    case pass
    case fail
    case notApplicable = "not-applicable"
    case absent

    /// The baseline's status of a result.
    public init(_ status: RuleStatus) {
        switch status {
        case .pass: self = .pass
        case .fail: self = .fail
        case .notApplicable: self = .notApplicable
        }
    }
}
