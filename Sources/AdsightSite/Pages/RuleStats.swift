import AdsightRules

/// One rule's results across every valid session.
struct RuleStats: Sendable {
    var rule: String
    var severity: Severity
    var fail = 0, pass = 0, na = 0
    var breaches = 0

    /// Every rule in the order first seen (catalogue order), then any note without results.
    static func collect(_ sessions: [SessionSummary], notes: [SiteNote]) -> [RuleStats] {
        var order: [String] = []
        var stats: [String: RuleStats] = [:]
        for si in sessions.indices {
            for (r, breaches) in sessions[si].results {
                if stats[r.rule] == nil { order.append(r.rule); stats[r.rule] = RuleStats(rule: r.rule, severity: r.severity) }
                switch r.status {
                case .fail: stats[r.rule]!.fail += 1; stats[r.rule]!.breaches += breaches
                case .pass: stats[r.rule]!.pass += 1
                case .notApplicable: stats[r.rule]!.na += 1
                }
            }
        }
        for n in notes where stats[n.id] == nil {
            order.append(n.id); stats[n.id] = RuleStats(rule: n.id, severity: n.severity)
        }
        return order.map { stats[$0]! }
    }
}
