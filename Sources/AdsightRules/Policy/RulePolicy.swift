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

    /// Marks each failure a suppression covers with its reason (the first such
    /// suppression's). Rules turned off are not here: they are left out of what is
    /// evaluated and listed as not applicable by whoever runs the engine.
    public func markSuppressed(_ results: inout [RuleResult], session id: String) {
        guard !suppressions.isEmpty else { return }
        for k in results.indices where results[k].status == .fail {
            if let s = suppressions.first(where: { $0.covers(rule: results[k].rule, session: id) }) {
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
