/// How many sessions of a run failed a rule, and per rule how many: what the trend chart and
/// the note pages' sparklines read of a run, without its list of failing sessions.
public struct FailedCounts: Sendable, Hashable {
    public var sessions = 0
    /// Per rule, the sessions that failed it (a rule a session lists twice counts once).
    public var rules: [String: Int] = [:]

    public init() {}

    /// The counts of a list of failing sessions (`HistoryLine.failed`).
    public init(_ failed: [(id: String, rules: [String])]) {
        for entry in failed { add(entry.rules) }
    }

    /// Counts one more failing session, which failed `rules`.
    public mutating func add(_ rules: [String]) {
        sessions += 1
        addRules(rules)
    }

    /// Counts `rules` for a session counted already (one given again under its id).
    public mutating func addRules(_ rules: [String]) {
        for rule in Set(rules) { self.rules[rule, default: 0] += 1 }
    }
}
