import AdsightRules
import Testing

/// `*` matches any run of characters (none included), `?` one, the rest themselves; the
/// whole id must match.
let idPatternCases: [(String, String, Bool)] = [
    ("*", "", true), ("*", "table-app-017", true),
    ("table-*", "table-app-017", true), ("table-*", "tabla-app", false), ("table-*", "xtable-app", false),
    ("*-017", "table-app-017", true), ("*-017", "table-app-0170", false),
    ("t?ble", "table", true), ("t?ble", "tble", false),
    ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXcYYb", false), ("a**", "a", true),
    ("ad-main-thread", "ad-main-thread", true), ("ad-main-thread", "ad-main-threads", false),
    ("é*", "été", true),
]

@Test(arguments: idPatternCases)
func idPatternsMatchWholeIDs(_ pattern: String, _ id: String, _ matches: Bool) {
    #expect(IDPattern(pattern).matches(id) == matches)
}

@Test func aPolicyMarksSuppressedFailures() {
    var results = [
        RuleResult(rule: "a", severity: .error, status: .fail, evidence: [Evidence(t: 0, line: 2, message: "m")]),
        RuleResult(rule: "b", severity: .error, status: .fail, evidence: [Evidence(t: 0, line: 3, message: "m")]),
        RuleResult(rule: "c", severity: .error, status: .pass),
    ]
    let policy = RulePolicy(suppressions: [Suppression(sessions: IDPattern("s-*"), rule: IDPattern("*"), reason: "known")])
    policy.markSuppressed(&results, session: "s-1")
    #expect(results[0].suppressed == "known")
    #expect(results[1].suppressed == "known" && results[1].status == .fail && results[1].evidence.count == 1)
    #expect(results[2].suppressed == nil)   // a pass is never marked
    #expect(!results[1].counts(atOrAbove: .error))
    var other = [RuleResult(rule: "b", severity: .error, status: .fail)]
    policy.markSuppressed(&other, session: "t-1")
    #expect(other[0].suppressed == nil && other[0].counts(atOrAbove: .error))
}
