import Testing
@testable import AdsightRules

/// A state rule is judged again only when a state it reads changes (`RuleCode.reads`): the
/// mask must name exactly the states its conditions read, for `always` (whose bad state is
/// `not` the condition) as for `never`. A mask of every state is correct but slow; a missing
/// state would skip a step that changes the verdict.
struct ReadsCase: Sendable, CustomTestStringConvertible {
    var check: String
    var reads: [StateName]
    var testDescription: String { check }
}

let readsCases: [ReadsCase] = [
    .init(check: "for each banner always inViewController == true while visible report \"x\"",
          reads: [.inViewController, .visible]),
    .init(check: "for each banner never visible and not loaded report \"x\"", reads: [.visible, .loaded]),
    .init(check: "for each banner always requiredOrientations in app.supportedOrientations while requiredContentSizeIdentifiers != nil report \"x\"",
          reads: [.requiredOrientations, .requiredContentSizeIdentifiers]),
    .init(check: "for each banner always not obscured report \"x\"", reads: [.obscured]),
]

@Test(arguments: readsCases)
func stateRulesReadOnlyTheStatesTheyName(_ c: ReadsCase) throws {
    let program = try RuleProgram.parse(c.check)
    let code = RuleCode(try #require(program.rules.first))
    #expect(code.kind == .state)
    #expect(code.reads == c.reads.reduce(0) { $0 | $1.bit })
}
