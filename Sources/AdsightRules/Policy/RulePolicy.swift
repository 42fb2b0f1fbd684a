/// What a project file changes about the verdicts: rules given another severity, rules
/// turned off, and known failures suppressed (only those in force: an expired one is left
/// out by whoever read the file). The empty policy changes nothing.
public struct RulePolicy: Sendable, Hashable, CustomStringConvertible {
    /// New severities by rule id (applied to the notes before judging).
    public var severities: [String: Severity]
    public var disabled: Set<String>
    public var suppressions: [Suppression]

    public init(severities: [String: Severity] = [:], disabled: Set<String> = [], suppressions: [Suppression] = []) {
        self.severities = severities; self.disabled = disabled; self.suppressions = suppressions
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { severities.isEmpty && disabled.isEmpty && suppressions.isEmpty }

    /// A disabled rule's result becomes not applicable (no evidence, `disabled`); a failure
    /// a suppression covers gets its reason (the first such suppression's).
    public func apply(to results: inout [RuleResult], session id: String) {
        guard !disabled.isEmpty || !suppressions.isEmpty else { return }
        for k in results.indices {
            if disabled.contains(results[k].rule) {
                results[k].status = .notApplicable; results[k].evidence = []; results[k].disabled = true
            } else if results[k].status == .fail,
                      let s = suppressions.first(where: { $0.covers(rule: results[k].rule, session: id) }) {
                results[k].suppressed = s.reason
            }
        }
    }

    /// A stable text of everything it holds (for the rebuild cache's key).
    public var description: String {
        var parts = severities.keys.sorted().map { "severity \($0)=\(severities[$0]!.rawValue)" }
        parts += disabled.sorted().map { "off \($0)" }
        parts += suppressions.map { "suppress \($0.sessions.text.utf8.count):\($0.sessions.text) \($0.rule.text.utf8.count):\($0.rule.text) \($0.reason.utf8.count):\($0.reason)" }
        return parts.joined(separator: "\n")
    }
}
