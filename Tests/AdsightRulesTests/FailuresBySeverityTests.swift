import AdsightRules
import Testing

/// One order for a session's failures wherever they are listed: most severe first, then
/// the catalogue's order (the results'), not the rules' names.
@Test func failuresComeBySeverityThenInCatalogueOrder() {
    let results: [RuleResult] = [
        RuleResult(rule: "z-warning", severity: .warning, status: .fail),
        RuleResult(rule: "y-error", severity: .error, status: .fail),
        RuleResult(rule: "a-passes", severity: .error, status: .pass),
        RuleResult(rule: "b-error", severity: .error, status: .fail),
        RuleResult(rule: "c-info", severity: .info, status: .fail),
        RuleResult(rule: "a-warning", severity: .warning, status: .fail),
        RuleResult(rule: "d-na", severity: .warning, status: .notApplicable),
    ]
    let report = SessionReport(file: "f.jsonl", id: "f", header: nil, valid: true, errors: [], warnings: [], results: results,
                               eventCount: 1, duration: 0)
    #expect(report.failuresBySeverity.map(\.rule) == ["y-error", "b-error", "z-warning", "a-warning", "c-info"])
}
