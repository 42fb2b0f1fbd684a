import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// The three ways to judge a session give the same verdicts, and the lending one shows its
/// observer the same steps (time, state, changed ads) as the one that builds `Step`s: the
/// build's timeline can switch to it without a change in its pages.
@Test(arguments: cases.map(\.name))
func entryPointsAgree(_ name: String) throws {
    let c = try #require(cases.first { $0.name == name })
    let check = try #require(catalogueChecks.first { $0.id == c.rule }).check
    let notes = [RuleNote(id: c.rule, severity: .error, program: try RuleProgram.parse(check))]
    let session = try #require(SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n")).session)
    var built: [Step] = []
    var lent: [Step] = []
    let plain = RuleEvaluator.evaluate(notes: notes, session: session)
    let observed = RuleEvaluator.evaluate(notes: notes, session: session) { built.append($0) }
    let lending = RuleEvaluator.evaluate(notes: notes, session: session, lending: { lent.append($0.step) })
    #expect(observed == plain && lending == plain)
    #expect(lent.count == built.count)
    for (a, b) in zip(lent, built) {
        #expect(a.t == b.t && a.state == b.state && a.before == b.before)
        let ca = a.withChangedAds { i, before, created in (i, Array(before), created) }
        let cb = b.withChangedAds { i, before, created in (i, Array(before), created) }
        #expect(ca.0 == cb.0 && ca.1 == cb.1 && ca.2 == cb.2)
    }
}
