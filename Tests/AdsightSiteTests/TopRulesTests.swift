import AdsightRules
import Testing
@testable import AdsightSite

/// "Rules that fail most" picks ten failing rules by severity, then sessions failed, then
/// breaches, and keeps three places for each failing severity.
struct TopRulesCase: Sendable, CustomStringConvertible {
    var name: String
    /// Failing rules: (severity, sessions failed, breaches); ids are "e0", "w3", ...
    var rules: [(Severity, Int, Int)]
    var picked: [String]
    var description: String { name }
}

private func stats(_ rules: [(Severity, Int, Int)]) -> [RuleStats] {
    rules.enumerated().map { i, r in
        RuleStats(rule: "\(r.0.rawValue.prefix(1))\(i)", severity: r.0, fail: r.1, pass: 0, na: 0, breaches: r.2)
    }
}

private let topRulesCases: [TopRulesCase] = [
    TopRulesCase(name: "ten or fewer: all, errors first", rules: [(.warning, 5, 9), (.error, 1, 1), (.info, 2, 2)],
                 picked: ["e1", "w0", "i2"]),
    TopRulesCase(name: "twelve errors and a warning failing everywhere: the warning keeps its place",
                 rules: (0..<12).map { _ in (.error, 1, 4) } + [(.warning, 16, 28)],
                 picked: ["e0", "e1", "e10", "e11", "e2", "e3", "e4", "e5", "e6", "w12"]),  // ids in text order
    TopRulesCase(name: "eleven errors, five warnings, two infos: 5 errors, 3 warnings, 2 infos",
                 rules: (0..<11).map { i in (.error, 11 - i, 1) } + (0..<5).map { i in (.warning, 5 - i, 1) } + [(.info, 1, 1), (.info, 2, 1)],
                 picked: ["e0", "e1", "e2", "e3", "e4", "w11", "w12", "w13", "i17", "i16"]),
    TopRulesCase(name: "rules that pass are left out", rules: [(.error, 0, 0), (.warning, 1, 1)], picked: ["w1"]),
    TopRulesCase(name: "sessions before breaches, then the id", rules: [(.error, 1, 9), (.error, 2, 1), (.error, 2, 1)],
                 picked: ["e1", "e2", "e0"]),
]

@Test(arguments: topRulesCases)
func topRulesKeepEachSeverityInView(_ c: TopRulesCase) {
    #expect(TopRules.pick(stats(c.rules)).map(\.rule) == c.picked)
}
