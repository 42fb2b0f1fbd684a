import AdsightRules

/// One rule's results across every valid session (`SiteTally` counts them).
struct RuleStats: Sendable {
    var rule: String
    var severity: Severity
    var fail = 0, pass = 0, na = 0
    var breaches = 0
}
