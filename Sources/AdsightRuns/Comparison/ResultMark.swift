/// How one result of a session found in the baseline compares with it.
public struct ResultMark: Sendable, Hashable {
    /// What it changed to since the baseline.
    public enum Change: String, Sendable, Hashable {
        /// Fails now, did not fail there.
        case newFailure = "new"
        /// Failed there, does not fail now.
        case fixed
        /// Failed there and fails now.
        case stillFailing = "still-failing"
        /// The note's check changed since: neither new nor fixed.
        case noteChanged = "changed"
        /// Nothing to say (passes or does not apply in both).
        case same
    }

    /// The result's status in the baseline (`absent` when not judged there).
    public var baseline: BaselineStatus
    public var change: Change

    public init(baseline: BaselineStatus, change: Change) {
        self.baseline = baseline; self.change = change
    }
}
