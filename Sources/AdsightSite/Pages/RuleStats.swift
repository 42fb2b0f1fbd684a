import AdsightRules

/// One rule's results across every valid session (`SiteTally` counts them).
struct RuleStats: Sendable {
    var rule: String
    var severity: Severity
    var fail = 0, pass = 0, na = 0
    var breaches = 0
    /// Turned off by the project file (its results are all not applicable, `"disabled": true`).
    var disabled = false

    /// The severity as the pages show it: "off" for a rule turned off.
    var shownSeverity: String { disabled ? "off" : severity.rawValue }
}
