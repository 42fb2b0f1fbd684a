extension SessionReport {
    /// The failed results, most severe first and in catalogue order within a severity: the
    /// order every report of one session lists its failures in (`check`'s text, the session page).
    public var failuresBySeverity: [RuleResult] {
        results.enumerated()
            .filter { $0.element.status == .fail }
            .sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }
            .map(\.element)
    }
}
