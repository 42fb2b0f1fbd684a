import AdsightRules

/// The dashboard's "Rules that fail most": at most `limit` failing rules, by severity, then
/// the sessions each fails in, then its breaches. Each failing severity keeps up to `floor`
/// places (all of its rules when fewer fail), so that a warning failing in every session is
/// not hidden behind ten error rules that fail once.
enum TopRules {
    static let limit = 10, floor = 3

    static func pick(_ rules: [RuleStats], limit: Int = limit, floor: Int = floor) -> [RuleStats] {
        let ranked = rules.filter { $0.fail > 0 }
            .sorted { ($1.severity, $1.fail, $1.breaches, $0.rule) < ($0.severity, $0.fail, $0.breaches, $1.rule) }
        guard ranked.count > limit else { return ranked }
        var taken = [Severity: Int]()
        for r in ranked { taken[r.severity, default: 0] += 1 }
        // Each severity first gets its floor; what is left goes in rank order (most severe first).
        var places = taken.mapValues { min($0, floor) }
        var left = limit - places.values.reduce(0, +)
        for sev in Severity.allCases.reversed() where left > 0 {
            let more = min(left, taken[sev, default: 0] - places[sev, default: 0])
            places[sev, default: 0] += more
            left -= more
        }
        var used = [Severity: Int]()
        return ranked.filter { r in
            used[r.severity, default: 0] += 1
            return used[r.severity]! <= places[r.severity, default: 0]
        }
    }
}
