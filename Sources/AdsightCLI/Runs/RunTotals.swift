import AdsightRules

/// A run's totals as every summary states them (`check`'s text report, `build`, `merge`):
/// one way of counting (a failure is a rule failing in a session, suppressed or not) and
/// one sentence, so the two commands never disagree on the same inputs.
struct RunTotals: Sendable, Equatable {
    var sessions = 0, invalid = 0, errors = 0, warnings = 0, infos = 0
    /// Sessions with at least one failed result.
    var failingSessions = 0
    /// Distinct rules that failed somewhere.
    var rules = 0

    init() {}

    /// The totals of kept reports (`check`).
    init(reports: [SessionReport]) {
        var failedRules: Set<String> = []
        for report in reports {
            add(report)
            for result in report.results where result.status == .fail { failedRules.insert(result.rule) }
        }
        rules = failedRules.count
    }

    /// Counts one more session (`rules` is counted by the caller, who knows the distinct rules).
    mutating func add(_ report: SessionReport) {
        sessions += 1
        if !report.valid { invalid += 1 }
        var any = false
        for result in report.results where result.status == .fail {
            any = true
            switch result.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
        if any { failingSessions += 1 }
    }

    var failures: Int { errors + warnings + infos }

    /// "16 sessions (0 invalid) against 29 notes: 29 rule failures (22 error, 7 warning, 0 info) of 27 rules in 12 sessions".
    func text(notes: Int) -> String {
        "\(Counted.phrase(sessions, "session")) (\(invalid) invalid) against \(Counted.phrase(notes, "note")): "
            + "\(Counted.phrase(failures, "rule failure")) (\(errors) error, \(warnings) warning, \(infos) info) "
            + "of \(Counted.phrase(rules, "rule")) in \(Counted.phrase(failingSessions, "session"))"
    }
}
