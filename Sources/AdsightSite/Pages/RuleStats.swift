import AdsightRules

/// One rule's results across every valid session.
struct RuleStats: Sendable {
    var rule: String
    var severity: Severity
    var fail = 0, pass = 0, na = 0
    var breaches = 0

    /// Every rule in the order first seen (catalogue order), then any note without results.
    static func collect(_ sessions: [SessionSummary], notes: [SiteNote]) -> [RuleStats] {
        tally(sessions, notes: notes).stats
    }

    /// `collect`, and for each rule (in the same order) where its first result is in each
    /// session that has one, in session order.
    ///
    /// Sessions list the rules in the same order, so the rule of a session's k-th result
    /// is looked for first where the previous session's k-th result was: a rule is hashed
    /// only when that guess is wrong.
    static func tally(_ sessions: [SessionSummary], notes: [SiteNote]) -> (stats: [RuleStats], refs: [[PageContext.ResultRef]]) {
        var stats: [RuleStats] = []
        var refs: [[PageContext.ResultRef]] = []
        var index: [String: Int] = [:]
        var guess: [Int] = []
        for si in sessions.indices {
            let results = sessions[si].report.results
            let breaches = sessions[si].breachCounts
            for ri in results.indices {
                let rule = results[ri].rule
                var k: Int
                if ri < guess.count, stats[guess[ri]].rule == rule {
                    k = guess[ri]
                } else {
                    if let known = index[rule] {
                        k = known
                    } else {
                        k = stats.count
                        index[rule] = k
                        stats.append(RuleStats(rule: rule, severity: results[ri].severity))
                        refs.append([])
                    }
                    if ri < guess.count { guess[ri] = k } else { guess.append(k) }
                }
                switch results[ri].status {
                case .fail: stats[k].fail += 1; stats[k].breaches += breaches[ri]
                case .pass: stats[k].pass += 1
                case .notApplicable: stats[k].na += 1
                }
                if refs[k].last?.session != si { refs[k].append(PageContext.ResultRef(session: si, result: ri)) }
            }
        }
        for n in notes where index[n.id] == nil {
            index[n.id] = stats.count
            stats.append(RuleStats(rule: n.id, severity: n.severity))
            refs.append([])
        }
        return (stats, refs)
    }
}
