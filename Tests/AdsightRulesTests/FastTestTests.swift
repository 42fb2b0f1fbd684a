import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// Every condition of every catalogue check decides exactly as its general `Value`
/// evaluation does (`test.holds == eval.isTrue`), for every ad and event of every step of
/// the evaluator cases' sessions: the fast paths change speed, never verdicts.
@Test(arguments: catalogueChecks.map(\.id))
func fastTestsAgreeWithValues(_ id: String) throws {
    let check = try #require(catalogueChecks.first { $0.id == id }).check
    let program = try RuleProgram.parse(check)
    var conditions: [Condition] = []
    for rule in program.rules {
        let code = RuleCode(rule)
        conditions += code.conditions
    }
    var checked = 0
    for c in cases {
        let outcome = SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n"))
        let session = try #require(outcome.session)
        var replayer = Replayer(header: session.header)
        for group in Replay.groups(session.events) {
            let step = replayer.apply(group)
            for adIndex in -1..<step.state.ads.count {
                for event in [nil] + Array(group) {
                    var ctx = EvalContext(header: session.header, state: step.state, event: event)
                    ctx.adIndex = adIndex
                    for condition in conditions {
                        #expect(condition.test.holds(ctx) == condition.eval(ctx).isTrue, "\(c.name)")
                        checked += 1
                    }
                }
            }
        }
    }
    #expect(conditions.isEmpty || checked > 0)
}
