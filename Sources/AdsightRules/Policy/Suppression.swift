/// A known failure the project file suppresses: the failures of `rule` in the sessions
/// whose id matches `sessions`, with the reason shown beside them.
public struct Suppression: Sendable, Hashable {
    public var sessions: IDPattern
    public var rule: IDPattern
    public var reason: String

    public init(sessions: IDPattern, rule: IDPattern, reason: String) {
        self.sessions = sessions; self.rule = rule; self.reason = reason
    }

    /// Whether it covers `rule`'s result in session `id`.
    public func covers(rule ruleID: String, session id: String) -> Bool {
        rule.matches(ruleID) && sessions.matches(id)
    }
}
